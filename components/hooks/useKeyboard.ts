import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { browser } from '@/utils/base/bare-browser';
import { commandFor, movedSelection } from '@/utils/feed-view/shortcuts';
import type { VoteAction, VoteType } from '@newsflash/protocol/control';
import type { StoredItem } from '@/utils/store/store-types';
import { actionForPress } from '@/utils/votes/optimistic';

export interface KeyboardDeps {
  searchRef: RefObject<HTMLInputElement | null>;
  singleKeys: boolean;
  toggleHelp(): void;
  visible: StoredItem[];
  selectedIndex: number;
  select(index: number): void;
  vote(item: StoredItem, action: VoteAction): void;
  voteOf(newsId: string): VoteType | undefined;
  clearSearch(): void;
}

const isField = (target: EventTarget | null) => target instanceof HTMLElement && target.matches('input, select, textarea');
const isControl = (target: EventTarget | null) => target instanceof HTMLElement && target.matches('button, a');

/** j/k move, Home/End go to the ends, o/Enter open, l like, d dislike, u remove vote, / search, Esc clear, ? the list (utils/feed-view/shortcuts.ts). */
export function useKeyboard(deps: KeyboardDeps) {
  const latest = useRef(deps);
  latest.current = deps;
  const focusPending = useRef(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inField = isField(event.target);
      const command = commandFor(event, inField, latest.current.singleKeys);
      // Enter on a focused button or link is that control's own business.
      if (!command || (event.key === 'Enter' && isControl(event.target))) return;
      const { visible, selectedIndex, searchRef } = latest.current;
      const item = visible[selectedIndex];
      event.preventDefault();
      switch (command) {
        case 'next':
        case 'prev':
        case 'first':
        case 'last': {
          if (visible.length === 0) return;
          focusPending.current = true;
          return latest.current.select(movedSelection(command, selectedIndex, visible.length));
        }
        case 'open':
          if (item?.link) void browser.tabs.create({ url: item.link });
          return;
        case 'like':
        case 'dislike':
          if (item) latest.current.vote(item, actionForPress(latest.current.voteOf(item.id), command));
          return;
        case 'unvote':
          if (item && latest.current.voteOf(item.id)) latest.current.vote(item, 'unlike');
          return;
        case 'search':
          return searchRef.current?.focus();
        case 'help':
          return latest.current.toggleHelp();
        case 'clear':
          if (inField && searchRef.current && !searchRef.current.value) searchRef.current.blur();
          return latest.current.clearSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The selected card takes focus once it is rendered (it may first need scrolling into view).
  useEffect(() => {
    if (!focusPending.current) return;
    const id = deps.visible[deps.selectedIndex]?.id;
    const card = id === undefined ? null : document.querySelector<HTMLElement>(`.card[data-id="${CSS.escape(id)}"]`);
    if (card) {
      card.focus({ preventScroll: true });
      focusPending.current = false;
    }
  });
}
