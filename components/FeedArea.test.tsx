// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedArea, type FeedAreaProps } from './FeedArea';
import type { FeedListProps } from './FeedList';

afterEach(cleanup);

/** An empty list: what FeedArea says instead of rows. */
const area = (change: Partial<FeedAreaProps>) => (
  <FeedArea
    list={{ rows: [] } as unknown as FeedListProps}
    pending={0}
    paused={false}
    onShowNew={() => undefined}
    loaded
    filtering={false}
    onClearFilters={() => undefined}
    {...change}
  />
);

describe('FeedArea', () => {
  it('says the list is loading until the cache is read, then that it is empty', () => {
    const { rerender } = render(area({ loaded: false }));
    expect(document.body.textContent).toMatch(/Loading/i);
    rerender(area({ loaded: true }));
    expect(document.body.textContent).not.toMatch(/Loading/i);
    expect(document.querySelector('.empty')).not.toBeNull();
  });

  it('offers to clear the filters when they hide every row', () => {
    const onClearFilters = vi.fn();
    render(area({ filtering: true, onClearFilters }));
    fireEvent.click(document.querySelector('.empty button')!);
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('shows the new pill only while items wait, and it shows them', () => {
    const onShowNew = vi.fn();
    const { rerender } = render(area({ onShowNew }));
    expect(document.querySelector('.new-pill')).toBeNull();
    rerender(area({ pending: 3, onShowNew }));
    fireEvent.click(document.querySelector('.new-pill')!);
    expect(onShowNew).toHaveBeenCalledOnce();
  });
});
