import { describe, expect, it } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { DOWN_AFTER_MS, WARNING_COLOR } from './badge-state';
import { Badge } from './badge';

/** The toolbar action as the badge leaves it, and a clock the test moves. */
function setup() {
  const shown = { text: '', color: '', title: '' };
  const action = {
    setBadgeText: async ({ text }: { text: string }) => void (shown.text = text),
    setBadgeBackgroundColor: async ({ color }: { color: string }) => void (shown.color = color),
    setTitle: async ({ title }: { title: string }) => void (shown.title = title),
  };
  const persisted: number[] = [];
  let now = 0;
  const badge = new Badge({ action } as unknown as WxtBrowser, async (unread) => void persisted.push(unread), () => now);
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { badge, shown, persisted, settle, advance: (ms: number) => (now += ms) };
}

describe('Badge', () => {
  it('counts new headlines, or shows nothing when the reader chose so, and keeps the count', async () => {
    const { badge, shown, persisted, settle } = setup();
    badge.follow({ connection: 'open', login: { state: 'anonymous' } });
    badge.add(3);
    await settle();
    expect(shown.text).toBe('3');
    badge.setMode('off');
    await settle();
    expect(shown.text).toBe('');
    expect(badge.count).toBe(3);
    expect(persisted).toEqual([3]);
  });

  it('warns once the feed has been down past the threshold, found by the watchdog tick, and stops when it reopens', async () => {
    const { badge, shown, settle, advance } = setup();
    badge.follow({ connection: 'open', login: { state: 'anonymous' } });
    badge.follow({ connection: 'waiting', login: { state: 'anonymous' } });
    advance(DOWN_AFTER_MS);
    badge.refresh();
    await settle();
    expect(shown.text).toBe('');
    advance(1);
    badge.refresh();
    await settle();
    expect([shown.text, shown.color]).toEqual(['!', WARNING_COLOR]);
    expect(shown.title).not.toBe('');
    badge.follow({ connection: 'open', login: { state: 'anonymous' } });
    await settle();
    expect(shown.text).toBe('');
  });

  it('a worker that never connects warns too: the outage counts from its start', async () => {
    const { badge, shown, settle, advance } = setup();
    advance(DOWN_AFTER_MS + 1);
    badge.follow({ connection: 'connecting', login: { state: 'anonymous' } });
    await settle();
    expect(shown.text).toBe('!');
  });

  it('warns at once when the key is refused, even with the badge off', async () => {
    const { badge, shown, settle } = setup();
    badge.setMode('off');
    badge.follow({ connection: 'open', login: { state: 'rejected', reason: 'unknown key' } });
    await settle();
    expect([shown.text, shown.color]).toEqual(['!', WARNING_COLOR]);
  });
});
