import { FetchError, fetchCapped } from './fetch-capped';
import type { Candidate, SourceContext } from './types';
import type { Validators } from './validators';

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
  await context.offer(page.read(response.text));
  page.validators.keep(response.headers);
}

/** fetchCapped says a status it does not take as `HTTP <status>`; NaN for any other failure. */
const statusOf = (error: FetchError) => Number(/^HTTP (\d{3})$/.exec(error.message)?.[1]);
