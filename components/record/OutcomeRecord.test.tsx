// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rule } from '@/utils/notify/rules';
import type { StoredItem } from '@/utils/store/store-types';
import { OutcomeRecord } from './OutcomeRecord';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const now = Date.now();
const stored = (id: string, title: string, move: number): StoredItem => ({
  id,
  title,
  time: now - 60 * 60_000,
  kind: 'news',
  source: 'Binance EN',
  link: `https://news.test/${id}`,
  coins: [],
  actions: [],
  requireInteraction: false,
  receivedAt: now,
  outcome: { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', spans: { '5m': { price: 1, move, rise: Math.max(move, 0), fall: Math.min(move, 0) } } }] },
});
const rule: Rule = { id: 'r', name: 'Listings', enabled: true, action: 'notify', match: { keywords: ['listed'] } };

describe('OutcomeRecord', () => {
  it("shows each rule's items, the share that moved enough, the median and the best and worst items with links, and offers CSV", async () => {
    const items = [stored('a', 'ARB listed', 4), stored('b', 'OP listed', -1), stored('c', 'Nothing to see', 9)];
    const { container } = render(<OutcomeRecord by="rule" rules={[rule]} load={async () => items} />);
    await waitFor(() => expect(container.querySelector('tbody tr')).not.toBeNull());
    const cells = [...container.querySelectorAll('tbody tr:first-child > *')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Listings', '2', '50 % of 2', '–', '+1.5 %', '–', '+4.0 % ARB listed', '−1.0 % OP listed']);
    expect(container.querySelector('tbody a')?.getAttribute('href')).toBe('https://news.test/a');
    // The file is made at the press, not at each render, and its blob let go after (download.ts).
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    expect(made).not.toHaveBeenCalled();
    screen.getByText('Export CSV').click();
    expect(saved).toEqual(['newsflash-record-rule-7d.csv blob:record']);
    expect(await (made.mock.calls[0]![0] as Blob).text()).toMatch(/^"Rule","Items",/);
  });

  it('counts a feed-only rule that sends to a phone channel, and no rule that raises nothing anywhere', async () => {
    const phone: Rule = { id: 'p', name: 'To my phone', enabled: true, action: 'feed', channels: ['ntfy'], match: { keywords: ['phone'] } };
    const quiet: Rule = { id: 'q', name: 'Feed only', enabled: true, action: 'feed', match: { keywords: ['quiet'] } };
    const items = [stored('a', 'ARB phone', 4), stored('b', 'OP quiet', 2)];
    const { container } = render(<OutcomeRecord by="rule" rules={[phone, quiet]} load={async () => items} />);
    await waitFor(() => expect(container.querySelector('tbody tr')).not.toBeNull());
    expect([...container.querySelectorAll('tbody tr > :first-child')].map((cell) => cell.textContent)).toEqual(['To my phone']);
  });

  it('says so when no item of the window has an outcome group', async () => {
    render(<OutcomeRecord by="notice" load={async () => [stored('a', 'ARB listed', 4)]} />);
    await waitFor(() => expect(screen.getByText('No items with outcomes in this window yet.')).toBeTruthy());
  });
});
