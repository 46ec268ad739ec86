import type { DislikePolicy } from '@/utils/feed-view/filter';
import { t, tn } from '@/utils/base/i18n';

/** Under the feed, while readers' dislikes hide headlines: how many, and a way to see them (and to hide them again). */
export function FeedFooter({ hidden, showing, mode, onShow }: { hidden: number; showing: boolean; mode: DislikePolicy['mode']; onShow: (show: boolean) => void }) {
  if (hidden === 0 && !(showing && mode === 'hide')) return null;
  return (
    <footer class="foot">
      {showing ? (
        <button type="button" class="link" onClick={() => onShow(false)}>
          {t('feed.hideDislikedAgain')}
        </button>
      ) : (
        <>
          {tn('feed.hiddenByDislikes', hidden)} ·{' '}
          <button type="button" class="link" onClick={() => onShow(true)}>
            {t('feed.showThem')}
          </button>
        </>
      )}
    </footer>
  );
}
