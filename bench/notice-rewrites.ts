import type { Notice } from '@newsflash/protocol/notice';
import type { NoticeSet } from './labelled/notice-sets';
import type { NoticeTitle } from './labelled/notice-titles';
import type { Figure } from './stats';

const ASCII = /^[\x20-\x7e]*$/;

/**
 * Rewrites of a title that leave what it announces as it was: how relays, editors and pages pass a
 * notice on (issue 52, "judgment that holds on unseen text"). Each answers undefined where it does
 * not apply. Letters in small type (`lower`) drop what capitals say about tickers, so it is printed
 * beside the others without a budget.
 */
export const TITLE_REWRITES: Record<string, (title: string) => string | undefined> = {
  'in capitals': (title) => (ASCII.test(title) ? title.toUpperCase() : undefined),
  'spaces doubled': (title) => title.replaceAll(' ', '  '),
  'no-break spaces': (title) => title.replaceAll(' ', '\u00a0'),
  'a tag before': (title) => `[Update] ${title}`,
  'a word and colon before': (title) => `Notice: ${title}`,
  'an emoji before': (title) => `📢 ${title}`,
  'a date after': (title) => `${title} (2026-11-29)`,
  'full-width letters': (title) => (ASCII.test(title) ? undefined : title.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0))),
  'in small letters': (title) => (ASCII.test(title) ? title.toLowerCase() : undefined),
};

const reading = (notice: Notice | undefined) => `${notice?.kind ?? 'none'}/${notice?.sign ?? 'none'}`;

/** Of a set's titles that a rewrite applies to, how many read the same (kind and sign) rewritten, and how many read as labelled. */
export function rewriteScore(
  titles: readonly NoticeTitle[],
  rewrite: (title: string) => string | undefined,
  classify: (title: NoticeTitle) => Notice | undefined,
  unwritten: (title: NoticeTitle) => Notice | undefined = classify,
) {
  let applied = 0;
  let same = 0;
  let right = 0;
  for (const labelled of titles) {
    const rewritten = rewrite(labelled.title);
    if (rewritten === undefined || rewritten === labelled.title) continue;
    applied++;
    const read = classify({ ...labelled, title: rewritten });
    if (reading(read) === reading(unwritten(labelled))) same++;
    if ((read?.kind ?? 'other') === labelled.kind) right++;
  }
  return { applied, same, right };
}

/** One figure a rewrite: per set, the share of titles read the same rewritten (held-out titles never printed, only counted). */
export function rewriteFigures(sets: readonly NoticeSet[], classify: (title: NoticeTitle) => Notice | undefined): Figure[] {
  const names = sets.map(({ name }) => name).join(' · ');
  // Each title as written is read once, not once a rewrite.
  const read = new Map<NoticeTitle, Notice | undefined>();
  const unwritten = (title: NoticeTitle) => (read.has(title) ? read.get(title) : read.set(title, classify(title)).get(title));
  return Object.entries(TITLE_REWRITES).map(([name, rewrite]) => {
    const scores = sets.map(({ titles }) => rewriteScore(titles, rewrite, classify, unwritten));
    const share = (part: number, whole: number) => (whole === 0 ? '–' : (part / whole).toFixed(3));
    return {
      figure: `notice kinds, ${name}: read the same (${names})`,
      value: scores.map(({ same, applied }) => share(same, applied)).join(' · '),
      unit: '',
      ...(name === 'in small letters' ? {} : { budget: '≥ 0.99' }),
      baseline: `titles rewritten; kind as labelled: ${scores.map(({ applied, right }) => `${applied}; ${share(right, applied)}`).join(' · ')}`,
    };
  });
}
