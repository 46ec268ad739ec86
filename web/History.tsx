import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { displayText } from '@/utils/text/entities';
import type { WebEngine } from '@/utils/web/web-engine';

type Entry = Awaited<ReturnType<WebEngine['cachedHistory']>>[number];

/** The reader's votes as this browser cached them from /api/mylikes: read from IndexedDB, so offline too. */
export function History({ engine }: { engine: WebEngine }) {
  const [entries, setEntries] = useState<Entry[]>();
  const [refreshed, setRefreshed] = useState<'ok' | 'offline'>();
  const read = () => engine.cachedHistory().then(setEntries, () => setEntries([]));
  useEffect(() => {
    void read();
    return engine.onAccount(() => void read());
  }, [engine]);
  const refresh = async () => {
    const result = await engine.syncHistory();
    setRefreshed(result.ok ? 'ok' : 'offline');
    await read();
  };
  return (
    <section class="history" aria-labelledby="history-title">
      <h3 id="history-title">{t('web.history')}</h3>
      <button type="button" onClick={() => void refresh()}>
        {t('web.historyRefresh')}
      </button>
      {refreshed === 'offline' && <p role="status">{t('web.historyOffline')}</p>}
      {entries && entries.length === 0 && <p>{t('web.historyEmpty')}</p>}
      {entries && entries.length > 0 && (
        <ul>
          {entries.map(({ vote, item }) => (
            <li key={vote.newsId} data-news-id={vote.newsId}>
              <span class={`vote-mark vote-${vote.vote}`}>{vote.vote === 'like' ? t('vote.like') : t('vote.dislike')}</span>{' '}
              {item ? displayText(item.title) : t('web.historyUncached')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
