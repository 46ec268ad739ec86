/** The sparkline covers at most the first 30 minutes after publication. */
export const SPARK_WINDOW_MS = 30 * 60_000;
/** One point per this long is enough for a 48-pixel line, and keeps 30 minutes to 360 points. */
const STEP_MS = 5_000;

export interface PricePoint {
  time: number;
  price: number;
}

/** A symbol's recent prices: the latest price of each 5-second step, for the last 30 minutes. */
export class PriceHistory {
  readonly points: PricePoint[] = [];

  add(time: number, price: number): void {
    const last = this.points.at(-1);
    if (last && time < last.time) return;
    if (last && Math.floor(time / STEP_MS) === Math.floor(last.time / STEP_MS)) Object.assign(last, { time, price });
    else this.points.push({ time, price });
    while (this.points[0]!.time < time - SPARK_WINDOW_MS) this.points.shift();
  }
}
