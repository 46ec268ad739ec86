export type Command = 'next' | 'prev' | 'open' | 'like' | 'dislike' | 'unvote' | 'search' | 'clear';

const KEYS: Record<string, Command> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'prev',
  ArrowUp: 'prev',
  o: 'open',
  Enter: 'open',
  l: 'like',
  d: 'dislike',
  u: 'unvote',
  '/': 'search',
  Escape: 'clear',
};

/**
 * The popup's keyboard commands. While typing in a field only Escape counts, and keys with a
 * modifier are left to the browser.
 */
export function commandFor(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, inField: boolean): Command | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (inField) return event.key === 'Escape' ? 'clear' : undefined;
  return KEYS[event.key];
}
