import { t } from '@/utils/base/i18n';
import { pieceNames } from '@/utils/sync/pieces';
import type { SyncState } from '@/utils/settings/sync-state';

const kilobytes = (bytes: number) => (Math.ceil(bytes / 102.4) / 10).toFixed(1);

/** What the options page says of sync's state, in words: nothing when everything syncs. */
export function syncNotes(state: SyncState): { tone: 'bad' | 'info'; text: string }[] {
  const notes: { tone: 'bad' | 'info'; text: string }[] = [];
  const pieces = pieceNames.map((name) => ({ name, ...state.pieces[name] }));
  for (const piece of pieces) {
    if (piece.problem === 'tooLarge') notes.push({ tone: 'bad', text: t('sync.tooLarge', [t(`sync.${piece.name}`), kilobytes(piece.bytes ?? 0)]) });
  }
  const newer = pieces.filter((piece) => piece.problem === 'newer').map((piece) => t(`sync.${piece.name}`));
  if (newer.length > 0) notes.push({ tone: 'info', text: t('sync.newer', [newer.join(', ')]) });
  if (state.error) notes.push({ tone: 'bad', text: t('sync.refused', [state.error]) });
  return notes;
}
