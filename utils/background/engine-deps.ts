import type { WxtBrowser } from 'wxt/browser';
import type { BrowserName } from '@/utils/notify/notification-options';
import type { Sound } from '@/utils/notify/sounds';
import type { Clock, FetchLike, SocketFactory } from '@/utils/net/net-types';
import type { Settings } from '@/utils/settings';
import type { NewsStore } from '@/utils/store/store-types';
import type { HopLog } from '@/utils/hops/hop-log';

/** What the worker gives the engine: the browser, its sockets, fetch and clock, and where things are stored. */
export interface EngineDeps {
  browser: WxtBrowser;
  browserName: BrowserName;
  createSocket: SocketFactory;
  fetch: FetchLike;
  clock: Clock;
  random: () => number;
  /** IndexedDB, opened during `start`; when it fails the engine runs on memory and says so. */
  openStore: () => Promise<NewsStore>;
  /** The hop log (IndexedDB, a day), opened during `start`; without it the figures are kept in memory. */
  openHopLog?: () => Promise<HopLog>;
  playSound: (sound: Sound) => Promise<void>;
  /** The stored settings it follows, each read through its tolerant reader. */
  settings: Settings;
}
