import { shownCount, t, tn } from '@/utils/base/i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage } from '@/utils/messages';
import { historyCsv, historyJson, joinHistory, type HistoryRow } from '@/utils/settings-forms/vote-history';
import { dateTime, relativeTime } from '@/utils/text/time';
import { download } from '../download';
import { Outcome, Section, type Tone } from './Section';

const SHOWN = 200;
const when = (time?: number) => (time === undefined ? '' : dateTime(time));

/** The user's votes, cached so they read offline, joined with the cached headlines. */
export function HistorySection({ changes }: { changes: number }) {
  const [rows, setRows] = useState<HistoryRow[]>();
  const [syncedAt, setSyncedAt] = useState(0);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [syncing, setSyncing] = useState(false);

  const load = async () => {
    try {
      const history = await sendMessage(browser, 'voteHistory');
      setRows(joinHistory(history.votes, history.items, history.feedNames));
      setSyncedAt(history.syncedAt);
    } catch (error) {
      setOutcome({ tone: 'bad', text: t('history.cannotRead', [error instanceof Error ? error.message : String(error)]) });
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
    const failed = ('failedFeeds' in result ? (result.failedFeeds ?? []) : []).map(({ feed, message }) => t('history.feedFailed', [feed, message]));
    const text = result.ok ? tn('history.fetched', result.votes) : t('history.notRefreshed', [result.error.message]);
    setOutcome({ tone: result.ok && failed.length === 0 ? 'ok' : 'bad', text: [text, ...failed].join(' ') });
    await load();
  };

  return (
    <Section id="history" title={t('options.section.history')} intro={t('history.intro')}>
      <div class="actions">
        <button type="button" class="secondary" disabled={syncing} onClick={() => void refresh()}>
          {syncing ? t('history.refreshing') : t('history.refresh')}
        </button>
        <button type="button" class="secondary" disabled={!rows?.length} onClick={() => rows && download('newsflash-votes.csv', historyCsv(rows), 'text/csv')}>
          {t('history.exportCsv')}
        </button>
        <button type="button" class="secondary" disabled={!rows?.length} onClick={() => rows && download('newsflash-votes.json', historyJson(rows), 'application/json')}>
          {t('history.exportJson')}
        </button>
        <span class="hint" data-testid="synced">
          {syncedAt ? t('history.synced', [dateTime(syncedAt), relativeTime(syncedAt, Date.now())]) : t('history.never')}
        </span>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {rows === undefined ? (
        <p class="hint">{t('options.loading')}</p>
      ) : rows.length === 0 ? (
        <p class="hint">{t('history.none')}</p>
      ) : (
        <>
          <table class="history">
            <thead>
              <tr>
                <th scope="col">{t('history.vote')}</th>
                <th scope="col">{t('history.headline')}</th>
                <th scope="col">{t('history.source')}</th>
                <th scope="col">{t('history.published')}</th>
                <th scope="col">{t('history.voted')}</th>
                <th scope="col">{t('history.feed')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN).map((row) => (
                <tr key={`${row.feed}\n${row.newsId}`} data-id={row.newsId} data-feed={row.feed}>
                  <td>{row.vote === 'like' ? t('history.like') : t('history.dislike')}</td>
                  <td class="headline">
                    {row.title === undefined ? (
                      <span class="muted">{t('history.notCached', [row.newsId])}</span>
                    ) : (
                      <span class="clamped" title={row.title}>
                        {row.link ? (
                          <a href={row.link} target="_blank" rel="noreferrer noopener">
                            {row.title}
                          </a>
                        ) : (
                          row.title
                        )}
                      </span>
                    )}
                  </td>
                  <td class="name">
                    <bdi>{row.source}</bdi>
                  </td>
                  <td>{when(row.publishedAt)}</td>
                  <td>{when(row.votedAt)}</td>
                  <td class="name">
                    <bdi>{row.feed}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN && <p class="hint">{t('history.showing', [shownCount(SHOWN), shownCount(rows.length)])}</p>}
        </>
      )}
    </Section>
  );
}
