import { SPARK_WINDOW_MS, type PricePoint } from './price-history';

/**
 * The SVG path of an item's price line: from publication (at the reference price, when known) to
 * at most 30 minutes later, scaled to the box. Undefined with fewer than two points to join.
 */
export function sparklinePath(
  points: readonly PricePoint[],
  publishedAt: number,
  reference: number | undefined,
  width: number,
  height: number,
): string | undefined {
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
