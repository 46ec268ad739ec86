/** Where each row of a windowed list starts, from the heights measured so far (a row not yet drawn counts as `estimate`). */
export function rowStarts(keys: readonly string[], heights: ReadonlyMap<string, number>, estimate: number): Float64Array {
  const starts = new Float64Array(keys.length + 1);
  for (let index = 0; index < keys.length; index++) starts[index + 1] = starts[index]! + (heights.get(keys[index]!) ?? estimate);
  return starts;
}

/** The first row whose bottom is below `offset` (binary search over `starts`, whose last entry is the total height). */
function rowAt(starts: Float64Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle + 1]! <= offset) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low);
}

/** The rows to draw for a viewport at `top` of `height` pixels: those in view and `overscan` more on each side (`end` exclusive). */
export function rowsInView(starts: Float64Array, top: number, height: number, overscan: number): { start: number; end: number } {
  const count = starts.length - 1;
  if (count === 0) return { start: 0, end: 0 };
  const first = rowAt(starts, top);
  const last = rowAt(starts, top + Math.max(0, height - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/**
 * Where to scroll so row `index` is in view: to its top for the first row or a row above the view, so
 * its bottom shows for a row below, and nowhere (undefined) for a row already wholly in view.
 */
export function scrollToShow(starts: Float64Array, index: number, top: number, height: number): number | undefined {
  if (index < 0 || index >= starts.length - 1) return undefined;
  const start = starts[index]!;
  const end = starts[index + 1]!;
  if (index === 0 || start < top) return start;
  if (end > top + height) return Math.min(start, end - height);
  return undefined;
}
