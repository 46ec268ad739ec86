import type { SourceConfig } from './config';
import { fetchCapped, joinUrl } from '../outbound/fetch-capped';
import { LIST_SHAPES, MARKET_LIST_BUDGET } from './markets/list-shapes';
import { judge, MARKET_WATCH_BUDGET, readBaseline, type Baseline } from './markets/snapshots';
import { startPolling } from './poller';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';

/** A market gone live, as the item the feed sends: English words of the service's own, and the `market` field. */
export function marketLiveCandidate(list: Extract<SourceConfig, { kind: 'market-list' }>['list'], symbol: string, now: number): Candidate {
  const { exchange, kind } = LIST_SHAPES[list];
  const [base, quote] = symbol.split('_');
  const title = `${exchange} ${kind === 'futures' ? 'futures' : 'spot'} market ${base}/${quote} is live`;
  return { identity: symbol, item: { title, en: title, source: `${exchange} markets`, time: now, market: { exchange, kind, symbol, at: now } } };
}

/**
 * Watches one exchange's market list and offers each market a complete list adds that no complete
 * list of the last 7 days had (snapshots.ts decides which). The last complete list is kept in
 * storage, so a restart compares with it while it is fresh, and so is every market a complete list
 * named, with when (shared by nodes); a failed or partial fetch shows the source `failing` and
 * keeps both.
 */
export function startMarketListSource(source: Extract<SourceConfig, { kind: 'market-list' }>, context: SourceContext): RunningSource {
  const shape = LIST_SHAPES[source.list];
  const url = joinUrl(source.url ?? shape.origin, shape.path);
  let baseline: Baseline | undefined;
  let loaded = false;
  const adopt = async (next: Baseline) => {
    baseline = next;
    await context.kept.write(JSON.stringify(next));
  };
  return startPolling(source.intervalSeconds * 1000, context, async () => {
    if (!loaded) {
      baseline = readBaseline(await context.kept.read());
      loaded = true;
    }
    const response = await fetchCapped(url, { fetch: context.fetch, maxBytes: MARKET_LIST_BUDGET.bytes, timeoutMs: source.timeoutSeconds * 1000, allowPrivate: source.allowPrivate, headers: { accept: 'application/json' } });
    const read = await shape.read(response.text, context.readJson, url);
    const now = context.now();
    // Only a complete answer is compared: a partial one needs no memory read.
    const seen = new Set(read.partial ? [] : await context.marketsSeen?.read(now - MARKET_WATCH_BUDGET.seenForMs));
    const verdict = judge(baseline, read, now, seen);
    if (verdict.kind === 'partial') throw new Error(`a partial market list, compared with nothing (${verdict.why})`);
    if (verdict.kind === 'baseline') context.note(`${verdict.baseline.markets.length} markets taken as the list to compare with (${verdict.why}); none is announced`);
    if (verdict.kind === 'broken') context.dropped(verdict.added, `a fetch added ${verdict.added} markets, more than the ${MARKET_WATCH_BUDGET.newPerFetch} a fetch may: taken as a broken snapshot, none announced`);
    if (verdict.kind === 'added' && verdict.added.length > 0) await context.offer(verdict.added.map((symbol) => marketLiveCandidate(source.list, symbol, now)));
    // Seen after the offer: a failed offer is tried again with the next answer.
    await context.marketsSeen?.see(verdict.baseline.markets, now, now - MARKET_WATCH_BUDGET.seenForMs, MARKET_WATCH_BUDGET.seenPerList);
    await adopt(verdict.baseline);
  });
}
