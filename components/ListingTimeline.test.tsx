// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimelineStage } from '@/utils/feed-view/timeline';
import { ListingTimeline } from './ListingTimeline';

const NOW = Date.UTC(2026, 10, 27, 10);
const stages: TimelineStage[] = [
  { kind: 'notice', exchange: 'Binance', time: NOW - 60_000 },
  { kind: 'deposits', exchange: 'Binance', time: NOW - 30_000 },
  { kind: 'trading', exchange: 'Binance', time: NOW + 65_000 },
  { kind: 'live', exchange: 'Binance', market: 'ARB/USDT', futures: false, time: NOW + 70_000 },
  { kind: 'live', exchange: 'OKX', market: 'ARB/USDT', futures: true, time: NOW + 80_000 },
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ListingTimeline', () => {
  it('names every stage in words with its time, and says which are upcoming in words, not colour alone', () => {
    render(<ListingTimeline stages={stages} now={NOW} />);
    const list = within(screen.getByRole('group', { name: 'Listing timeline' })).getAllByRole('listitem');
    // Not a landmark: one per card would list as many identical regions as there are listings.
    expect(screen.queryByRole('region')).toBeNull();
    expect(list.map((item) => item.querySelector('.stage-label')?.textContent)).toEqual(['Notice on Binance', 'Deposits open on Binance', 'Trading starts on Binance', 'ARB/USDT live on Binance', 'ARB/USDT futures live on OKX']);
    // A market seen live is past even when its time is ahead of this clock: only stated moments are upcoming.
    expect(list.map((item) => item.textContent?.includes('upcoming'))).toEqual([false, false, true, false, false]);
    expect(list[0]!.querySelector('time')?.getAttribute('datetime')).toBe(new Date(NOW - 60_000).toISOString());
  });

  it('counts down to the stated start each second on its own clock, then says trading has started', () => {
    render(<ListingTimeline stages={stages} now={NOW} />);
    expect(screen.getByRole('timer').textContent).toBe('Trading on Binance starts in 1m 5s');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('Trading on Binance starts in 1m 4s');
    act(() => void vi.advanceTimersByTime(64_000));
    expect(screen.getByRole('timer').textContent).toBe('Trading on Binance has started');
  });

  it('shows no countdown once every stated start has passed', () => {
    render(<ListingTimeline stages={stages} now={NOW + 100_000} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
