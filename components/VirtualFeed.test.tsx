// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';
import { VirtualFeed } from './VirtualFeed';

// happy-dom lays nothing out: a row is as tall as its `data-height` says (110 px, the list's guess
// for a row not drawn yet, unless told), the list's viewport 500 px.
const heightOf = (element: Element) => Number(element.querySelector('[data-height]')?.getAttribute('data-height'));
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: this.classList.contains('row') ? heightOf(this) : 0 } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('scroller') ? 500 : 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `n${from + index}`);
const drawn = () => [...document.querySelectorAll('.row')].map((row) => row.textContent);
const scroller = () => document.querySelector<HTMLElement>('.scroller')!;
const scrollTo = (top: number) =>
  act(() => {
    scroller().scrollTop = top;
    scroller().dispatchEvent(new Event('scroll'));
  });

/** Renders the list and lets its first frame pass: from then on it draws four rows beyond each edge of the view. */
async function shown(list: ReturnType<typeof feed>) {
  const result = render(list);
  await act(() => afterNextPaint());
  return result;
}

function feed(items: string[], props: { scrollTo?: { index: number; key: number }; tall?: Record<string, number>; end?: string } = {}) {
  return (
    <VirtualFeed
      items={items}
      keyOf={(id) => id}
      render={(id) => <p data-height={props.tall?.[id] ?? 110}>{id}</p>}
      virtual
      scrollTo={props.scrollTo}
      onAtTopChange={() => undefined}
      label="Headlines"
      end={props.end && <p class="list-end">{props.end}</p>}
    />
  );
}

describe('VirtualFeed', () => {
  it('draws the rows in view for its first frame and four more from the next, whatever the number of items', async () => {
    render(feed(ids(5_000)));
    await act(() => undefined);
    expect(drawn()).toEqual(ids(5));
    await act(() => afterNextPaint());
    expect(drawn()).toEqual(ids(9));
    expect(document.querySelector<HTMLElement>('.spacer')!.style.height).toBe('550000px');
  });

  it('says where the list stops after its last row, scrolled to the end of 5,000', async () => {
    await shown(feed(ids(5_000), { end: 'Only the newest 5,000' }));
    await scrollTo(550_000 - 500);
    expect(drawn()).toEqual(ids(9, 4_991));
    const end = document.querySelector('.list-end')!;
    expect(end.textContent).toBe('Only the newest 5,000');
    expect(end.previousElementSibling).toBe(document.querySelector('.spacer'));
    // A feed holds only articles (axe's aria-required-children): the note is outside it.
    const feedRole = document.querySelector('[role="feed"]')!;
    expect(feedRole.getAttribute('aria-label')).toBe('Headlines');
    expect(feedRole.contains(end)).toBe(false);
  });

  it('draws the rows where the reader has scrolled, four more on each side', async () => {
    await shown(feed(ids(5_000)));
    await scrollTo(250_000);
    expect(drawn()).toEqual(ids(14, 2_268));
  });

  it('brings a row chosen by the keyboard into view, below the view as above it', async () => {
    const { rerender } = render(feed(ids(100)));
    await act(() => rerender(feed(ids(100), { scrollTo: { index: 20, key: 1 } })));
    expect(scroller().scrollTop).toBe(1_810);
    expect(drawn()).toContain('n20');
    await act(() => rerender(feed(ids(100), { scrollTo: { index: 3, key: 2 } })));
    expect(scroller().scrollTop).toBe(330);
  });

  it('draws a row once while its item and the page\'s render stay the same, however often the list itself renders', async () => {
    const asked: string[] = [];
    const list = (tag: string) => (
      <VirtualFeed
        items={ids(100)}
        keyOf={(id) => id}
        render={(id) => (asked.push(id), <p data-height={110}>{`${tag}${id}`}</p>)}
        virtual
        onAtTopChange={() => undefined}
        label="Headlines"
      />
    );
    const { rerender } = await shown(list('a'));
    // The list rendered again once it read its height (500 px, not the 520 guessed), drawing no row again.
    expect(asked).toEqual(ids(9));
    await scrollTo(120);
    expect(asked).toEqual(ids(10));
    expect(drawn()).toEqual(ids(10).map((id) => `a${id}`));
    // A page that renders again may show rows otherwise (a vote, the time): every row is drawn again.
    await act(() => rerender(list('b')));
    expect(asked).toEqual([...ids(10), ...ids(10)]);
    expect(drawn()).toEqual(ids(10).map((id) => `b${id}`));
  });

  it('keeps what the reader reads in place when a row above it turns out taller than guessed', async () => {
    await shown(feed(ids(100), { tall: { n15: 150 } }));
    await scrollTo(2_000);
    // Row 18 is at the view's top, 20 px of it above; row 15, first drawn above it, is 40 px taller than the guess.
    expect(scroller().scrollTop).toBe(2_040);
    expect(document.querySelector<HTMLElement>('.row[data-index="18"]')!.style.transform).toBe('translateY(2020px)');
  });
});
