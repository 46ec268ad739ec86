// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useRef, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { VoteType } from '@newsflash/protocol/control';
import { emptyFeed } from '@/utils/feed-view/feed-state';
import type { StatusSnapshot, VoteOutcome } from '@/utils/messages';
import type { StoredItem } from '@/utils/store/store-types';
import type { Tally } from '@/utils/votes/optimistic';
import { FeedNotices } from './FeedNotices';
import type { LiveFeed } from './hooks/useLiveFeed';
import { useVoting } from './hooks/useVoting';
import { VoteButtons } from './VoteButtons';

const item: StoredItem = { id: 'n1', title: 'EXMP lists', time: 1, kind: 'news', source: 'Blogs', coins: [], actions: [], requireInteraction: false, likes: 3, dislikes: 1, receivedAt: 2 };

const like = () => screen.getByRole('button', { name: 'Like' });
const dislike = () => screen.getByRole('button', { name: 'Dislike' });
const remove = () => screen.getByRole('button', { name: 'Remove vote' });
/** The two totals as a reader sees them, likes then dislikes. */
const totals = () => [screen.getByTitle('Likes').textContent, screen.getByTitle('Dislikes').textContent];

afterEach(cleanup);

describe('VoteButtons', () => {
  it('shows the totals, and which vote is the reader\'s by a filled arrow and a pressed state', () => {
    const { rerender } = render(<VoteButtons tally={{ likes: 3, dislikes: 1 }} busy={false} canVote onVote={() => undefined} />);
    expect(totals()).toEqual(['3', '1']);
    expect([like().textContent, like().getAttribute('aria-pressed'), dislike().textContent]).toEqual(['△', 'false', '▽']);
    expect(remove().hasAttribute('disabled')).toBe(true);

    rerender(<VoteButtons vote="dislike" tally={{ likes: 3, dislikes: 2 }} busy={false} canVote onVote={() => undefined} />);
    expect(totals()).toEqual(['3', '2']);
    expect([dislike().textContent, dislike().getAttribute('aria-pressed'), like().textContent]).toEqual(['▼', 'true', '△']);
    expect(remove().hasAttribute('disabled')).toBe(false);
  });

  it('without a key each button says how to vote', () => {
    render(<VoteButtons tally={{ likes: 0, dislikes: 0 }} busy={false} canVote={false} onVote={() => undefined} />);
    expect(like().title).toBe('Add your API key in the options to vote');
    expect(dislike().title).toBe('Add your API key in the options to vote');
  });
});

/** The buttons and the notice line wired as the feed page wires them, to a worker the test answers for. */
function Voting({ status = { hasKey: true } as StatusSnapshot, port }: { status?: StatusSnapshot; port?: { tally?: (tally: Tally) => void } }) {
  const [myVotes, setMyVotes] = useState(new Map<string, VoteType>());
  const [stored, setStored] = useState(item);
  const heard = useRef(0);
  // Totals over the port, as useLiveFeed applies them.
  if (port) port.tally = (tally) => (heard.current++, setStored((current) => ({ ...current, ...tally })));
  const live: LiveFeed = {
    feed: emptyFeed,
    myVotes,
    status,
    loaded: true,
    release: () => undefined,
    confirmVote(newsId: string, vote: VoteType | null, tally?: Tally) {
      const next = new Map(myVotes);
      if (vote) next.set(newsId, vote);
      else next.delete(newsId);
      setMyVotes(next);
      if (tally) setStored({ ...stored, ...tally });
    },
    talliesHeard: () => heard.current,
  };
  const voting = useVoting(live);
  return (
    <>
      <FeedNotices vote={voting.notice} onDismissVote={voting.dismiss} />
      <VoteButtons
        vote={voting.voteOf(item.id)}
        tally={voting.tallyOf(stored)}
        busy={voting.pending(item.id)}
        canVote
        onVote={(action) => void voting.vote(stored, action)}
      />
    </>
  );
}

describe('voting, as the reader sees it', () => {
  let answer: (outcome: VoteOutcome) => void;
  let sent: unknown[];

  beforeEach(() => {
    fakeBrowser.reset();
    // The notice line also reads the update note, which compares versions.
    fakeBrowser.runtime.getManifest = () => ({ manifest_version: 3, name: 'Newsflash', version: '0.1.0' });
    sent = [];
    // The worker: each vote waits until the test answers it.
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      sent.push(message);
      return new Promise<VoteOutcome>((resolve) => (answer = resolve));
    });
  });

  it('a press shows at once, marked pending, and stays once the service agrees', async () => {
    render(<Voting />);
    fireEvent.click(like());
    expect(totals()).toEqual(['4', '1']);
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(like().closest('.votes')?.getAttribute('aria-busy')).toBe('true');

    await act(() => answer({ ok: true, newsId: 'n1', vote: 'like', likes: 4, dislikes: 1 }));
    await waitFor(() => expect(like().closest('.votes')?.getAttribute('aria-busy')).toBe('false'));
    expect(totals()).toEqual(['4', '1']);
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(sent).toEqual([{ name: 'vote', payload: { newsId: 'n1', action: 'like' } }]);
  });

  it("a reply's totals do not replace totals the port brought while the vote was on its way", async () => {
    const port: { tally?: (tally: Tally) => void } = {};
    render(<Voting port={port} />);
    fireEvent.click(like());
    // The reply's own totals (4, 1) came over the port, then a newer frame's (7, 2), before the reply itself.
    act(() => port.tally!({ likes: 4, dislikes: 1 }));
    act(() => port.tally!({ likes: 7, dislikes: 2 }));
    await act(() => answer({ ok: true, newsId: 'n1', vote: 'like', likes: 4, dislikes: 1 }));
    await waitFor(() => expect(like().closest('.votes')?.getAttribute('aria-busy')).toBe('false'));
    expect(totals()).toEqual(['7', '2']);
  });

  it('a refusal rolls the press back and says why, with Retry, which sends the vote again', async () => {
    render(<Voting />);
    fireEvent.click(dislike());
    expect(totals()).toEqual(['3', '2']);

    await act(() => answer({ ok: false, newsId: 'n1', error: { kind: 'server', message: 'The service had a problem (503).' } }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The service had a problem (503).');
    expect(totals()).toEqual(['3', '1']);
    expect(dislike().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(totals()).toEqual(['3', '2']);
    expect(sent).toHaveLength(2);
  });

  it('a worker that does not answer is named in the reader\'s language, with Retry', async () => {
    fakeBrowser.runtime.onMessage.removeAllListeners();
    fakeBrowser.runtime.onMessage.addListener(() => Promise.reject(new Error('gone')));
    render(<Voting />);
    fireEvent.click(like());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The extension did not answer. Try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(totals()).toEqual(['3', '1']);
  });

  it('without a key a press changes nothing and points to the options', async () => {
    render(<Voting status={{ hasKey: false } as StatusSnapshot} />);
    fireEvent.click(like());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Voting needs your API key. Add it in the options.');
    expect(screen.getByRole('link', { name: 'Open options' }).getAttribute('href')).toMatch(/options\.html$/);
    expect(totals()).toEqual(['3', '1']);
    expect(sent).toEqual([]);
  });
});
