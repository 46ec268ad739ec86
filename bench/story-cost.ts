import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { STORY_MEMORY, StoryIndex, type StoryCandidate } from '@/server/stories/story-index';
import { STORY_PAIRS } from './labelled/story-pairs';
import { percentile, type Figure } from './stats';

const T = 1_700_000_000_000;
const RUNS = 200;

/** Milliseconds per `assign` of `probe(run)` on an index already holding STORY_MEMORY items (each run is remembered too). */
function assignMs(index: StoryIndex, probe: (run: number) => StoryCandidate): number[] {
  const items = Array.from({ length: RUNS }, (_, run) => probe(run));
  const ms: number[] = [];
  for (const item of items) {
    const started = performance.now();
    index.assign(item);
    ms.push(performance.now() - started);
  }
  return ms;
}

function heapUsed(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return getHeapStatistics().used_heap_size;
}

/**
 * What story grouping costs at its bounds: an item whose `en` holds 500,000 distinct words,
 * assigned against a full index of items like it (the worst case: every remembered headline
 * shares its words, so none is skipped unread), beside an ordinary headline against ordinary ones;
 * and the memory a full index keeps when every item brings words of its own (the most it keeps).
 */
export function benchStoryCost(): Figure[] {
  // Parsed from JSON, as the service receives it: one flat string (a joined one would be flattened by the first read, in the timing).
  const flood = JSON.parse(JSON.stringify(Array.from({ length: 500_000 }, (_, i) => `w${i}`).join(' '))) as string;
  const hostile = (id: string): StoryCandidate => ({ _id: id, time: T, title: 'x', en: flood, url: `https://e.org/${id}` });
  const full = new StoryIndex();
  for (let i = 0; i < STORY_MEMORY; i++) full.rememberItem(hostile(`fill${i}`));
  const hostileMs = assignMs(full, (run) => hostile(`probe${run}`));

  const titles = STORY_PAIRS.flatMap(([a, b]) => [a.title, b.title]);
  const ordinary = new StoryIndex();
  for (let i = 0; i < STORY_MEMORY; i++) ordinary.rememberItem({ _id: `n${i}`, time: T, title: `${titles[i % titles.length]} ${i}` });
  const ordinaryMs = assignMs(ordinary, (run) => ({ _id: `p${run}`, time: T, title: titles[run % titles.length]! }));

  const own = (i: number): StoryCandidate => JSON.parse(JSON.stringify({ _id: `own${i}`, time: T, title: 'x', en: Array.from({ length: 500 }, (_, j) => `longwordnumber${i}x${j}`).join(' ') })) as StoryCandidate;
  const before = heapUsed();
  const kept = new StoryIndex();
  for (let i = 0; i < STORY_MEMORY; i++) kept.rememberItem(own(i));
  const perItem = (heapUsed() - before) / kept.size;

  const ms = (values: number[]) => percentile(values, 50).toFixed(3);
  return [
    {
      figure: `stories: assign an item of 500,000 distinct words, ${STORY_MEMORY.toLocaleString('en')} like it remembered`,
      value: ms(hostileMs),
      unit: 'ms',
      budget: '≤ 2 ms (median)',
      baseline: `p95 ${percentile(hostileMs, 95).toFixed(3)} ms; before the bounds 3–5 s (issue 29)`,
    },
    { figure: `stories: assign an ordinary headline, ${STORY_MEMORY.toLocaleString('en')} remembered`, value: ms(ordinaryMs), unit: 'ms', baseline: `p95 ${percentile(ordinaryMs, 95).toFixed(3)} ms` },
    {
      figure: 'stories: memory per remembered item, 64 long words of its own',
      value: (perItem / 1024).toFixed(1),
      unit: 'kB',
      budget: '≤ 8 kB',
      baseline: `${((perItem * kept.size) / 1024 / 1024).toFixed(1)} MB for ${kept.size.toLocaleString('en')}; before the bounds 31 MB an item (issue 29)`,
    },
  ];
}
