/**
 * What went wrong with a connection or its backfill, as data rather than words: the socket layer
 * also runs in tests and tools that have no reader's language, so the worker puts it into words
 * when it reports its status (`utils/background/problem-text.ts`). `detail` is the browser's or the service's own text (a close
 * code and reason, an HTTP status, a refusal), shown as it came.
 */
export type Problem =
  | { code: 'cannot-open' | 'closed' | 'unreadable-frame' | 'backfill-failed'; detail: string }
  | { code: 'connect-timeout' | 'socket-error' | 'no-pong' | 'silent' }
  | { code: 'backfill-gap'; pages: number }
  /** An extra feed's backlog pages past their budget (utils/feed/item-budget.ts): `megabytesPerSecond` is its refill. */
  | { code: 'backfill-over-budget'; megabytesPerSecond: number }
  | { code: 'backfill-status'; status: number }
  | { code: 'backfill-timeout'; seconds: number }
  /** A reply past the worker's budget for one reply (utils/net/read-json-reply.ts): only a backlog page can show it. */
  | { code: 'reply-too-large'; megabytes: number }
  /** A reply nested deeper than the budget (utils/net/read-json-reply.ts), refused before it is parsed. */
  | { code: 'reply-too-deep'; levels: number }
  /** The browser does not let the worker reach this saved address (`address`: its origin). */
  | { code: 'no-host-access'; address: string };

/** A failure that already says what it is as a Problem (thrown where the words would be English). */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.code);
  }
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
