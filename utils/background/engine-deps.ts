import type { WxtBrowser } from 'wxt/browser';
import type { BrowserName } from '@/utils/notify/notification-options';
import type { Sound } from '@/utils/notify/sounds';
import type { Clock, FetchLike, SocketFactory } from '@/utils/net/types';
import type { Settings } from '@/utils/settings';
import type { NewsStore } from '@/utils/store/types';

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
  playSound: (sound: Sound) => Promise<void>;
  /** The stored settings it follows, each read through its tolerant reader. */
  settings: Settings;
}
