export type Command = 'next' | 'prev' | 'first' | 'last' | 'open' | 'like' | 'dislike' | 'unvote' | 'search' | 'clear' | 'help';

/**
 * Keys by where they are, not what they type (`event.code`), so they work on every layout: on a
 * Russian or Korean keyboard the key under the US "J" still moves down. These type a character, so
 * a reader can turn them off (WCAG 2.1.4); `?` is Shift and the US "/" key.
 */
const CHARACTER_KEYS: Record<string, Command> = { KeyJ: 'next', KeyK: 'prev', KeyO: 'open', KeyL: 'like', KeyD: 'dislike', KeyU: 'unvote', Slash: 'search', NumpadDivide: 'search' };
/** Keys that type nothing, always on. */
const NAMED_KEYS: Record<string, Command> = { ArrowDown: 'next', ArrowUp: 'prev', Home: 'first', End: 'last', Enter: 'open', NumpadEnter: 'open', Escape: 'clear' };

/** The list `?` shows: the key as printed on a US keyboard, and what it does. */
export const SHORTCUTS: [keys: string, command: Command][] = [
  ['j / ↓', 'next'],
  ['k / ↑', 'prev'],
  ['Home', 'first'],
  ['End', 'last'],
  ['o / Enter', 'open'],
  ['l', 'like'],
  ['d', 'dislike'],
  ['u', 'unvote'],
  ['/', 'search'],
  ['Esc', 'clear'],
  ['?', 'help'],
];

/**
 * The feed's keyboard commands. While typing in a field only Escape counts, keys with a modifier
 * (other than Shift for `?`) are left to the browser, and character keys count only while
 * single-key shortcuts are on.
 */
export function commandFor(
  event: { code: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  inField: boolean,
  singleKeys = true,
): Command | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (inField) return event.code === 'Escape' ? 'clear' : undefined;
  const named = NAMED_KEYS[event.code];
  if (named) return named;
  if (!singleKeys) return undefined;
  if (event.shiftKey) return event.code === 'Slash' ? 'help' : undefined;
  return CHARACTER_KEYS[event.code];
}

/** The row a move selects among `count` rows (none selected yet: the first, whichever move). */
export function movedSelection(command: 'next' | 'prev' | 'first' | 'last', selected: number, count: number): number {
  if (command === 'first' || (selected === -1 && command !== 'last')) return 0;
  if (command === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, selected + (command === 'next' ? 1 : -1)));
}
