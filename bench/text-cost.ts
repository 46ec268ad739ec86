import type { Detector } from '@/server/coins/detect';
import { MAX_TEXT } from '@/server/coins/detect';
import { SUMMARY_MAX } from '@/server/sources/feed-entries';
import { plainText } from '@/server/sources/plain-text';
import { percentile, type Figure } from './stats';

const RUNS = 30;
const FIELD = 4 * 1024 * 1024;

/** A string as the service receives it: parsed from JSON, so flat as it would be (`repeat` builds a rope). */
const received = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
const filled = (unit: string, length: number) => received(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** The median milliseconds of `work` on each input, and the worst input by that median. */
function worst(inputs: Record<string, string>, work: (input: string) => unknown): { name: string; ms: number } {
  // Warmed on every input first, as a running service is: the first input is not charged the compiler.
  for (let run = 0; run < 5; run++) for (const input of Object.values(inputs)) work(input);
  let found = { name: '', ms: 0 };
  for (const [name, input] of Object.entries(inputs)) {
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      work(input);
      ms.push(performance.now() - started);
    }
    const median = percentile(ms, 50);
    if (median >= found.ms) found = { name, ms: median };
  }
  return found;
}

/**
 * What the text an origin sends can cost at its bounds: coin detection of a body of MAX_TEXT
 * characters written to be slow (issue 29: 24 kB of "binance " cost 69 ms), and a feed field of
 * 4 MB of markup turned into plain text (1.9 M `<` cost 12 s over a regular expression).
 */
export function benchTextCost(detector: Detector): Figure[] {
  const bodies = {
    '"binance "': filled('binance ', MAX_TEXT),
    '"binance lists" on many lines': filled('binance lists\n', MAX_TEXT),
    'a name in prose': filled('the Bitcoin price rises ', MAX_TEXT),
    'a four-word name': filled('Kyber Network Crystal v2 ', MAX_TEXT),
    'cashtags': filled('$BTC ', MAX_TEXT),
    'pairs': filled('BTC/USDT ', MAX_TEXT),
    'one-letter words': filled('a ', MAX_TEXT),
    'a list of tickers': filled('ACA, D & ', MAX_TEXT),
    'Chinese names': filled('比特币现金以太币', MAX_TEXT),
    'tickers in a Chinese notice': filled('币安上线 ME 交易 ', MAX_TEXT),
    'wire openers': filled('🚨 Just in:\n', MAX_TEXT),
    'companies named like coins': filled('BTC Inc ', MAX_TEXT),
  };
  const fields = {
    '`<`': filled('<', FIELD),
    '`<a `': filled('<a ', FIELD),
    'nested tags': filled('<b><i>', FIELD),
    'an unclosed comment': received(`<!--${'x'.repeat(FIELD)}`),
    '`&amp;`': filled('&amp;', FIELD),
    '`&`': filled('&', FIELD),
  };
  const detection = worst(bodies, (body) => detector.detect(body));
  const text = worst(fields, (field) => plainText(field, SUMMARY_MAX));
  return [
    { figure: `coin detection: a ${MAX_TEXT / 1000} kB body written to be slow (median, worst of ${Object.keys(bodies).length})`, value: detection.ms, unit: 'ms', budget: '≤ 1 ms', baseline: `worst: ${detection.name}` },
    { figure: `plain text: a 4 MB feed field of markup (median, worst of ${Object.keys(fields).length})`, value: text.ms, unit: 'ms', budget: '≤ 1 ms', baseline: `worst: ${text.name}; ${SUMMARY_MAX} characters kept` },
  ];
}
