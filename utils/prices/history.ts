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

/**
 * The SVG path of an item's price line: from publication (at the reference price, when known) to
 * at most 30 minutes later, scaled to the box. Undefined with fewer than two points to join.
 */
export function sparklinePath(points: readonly PricePoint[], publishedAt: number, reference: number | undefined, width: number, height: number): string | undefined {
  const end = publishedAt + SPARK_WINDOW_MS;
  const line = points.filter((p) => p.time >= publishedAt && p.time <= end);
  if (reference !== undefined) line.unshift({ time: publishedAt, price: reference });
  if (line.length < 2) return undefined;
  const [t0, t1] = [line[0]!.time, line.at(-1)!.time];
  const prices = line.map((p) => p.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => (t1 === t0 ? 0 : ((time - t0) / (t1 - t0)) * width);
  // A flat line runs through the middle; otherwise the highest price touches the top (y grows down).
  const y = (price: number) => (high === low ? height / 2 : height - ((price - low) / (high - low)) * height);
  return line.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.time).toFixed(1)} ${y(p.price).toFixed(1)}`).join(' ');
}
