/** Colours a rule may mark the words it matched with on the card. */
export const highlights = ['yellow', 'green', 'blue', 'red', 'purple'] as const;
export type Highlight = (typeof highlights)[number];

/** The words a rule marks on its items' cards, in its colour. */
export interface ItemHighlight {
  colour: Highlight;
  words: string[];
}

/** What of a rule's match a colour marks (the rest of it, a pattern, marks nothing): utils/notify/rules.ts' Rule fits it. */
interface MarkedMatch {
  keywords?: readonly string[];
  coins?: readonly string[];
  pattern?: string;
}

/** A card marks at most this many words: a rule's list may be long, a title is short. */
const WORDS_MAX = 20;

/** What a rule with a colour marks: its keywords and its coins (a pattern's matches are not words to mark). */
export function highlightOf(rule: { highlight?: Highlight; match: MarkedMatch }): ItemHighlight | undefined {
  if (!rule.highlight) return undefined;
  const words = [...(rule.match.keywords ?? []), ...(rule.match.coins ?? [])].slice(0, WORDS_MAX);
  return words.length > 0 ? { colour: rule.highlight, words } : undefined;
}

const LATIN = /[A-Za-z0-9]/;
/** A Latin word is marked whole ("ARB" not in "Arbitrum"); scripts without spaces, wherever it occurs. */
const wholeAt = (text: string, at: number, word: string) =>
  !(LATIN.test(word[0]!) && LATIN.test(text[at - 1] ?? '')) && !(LATIN.test(word.at(-1)!) && LATIN.test(text[at + word.length] ?? ''));

/** The text cut where the words occur (any case), each piece saying whether it is marked. */
export function markWords(text: string, words: readonly string[]): { text: string; marked: boolean }[] {
  const lower = text.toLowerCase();
  const wanted = words.map((word) => word.toLowerCase()).filter(Boolean);
  const pieces: { text: string; marked: boolean }[] = [];
  let from = 0;
  for (let at = 0; at < text.length; ) {
    const word = wanted.find((candidate) => lower.startsWith(candidate, at) && wholeAt(lower, at, candidate));
    if (!word) {
      at++;
      continue;
    }
    if (at > from) pieces.push({ text: text.slice(from, at), marked: false });
    pieces.push({ text: text.slice(at, at + word.length), marked: true });
    at += word.length;
    from = at;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), marked: false });
  return pieces;
}
