// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedRaceTable } from './FeedRaceTable';

afterEach(cleanup);

describe('FeedRaceTable', () => {
  it('isolates each feed\'s name from the states said after it, so a right-to-left name cannot take them for its own', () => {
    const { container } = render(
      <FeedRaceTable
        rows={[
          { id: 'main', feed: 'main', items: 12, firstShare: 0.25, medianMs: 41 },
          { id: 'ar', feed: 'عربي 7', items: 3, firstShare: 0.5, medianMs: -12, connection: 'waiting', votes: { connection: 'waiting', refused: 4 } },
        ]}
      />,
    );
    const header = container.querySelectorAll('tbody th')[1]!;
    expect(header.querySelector('bdi')?.textContent).toBe('عربي 7');
    expect([...header.querySelectorAll('.hint')].map((hint) => hint.textContent?.trim())).toHaveLength(3);
    expect(header.textContent?.startsWith('عربي 7 ')).toBe(true);
  });
});
