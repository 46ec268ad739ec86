import { BINANCE_BASES, standInListings } from '@/devkit/stand-ins/binance-markets';
import { buildCatalog } from '@/server/coins/catalog';
import { Detector } from '@/server/coins/detect';
import { marketsByBase } from '@/server/coins/markets';
import { StoryIndex, STORY_WINDOW_MS } from '@/server/stories';
import { COIN_HEADLINES } from './labelled/coin-headlines';
import { STORY_PAIRS } from './labelled/story-pairs';
import type { Figure } from './stats';
import { benchTextCost } from './text-cost';
import { benchStoryCost } from './story-cost';

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * The service's own ingest, measured on labelled data (bench/labelled/): coin detection's
 * precision and recall over headlines, with every miss printed, and how well stories group
 * labelled pairs, and what grouping costs at its bounds. Detection runs on the stand-in of
 * Binance's market lists.
 */
export function benchIngest(log: (line: string) => void): Figure[] {
  const { spot, futures } = standInListings(BINANCE_BASES);
  const detector = new Detector(buildCatalog(marketsByBase(spot, futures)));

  let right = 0;
  let extra = 0;
  let missed = 0;
  const misses: string[] = [];
  for (const [text, wanted] of COIN_HEADLINES) {
    const found = detector.detect(text).map((suggestion) => suggestion.coin);
    const wrong = found.filter((coin) => !wanted.includes(coin));
    const lost = wanted.filter((coin) => !found.includes(coin));
    right += found.length - wrong.length;
    extra += wrong.length;
    missed += lost.length;
    if (wrong.length || lost.length) misses.push(`  ${[...wrong.map((coin) => `+${coin}`), ...lost.map((coin) => `-${coin}`)].join(' ')}: ${text}`);
  }
  const texts = COIN_HEADLINES.map(([text]) => text);
  const rounds = 50;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) for (const text of texts) detector.detect(text);
  const perSecond = Math.round((rounds * texts.length) / ((performance.now() - started) / 1000));

  let together = 0;
  let wronglyTogether = 0;
  let wronglyApart = 0;
  const mistakes: string[] = [];
  STORY_PAIRS.forEach(([a, b, same], index) => {
    const stories = new StoryIndex();
    // As the service does: coins first, then the story (two listings from one template differ by their coins).
    stories.assign({ _id: `a${index}`, time: 0, title: a.title, url: a.url, suggestions: detector.detect(a.title) });
    const joined = stories.assign({ _id: `b${index}`, time: STORY_WINDOW_MS / 10, title: b.title, url: b.url, suggestions: detector.detect(b.title) }) !== undefined;
    if (joined && same) together++;
    if (joined && !same) wronglyTogether++;
    if (!joined && same) wronglyApart++;
    if (joined !== same) mistakes.push(`  ${joined ? 'joined, but different news' : 'apart, but the same news'}: "${a.title}" / "${b.title}"`);
  });

  if (misses.length) log(`coin detection, headlines it got wrong (+ extra, - missed):\n${misses.join('\n')}`);
  if (mistakes.length) log(`stories, pairs it got wrong:\n${mistakes.join('\n')}`);
  const headlines = `${COIN_HEADLINES.length} labelled headlines, ${right + missed} coins in them`;
  const pairs = `${STORY_PAIRS.length} labelled pairs, ${STORY_PAIRS.filter(([, , same]) => same).length} of them the same news`;
  return [
    { figure: 'coin detection: precision', value: ratio(right, right + extra).toFixed(3), unit: '', budget: '≥ 0.95', baseline: headlines },
    { figure: 'coin detection: recall', value: ratio(right, right + missed).toFixed(3), unit: '', budget: '≥ 0.90', baseline: `${missed} missed, ${extra} extra` },
    { figure: 'coin detection: headlines per second', value: perSecond.toLocaleString('en'), unit: '', baseline: `${BINANCE_BASES.length} coins listed` },
    { figure: 'stories: precision (pairs joined that are one story)', value: ratio(together, together + wronglyTogether).toFixed(3), unit: '', baseline: pairs },
    { figure: 'stories: recall (same-news pairs joined)', value: ratio(together, together + wronglyApart).toFixed(3), unit: '', baseline: `${wronglyApart} kept apart, ${wronglyTogether} joined wrongly` },
    ...benchStoryCost(),
    ...benchTextCost(detector),
  ];
}
