/** The marks the feed sets a frame after its first rows show, or after the cache was read whole (an empty cache shows no row). */
export const FIRST_ROWS_MARKS: readonly string[] = ['newsflash:first-items', 'newsflash:all-items'];

/** The longest the live part waits for those rows: a page that never shows them still goes live this soon. */
export const LIVE_START_WAIT_MS = 500;

/** The page's performance marks and a timer, as `afterFirstRows` reads them. */
export interface MarkWatch {
  /** Whether a mark of this name was already set. */
  has(name: string): boolean;
  /** Calls back with each mark set from now on; the function returned stops it. */
  observe(onMark: (name: string) => void): () => void;
  wait(ms: number): Promise<void>;
}

/**
 * Resolves once the feed's first rows are on screen (FIRST_ROWS_MARKS), or after `waitMs` at the
 * latest. The web page starts its live part then: fetching, compiling and running the protocol's
 * readers and opening the sockets would otherwise share the main thread with the cache's first
 * rows, which need none of it.
 */
export function afterFirstRows(watch: MarkWatch, waitMs = LIVE_START_WAIT_MS): Promise<void> {
  if (FIRST_ROWS_MARKS.some((name) => watch.has(name))) return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => (stop(), resolve());
    stop = watch.observe((name) => FIRST_ROWS_MARKS.includes(name) && done());
    void watch.wait(waitMs).then(done);
  });
}

/** The browser's marks (a PerformanceObserver) and timer. */
export const pageMarks = (): MarkWatch => ({
  has: (name) => performance.getEntriesByName(name, 'mark').length > 0,
  observe(onMark) {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => onMark(entry.name)));
    observer.observe({ type: 'mark' });
    return () => observer.disconnect();
  },
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
