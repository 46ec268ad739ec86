/**
 * `compute` run at most once per `ms`: callers within that time share its answer, including one
 * still in flight, so any number of callers cost one run a window. A failure is not kept.
 */
export function cachedFor<T>(ms: number, compute: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (kept && at - kept.at < ms) return kept.answer;
    const answer = compute();
    const entry = { at, answer };
    kept = entry;
    answer.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return answer;
  };
}
