import type { LabelledItem } from './labelled/coin-headlines';

export type Kind = LabelledItem['kind'];

export interface Tally {
  items: number;
  /** Expected coins found. */
  right: number;
  /** Coins found that are neither expected nor allowed. */
  extra: number;
  /** Expected coins not found. */
  missed: number;
  /** Items with an extra or a miss. */
  wrongItems: number;
}

export interface Score {
  overall: Tally;
  byKind: Record<Kind, Tally>;
  /** One line per item detection got wrong: its kind, `+extra -missed`, and its text on one line. */
  wrong: string[];
}

const KINDS: Kind[] = ['notice', 'media', 'post', 'trap'];
const empty = (): Tally => ({ items: 0, right: 0, extra: 0, missed: 0, wrongItems: 0 });

export const precision = (tally: Tally): number => (tally.right + tally.extra === 0 ? 1 : tally.right / (tally.right + tally.extra));
export const recall = (tally: Tally): number => (tally.right + tally.missed === 0 ? 1 : tally.right / (tally.right + tally.missed));

/** The item as one readable line: title, the English title when it differs, the body's text. */
function oneLine(item: LabelledItem): string {
  const parts = [item.title, item.en !== item.title ? item.en : undefined, item.body].filter((part): part is string => Boolean(part));
  const line = parts.join(' | ').replace(/\s*\n+\s*/g, ' ⏎ ');
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Scores detection against the labels: an extra is a coin in neither `expect` nor `allow`
 * (label policy in labelled/coin-headlines.ts), a miss an expected coin not found.
 */
export function scoreDetection(items: readonly LabelledItem[], detect: (item: LabelledItem) => string[]): Score {
  const overall = empty();
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, empty()])) as Record<Kind, Tally>;
  const wrong: string[] = [];
  for (const item of items) {
    const found = [...new Set(detect(item))];
    const extra = found.filter((coin) => !item.expect.includes(coin) && !item.allow?.includes(coin));
    const missed = item.expect.filter((coin) => !found.includes(coin));
    const right = item.expect.length - missed.length;
    for (const tally of [overall, byKind[item.kind]]) {
      tally.items++;
      tally.right += right;
      tally.extra += extra.length;
      tally.missed += missed.length;
      if (extra.length || missed.length) tally.wrongItems++;
    }
    if (extra.length || missed.length) wrong.push(`  ${item.kind.padEnd(6)} ${[...extra.map((coin) => `+${coin}`), ...missed.map((coin) => `-${coin}`)].join(' ')}: ${oneLine(item)}`);
  }
  return { overall, byKind, wrong };
}
