import { FetchError, fetchCapped } from '../outbound/fetch-capped';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';
import type { Validators } from './validators';

/**
 * SECURITY.md's budget: at most this many notices are taken from one answer, whatever its shape
 * (Binance's 20 catalogs of 100 each, OKX's 10 types of 100, Upbit's two lists). A real answer
 * holds 20 or so; past the cap the newest are kept and the rest counted as dropped.
 */
export const MAX_NOTICES_PER_ANSWER = 100;

/** The newest `max` candidates, and how many were left out. */
export function newestOf(candidates: Candidate[], max = MAX_NOTICES_PER_ANSWER): { kept: Candidate[]; dropped: number } {
  if (candidates.length <= max) return { kept: candidates, dropped: 0 };
  return { kept: [...candidates].sort((a, b) => b.item.time - a.item.time).slice(0, max), dropped: candidates.length - max };
}

/** What an exchange means by an HTTP status, said plainly: the error reported instead of `HTTP <status>`. */
export type NamedStatuses = Partial<Record<number, (error: FetchError) => FetchError>>;

export interface ExchangePage {
  url: string;
  maxBytes: number;
  /** The source's own budget and reach, as configured. */
  source: { timeoutSeconds: number; allowPrivate?: boolean | undefined };
  /** This page's last answer's validators. */
  validators: Validators;
  /** Sent besides `accept` and the validators. */
  headers?: Record<string, string>;
  statuses?: NamedStatuses;
  /** The answer's entries; throws on what is not an answer. */
  read(text: string): Candidate[];
}

/**
 * Asks for one page of an exchange's JSON API with its last answer's validators, and offers the
 * entries of a new answer: an unchanged one (304) costs no parsing. Tested through each exchange
 * source in polled-origins.test.ts.
 */
export async function offerExchangePage(page: ExchangePage, context: SourceContext): Promise<void> {
  const response = await fetchCapped(page.url, {
    fetch: context.fetch,
    maxBytes: page.maxBytes,
    timeoutMs: page.source.timeoutSeconds * 1000,
    allowPrivate: page.source.allowPrivate,
    headers: { accept: 'application/json', ...page.headers, ...page.validators.headers() },
  }).catch((error: unknown) => {
    if (!(error instanceof FetchError)) throw error;
    const named = page.statuses?.[statusOf(error)];
    throw named ? named(error) : error;
  });
  if (response.status === 304) return;
  const { kept, dropped } = newestOf(page.read(response.text));
  if (dropped > 0) context.dropped(dropped, `an answer held more than ${MAX_NOTICES_PER_ANSWER} notices`);
  await context.offer(kept);
  page.validators.keep(response.headers);
}

/** fetchCapped says a status it does not take as `HTTP <status>`; NaN for any other failure. */
const statusOf = (error: FetchError) => Number(/^HTTP (\d{3})$/.exec(error.message)?.[1]);
