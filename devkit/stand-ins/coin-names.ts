import { readFileSync } from 'node:fs';
import { NAMES_PATH } from '@/server/coins/names';
import { startOrigin, type Origin, type OriginReply } from './origin-server';

export interface CoinListEntry {
  id: string;
  symbol: string;
  name: string;
}

/**
 * CoinGecko's coins list as a public copy of its answer gives it (bench/markets/coingecko-coins-list.json:
 * the entries for the real market's coins, colliding projects included), in its shape: a bare array of
 * `{ id, symbol, name }`, symbols in lower case.
 */
export function snapshotCoins(): CoinListEntry[] {
  const file = JSON.parse(readFileSync(new URL('../../bench/markets/coingecko-coins-list.json', import.meta.url), 'utf8')) as { coins: CoinListEntry[] };
  return file.coins;
}

/**
 * `GET /api/v3/coins/list` on a local origin, for `--coin-names-api`. `answer` may be changed while
 * it runs: a list (served as JSON) or any reply (garbage, a huge body, an error status).
 */
export async function startCoinNamesStandIn(coins: CoinListEntry[] = snapshotCoins()): Promise<Origin & { answer: CoinListEntry[] | OriginReply }> {
  const state: { answer: CoinListEntry[] | OriginReply } = { answer: coins };
  const origin = await startOrigin((path) => {
    if (path !== NAMES_PATH) return undefined;
    return Array.isArray(state.answer) ? { body: JSON.stringify(state.answer), type: 'application/json' } : state.answer;
  });
  return Object.defineProperty(origin, 'answer', { get: () => state.answer, set: (value: CoinListEntry[] | OriginReply) => (state.answer = value), enumerable: true }) as Origin & { answer: CoinListEntry[] | OriginReply };
}
