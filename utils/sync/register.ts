import type { WxtBrowser } from 'wxt/browser';
import type { Settings } from '@/utils/settings';
import { syncedPieces } from './pieces';
import { createSettingsSync, wxtSyncArea, type SettingsSync } from './settings-sync';

/**
 * The worker's side of sync. A fresh install syncs (its reader read today's privacy policy, and the
 * browser sends nothing unless its own sync of extension data is on); an update keeps whatever
 * was chosen, `local` when nothing was. Synchronous: it registers listeners in the worker's first turn.
 */
export function registerSettingsSync(browser: WxtBrowser, settings: Settings): SettingsSync {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void settings.syncChoice.item.setValue('sync');
  });
  const sync = createSettingsSync({
    pieces: syncedPieces(settings),
    choice: settings.syncChoice,
    state: { get: settings.syncState.get, set: (state) => settings.syncState.item.setValue(state) },
    sync: wxtSyncArea,
    now: () => Date.now(),
    later: (job, ms) => void setTimeout(job, ms),
  });
  sync.start();
  return sync;
}
