/** The least time between two refreshes: /api/mylikes shares the key's rate limit with voting. */
export const HISTORY_RETURN_GAP_MS = 60_000;

interface VisiblePage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Fetches the reader's votes again when the page is shown again, so votes cast meanwhile with the
 * same key (from the extension, another device) appear without a click; at most once per gap, and
 * only with a key. Returns the unsubscribe.
 */
export function refreshHistoryOnReturn(deps: {
  page: VisiblePage;
  now: () => number;
  hasKey: () => boolean;
  refresh: () => Promise<unknown>;
}): () => void {
  let last = deps.now();
  const onChange = () => {
    if (deps.page.visibilityState !== 'visible' || !deps.hasKey()) return;
    const now = deps.now();
    if (now - last < HISTORY_RETURN_GAP_MS) return;
    last = now;
    // A failed refresh is already said by the history's own offline line; the cache stays as it was.
    deps.refresh().catch(() => undefined);
  };
  deps.page.addEventListener('visibilitychange', onChange);
  return () => deps.page.removeEventListener('visibilitychange', onChange);
}
