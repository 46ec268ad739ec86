/** How long a page that paints no frame (a hidden tab) waits instead. */
const NO_FRAME_MS = 100;

/**
 * Settles in a task after the next frame is painted. A component's effect is not that late: Preact
 * runs a component's pending effects before rendering it again, and the windowed list renders its rows
 * again in the task that first draws them (once they are measured), so chunks asked for from an effect
 * were fetched, their preload links added and their answers handled before the first rows showed
 * (about 10 ms of that task, 2026-11-29).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setTimeout(resolve);
    };
    const timer = setTimeout(done, NO_FRAME_MS);
    const frame = requestAnimationFrame(done);
  });
}
