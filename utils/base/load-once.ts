/**
 * `load` asked for at the first call and shared by every call while it is under way or done; one
 * that failed (a chunk that did not arrive while the service restarted) is asked for again by the
 * next call, not given up on.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
