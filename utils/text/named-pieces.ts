import { withoutHidden } from '@newsflash/protocol/reader-text';

/** A sentence cut where names sit in it: plain words, and names a page shows isolated. */
export type Piece = { text: string } | { name: string };

/** Private-use characters, which no translation holds, stand for the names while the sentence is put together (past 256 names, the rest are plain words). */
const FIRST_SLOT = 0xe000;
const SLOTS_MAX = 0x100;
const SLOTS = /([\ue000-\ue0ff])/;
const clean = (name: string) => withoutHidden(name).replace(/[\ue000-\ue0ff]/g, '');

/**
 * A sentence with names in it (feeds, sources), as pieces, so each name can be shown in its own
 * `<bdi>`: a name in a right-to-left script, or ending in digits, then cannot reorder the words and
 * figures around it, nor make a neighbour's figure read as its own. `say` puts the sentence together
 * from stand-ins for the names (it may nest them, as a list inside a sentence). Names lose their
 * hidden characters (stored ones may predate the checks on names) and any stand-in they carried.
 */
export function namedPieces(say: (slots: string[]) => string, names: readonly string[]): Piece[] {
  const slots = names.map((name, index) => (index < SLOTS_MAX ? String.fromCharCode(FIRST_SLOT + index) : clean(name)));
  const pieces: Piece[] = [];
  for (const part of say(slots).split(SLOTS)) {
    const index = part.length === 1 ? part.charCodeAt(0) - FIRST_SLOT : -1;
    if (index >= 0 && index < Math.min(names.length, SLOTS_MAX)) pieces.push({ name: clean(names[index]!) });
    else if (part) pieces.push({ text: part });
  }
  return pieces;
}

/** The sentence as text (tests, labels). */
export const piecesText = (pieces: readonly Piece[]) => pieces.map((piece) => ('name' in piece ? piece.name : piece.text)).join('');
