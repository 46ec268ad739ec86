import { Detector } from '@/server/coins/detect';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { StoryIndex } from '@/server/stories/story-index';
import { precision, recall, scoreDetection, type Kind, type Score } from './detection-score';
import { COIN_HEADLINES, type LabelledItem } from './labelled/coin-headlines';
import { labelledSets } from './labelled/sets';
import { STORY_PAIRS } from './labelled/story-pairs';
import { REAL_MARKET_ORIGIN, realCatalog } from './markets/real-market';
import type { Figure } from './stats';
import { benchNotices } from './notice-bench';
import { benchTextCost } from './text-cost';
import { benchStoryCost } from './story-cost';

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const KIND_NAMES: Record<Kind, string> = { notice: 'exchange notices', media: 'media headlines', post: 'posts', trap: 'traps' };

/** What the service hands detection: an item's parts, as the feed carries them. */
const parts = ({ title, en, body, source }: LabelledItem) => ({ title, en, body, source });

const pr = (tally: Score['overall']) => `${precision(tally).toFixed(3)} / ${recall(tally).toFixed(3)}`;

/** A set's detection figures: precision and recall overall, then for each kind, traps included. */
function setFigures(name: string, { overall, byKind }: Score): Figure[] {
  const kinds = Object.keys(KIND_NAMES) as Kind[];
  const counts = kinds.map((kind) => `${byKind[kind].items} ${KIND_NAMES[kind]}`).join(', ');
  return [
    { figure: `coin detection, ${name}: precision / recall`, value: pr(overall), unit: '', budget: '≥ 0.97 / ≥ 0.95', baseline: `${overall.items} items (${counts}), ${overall.right + overall.missed} coins expected; ${overall.missed} missed, ${overall.extra} extra` },
    ...kinds.map((kind): Figure => ({
      figure: `coin detection, ${name}, ${KIND_NAMES[kind]}: precision / recall`,
      value: pr(byKind[kind]),
      unit: '',
      baseline: kind === 'trap' ? `${byKind.trap.wrongItems} of ${byKind.trap.items} named a coin (${byKind.trap.extra} coins)` : `${byKind[kind].items} items: ${byKind[kind].missed} missed, ${byKind[kind].extra} extra`,
    })),
  ];
}

/**
 * The service's own ingest, measured on labelled data (bench/labelled/): coin detection's
 * precision and recall over feed items, for each labelled set overall and by kind, with every item
 * it got wrong printed, and how well stories group labelled pairs, and what grouping costs at its
 * bounds. Detection runs on Binance's real market (bench/markets/).
 */
export async function benchIngest(log: (line: string) => void): Promise<Figure[]> {
  const catalog = realCatalog();
  const detector = new Detector(catalog);
  const coinsOf = (item: LabelledItem) => detector.detect(parts(item)).map((suggestion) => suggestion.coin);

  log(`coin detection on the real market: ${REAL_MARKET_ORIGIN}`);
  const detection: Figure[] = [];
  for (const set of await labelledSets()) {
    // A set that reads its lines from ../shared/real-world has none in a clone without it.
    if (set.items.length === 0) {
      log(`coin detection, ${set.name}: no items to score, skipped`);
      continue;
    }
    const score = scoreDetection(set.items, coinsOf);
    if (score.wrong.length) log(`coin detection, ${set.name}, items it got wrong (kind, + extra, - missed):\n${score.wrong.join('\n')}`);
    detection.push(...setFigures(set.name, score));
  }

  const items = COIN_HEADLINES.map(parts);
  const rounds = 20;
  for (const item of items) detector.detect(item);
  const started = performance.now();
  for (let round = 0; round < rounds; round++) for (const item of items) detector.detect(item);
  const perSecond = Math.round((rounds * items.length) / ((performance.now() - started) / 1000));

  let together = 0;
  let wronglyTogether = 0;
  let wronglyApart = 0;
  const mistakes: string[] = [];
  STORY_PAIRS.forEach(([a, b, same], index) => {
    const stories = new StoryIndex();
    // As the service does: coins first, then the story (two listings from one template differ by their coins).
    stories.assign({ _id: `a${index}`, time: 0, title: a.title, url: a.url, suggestions: detector.detect(a.title) });
    const joined = stories.assign({ _id: `b${index}`, time: STORY_SPAN_MS / 10, title: b.title, url: b.url, suggestions: detector.detect(b.title) }) !== undefined;
    if (joined && same) together++;
    if (joined && !same) wronglyTogether++;
    if (!joined && same) wronglyApart++;
    if (joined !== same) mistakes.push(`  ${joined ? 'joined, but different news' : 'apart, but the same news'}: "${a.title}" / "${b.title}"`);
  });

  if (mistakes.length) log(`stories, pairs it got wrong:\n${mistakes.join('\n')}`);
  const pairs = `${STORY_PAIRS.length} labelled pairs, ${STORY_PAIRS.filter(([, , same]) => same).length} of them the same news`;
  return [
    ...detection,
    ...benchNotices(detector, log),
    { figure: 'coin detection: headlines per second', value: perSecond.toLocaleString('en'), unit: '', budget: '≥ 20,000', baseline: `${catalog.length} coins listed (Binance spot and USDⓈ-M, bench/markets/)` },
    { figure: 'stories: precision (pairs joined that are one story)', value: ratio(together, together + wronglyTogether).toFixed(3), unit: '', baseline: pairs },
    { figure: 'stories: recall (same-news pairs joined)', value: ratio(together, together + wronglyApart).toFixed(3), unit: '', baseline: `${wronglyApart} kept apart, ${wronglyTogether} joined wrongly` },
    ...benchStoryCost(),
    ...benchTextCost(detector),
  ];
}
