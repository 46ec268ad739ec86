import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage } from '@/utils/messages';
import { historyCsv, historyJson, joinHistory, type HistoryRow } from '@/utils/options/history';
import { relativeTime } from '@/utils/text/time';
import { download } from '../download';
import { Outcome, Section, type Tone } from './Section';

const SHOWN = 200;
const when = (time?: number) => (time === undefined ? '' : new Date(time).toLocaleString());

/** The user's votes, cached so they read offline, joined with the cached headlines. */
export function HistorySection({ changes }: { changes: number }) {
  const [rows, setRows] = useState<HistoryRow[]>();
  const [syncedAt, setSyncedAt] = useState(0);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [syncing, setSyncing] = useState(false);

  const load = async () => {
    try {
      const history = await sendMessage(browser, 'voteHistory');
      setRows(joinHistory(history.votes, history.items));
      setSyncedAt(history.syncedAt);
    } catch (error) {
      setOutcome({ tone: 'bad', text: `Could not read the cached history: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  useEffect(() => void load(), [changes]);

  const refresh = async () => {
    setSyncing(true);
    const result = await sendMessage(browser, 'syncVotes').catch((error: unknown) => ({
      ok: false as const,
      error: { message: error instanceof Error ? error.message : String(error) },
    }));
    setSyncing(false);
    setOutcome(
      result.ok
        ? { tone: 'ok', text: `Fetched ${result.votes} vote${result.votes === 1 ? '' : 's'} from the service.` }
        : { tone: 'bad', text: `Not refreshed: ${result.error.message} The copy below is from the last successful sync.` },
    );
    await load();
  };

  return (
    <Section id="history" title="Vote history" intro="Your likes and dislikes as the service records them, kept on this computer so you can read them offline.">
      <div class="actions">
        <button type="button" class="secondary" disabled={syncing} onClick={() => void refresh()}>
          {syncing ? 'Refreshing…' : 'Refresh from the service'}
        </button>
        <button type="button" class="secondary" disabled={!rows?.length} onClick={() => rows && download('newsflash-votes.csv', historyCsv(rows), 'text/csv')}>
          Export CSV
        </button>
        <button type="button" class="secondary" disabled={!rows?.length} onClick={() => rows && download('newsflash-votes.json', historyJson(rows), 'application/json')}>
          Export JSON
        </button>
        <span class="hint" data-testid="synced">
          {syncedAt ? `Last synced ${new Date(syncedAt).toLocaleString()} (${relativeTime(syncedAt, Date.now())} ago)` : 'Never synced'}
        </span>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {rows === undefined ? (
        <p class="hint">Loading…</p>
      ) : rows.length === 0 ? (
        <p class="hint">No votes yet. Like or dislike headlines in the popup and they appear here.</p>
      ) : (
        <>
          <table class="history">
            <thead>
              <tr>
                <th scope="col">Vote</th>
                <th scope="col">Headline</th>
                <th scope="col">Source</th>
                <th scope="col">Published</th>
                <th scope="col">Voted</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN).map((row) => (
                <tr key={row.newsId} data-id={row.newsId}>
                  <td>{row.vote === 'like' ? '▲ Like' : '▼ Dislike'}</td>
                  <td>
                    {row.title === undefined ? (
                      <span class="muted">Not in the cache (item {row.newsId})</span>
                    ) : row.link ? (
                      <a href={row.link} target="_blank" rel="noreferrer noopener">
                        {row.title}
                      </a>
                    ) : (
                      row.title
                    )}
                  </td>
                  <td>{row.source}</td>
                  <td>{when(row.publishedAt)}</td>
                  <td>{when(row.votedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN && <p class="hint">Showing the newest {SHOWN} of {rows.length}; the exports hold them all.</p>}
        </>
      )}
    </Section>
  );
}
