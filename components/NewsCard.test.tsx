// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseItem } from '@newsflash/protocol/frames';
import { readCorpus } from '@/tests/fixtures/corpus';
import type { StoredItem } from '@/utils/store/store-types';
import { NewsCard, type NewsCardProps } from './NewsCard';

const NOW = 1_741_000_060_000;

function corpusItem(id: string): StoredItem {
  const parsed = parseItem(readCorpus('live-items').find((frame) => frame._id === id));
  if (parsed.kind !== 'item') throw new Error(`corpus item ${id} did not parse`);
  return { ...parsed.item, receivedAt: parsed.item.time + 140 };
}

function card(item: StoredItem, over: Partial<NewsCardProps> = {}) {
  const props: NewsCardProps = {
    item,
    tally: { likes: 0, dislikes: 0 },
    busy: false,
    canVote: true,
    images: false,
    now: NOW,
    selected: false,
    disliked: false,
    onVote: vi.fn(),
    onSelect: vi.fn(),
    ...over,
  };
  return render(<NewsCard {...props} />);
}

afterEach(cleanup);

describe('NewsCard', () => {
  it('shows a quote tweet from the corpus once: the poster\'s words as the body, the quoted post as the quote, no link syntax', () => {
    const { container } = card(corpusItem('1900000000000000004'));
    const article = screen.getByRole('article');

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Example Trader (@example_trader)');
    expect(article.querySelector('.post-kind')?.textContent).toBe('Quoting @example_project');
    expect(article.querySelector('.quoted')?.textContent).toBe('Mainnet is live. Bridging opens in 2 hours. $EXMP');
    expect(article.querySelector('.body')?.textContent).toBe('this is the one everyone slept on');
    expect(container.textContent?.split('Mainnet is live').length).toBe(2);
    expect(container.textContent).not.toContain('Quote [@');
    expect(container.textContent).not.toMatch(/\]\(/);
  });

  it('says which feed delivered raced news first and by how much, and nothing before a second copy came', () => {
    const item = corpusItem('1900000000000000004');
    const { container, rerender } = card({ ...item, race: { first: 'Regional', over: [] } });
    expect(container.querySelector('.race-note')).toBeNull();
    const props: NewsCardProps = { item: { ...item, race: { first: 'Regional', over: [{ feed: 'main', ms: 4_200 }] } }, tally: { likes: 0, dislikes: 0 }, busy: false, canVote: true, images: false, now: NOW, selected: false, disliked: false, onVote: vi.fn(), onSelect: vi.fn() };
    rerender(<NewsCard {...props} />);
    expect(container.querySelector('.race-note')?.textContent).toBe('First via Regional, +4,200 ms over main');
  });

  it('isolates each feed\'s and source\'s name, so a right-to-left or hidden-character name cannot reorder the figures beside it', () => {
    const item = { ...corpusItem('1900000000000000004'), race: { first: 'عربي 7', over: [{ feed: '\u202Eniam', ms: 3 }, { feed: 'EU', ms: 40 }] }, alsoFrom: ['مدونة 2', 'Wire'] };
    const { container } = card(item);
    const names = (selector: string) => [...container.querySelectorAll(`${selector} bdi`)].map((name) => name.textContent);
    expect(names('.race-note')).toEqual(['عربي 7', 'niam', 'EU']);
    expect(container.querySelector('.race-note')?.textContent).toBe('First via عربي 7, +3 ms over niam and +40 ms over EU');
    expect(names('.also-from')).toEqual(['مدونة 2', 'Wire']);
  });

  it('keeps a long source name to its own box, cut short with the whole name as its title', () => {
    const source = 'S'.repeat(100);
    const { container } = card({ ...corpusItem('1900000000000000004'), source });
    const badge = container.querySelector('.source')!;
    expect(badge.getAttribute('title')).toBe(source);
    expect(badge.querySelector('.source-name')?.textContent).toBe(source);
  });

  it('links the headline to its post and names the host it opens', () => {
    card(corpusItem('1900000000000000004'));
    const headline = within(screen.getByRole('heading', { level: 2 })).getByRole('link');
    expect(headline.getAttribute('href')).toBe('https://twitter.com/example_trader/status/1900000000000000004');
    expect(headline.getAttribute('rel')).toContain('noopener');
    expect(document.querySelector('.link-host')?.textContent).toBe('twitter.com');
    expect(screen.getByText('★ Important')).toBeTruthy();
  });

  it('shows each detected coin with links to its trading pairs on known exchanges', async () => {
    card(corpusItem('1900000000000000004'));
    const coins = screen.getByRole('list', { name: 'Coins' });
    expect(within(coins).getByText('EXMP')).toBeTruthy();
    // The links' rules load after the first paint; the coin is there before them.
    const trade = await within(coins).findByRole('link', { name: /Binance Futures/ });
    expect(trade.getAttribute('href')).toBe('https://www.binance.com/en/futures/EXMPUSDT');
    expect(trade.textContent).toBe('BN-F');
  });

  it('a link in the body shows the host it goes to and opens in a new tab', () => {
    const item: StoredItem = { ...corpusItem('1900000000000000004'), post: undefined, body: 'Details: https://example.com/notice?id=7.' };
    card(item);
    const body = document.querySelector('.body')!;
    const link = within(body as HTMLElement).getByRole('link');
    expect(link.textContent).toBe('example.com/notice?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(body.textContent).toBe('Details: example.com/notice?id=7.');
  });

  it('a retweet from the corpus shows the retweeted text once, under whose it is', () => {
    const { container } = card(corpusItem('1900000000000000006'));
    expect(container.querySelector('.post-kind')?.textContent).toBe('Retweet of @example_exchange');
    expect(container.textContent?.split('We will list Example Token').length).toBe(2);
  });

  it('a long body folds behind Show more', () => {
    card({ ...corpusItem('1900000000000000004'), post: undefined, body: 'line\n'.repeat(10) });
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.body')?.className).toBe('body expanded');
  });

  it('shows a notice\'s kind and sign as a chip, its words as the headline and the original one click away', () => {
    const korean = '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가';
    const notice = { kind: 'spot-listing' as const, sign: '+' as const, exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] };
    const onSelect = vi.fn();
    card({ ...corpusItem('1900000000000000004'), post: undefined, body: undefined, title: korean, notice }, { onSelect });
    const chip = document.querySelector('.notice-kind')!;
    expect(chip.textContent).toBe('+Expected to lift the price: Spot listing');
    expect(chip.querySelector('.sign')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Upbit lists ARB (KRW markets)');
    expect(document.querySelector('.original')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Original' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.original')?.textContent).toBe(`As published: ${korean}`);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("shows the model's summary under the title and its importance as a mark, and its English with the original one click away", () => {
    const korean = '업비트 커뮤니티 이벤트 안내';
    card({ ...corpusItem('1900000000000000004'), post: undefined, body: undefined, title: korean, ai: { importance: 4, summary: 'Upbit runs a community event.', en: 'Upbit community event notice' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Upbit community event notice');
    expect(document.querySelector('.ai-summary')?.textContent).toBe('Upbit runs a community event.');
    // Read by its name, not as a row of bar characters.
    const mark = screen.getByRole('img', { name: "Importance 4 of 5 (the service's model)" });
    expect(mark.classList.contains('importance-4')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Original' }));
    expect(document.querySelector('.original')?.textContent).toBe(`As published: ${korean}`);
    cleanup();
    card({ ...corpusItem('1900000000000000004'), post: undefined, body: undefined, title: 'Plain headline' });
    expect(document.querySelector('.importance')).toBeNull();
    expect(document.querySelector('.ai-summary')).toBeNull();
  });

  it('a notice it cannot say keeps its title and a chip without a sign; an item without a notice has neither', () => {
    card({ ...corpusItem('1900000000000000004'), post: undefined, title: 'Trading competition', notice: { kind: 'promotion', coins: [], markets: [] } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trading competition');
    expect(document.querySelector('.notice-kind')?.textContent).toBe('Promotion');
    expect(screen.queryByRole('button', { name: 'Original' })).toBeNull();
    cleanup();
    card(corpusItem('1900000000000000004'));
    expect(document.querySelector('.notice-kind')).toBeNull();
  });

  it('shows origin → screen when the hops are stamped, and each hop in its details; the plain latency otherwise', async () => {
    const item = corpusItem('1900000000000000004');
    const origin = item.time;
    const { unmount } = card({ ...item, hops: { origin, read: origin + 350, sent: origin + 380, arrived: origin + 1_420 } });
    // The hops' details load with the first card that has them.
    expect((await screen.findByTestId('origin-to-screen')).textContent).toBe(' · +1.4 sec');
    const hops = screen.getByTestId('hop-list');
    expect([...hops.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['At the origin', 'Read by the service', 'Sent by the service', 'Reached this browser']);
    expect([...hops.querySelectorAll('dd')].slice(1).map((value) => value.textContent)).toEqual(['+350 ms', '+30 ms', '+1 sec']);
    unmount();
    card(item);
    expect(screen.queryByTestId('origin-to-screen')).toBeNull();
    expect(screen.getByRole('article').querySelector('.when')?.textContent).toContain('+140 ms');
  });
});
