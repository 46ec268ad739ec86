/**
 * `compute` run at most once per `ms`, and never twice at once: callers share the answer in
 * flight, then that answer for `ms` after it came, so any number of callers cost one run a window
 * however slow the run. A failure is not kept.
 */
export function cachedFor<T>(ms: number, compute: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { answer: Promise<T>; settledAt?: number } | undefined;
  return () => {
    if (kept && (kept.settledAt === undefined || now() - kept.settledAt < ms)) return kept.answer;
    const entry: { answer: Promise<T>; settledAt?: number } = { answer: compute() };
    kept = entry;
    entry.answer.then(
      () => (entry.settledAt = now()),
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.answer;
  };
}
