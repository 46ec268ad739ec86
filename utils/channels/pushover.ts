import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import type { ChannelBuilder } from './channel';
import type { PushoverConfig } from './config';

export const PUSHOVER_API = 'https://api.pushover.net';

/**
 * Pushover's message API: POST `/1/messages.json` with `token` (the application's), `user`,
 * `message`, `title`, `url` (https://pushover.net/api). Pushover caps a title at 250 characters and
 * a message at 1,024, which AlertMessage already keeps within.
 */
export const pushover: ChannelBuilder<PushoverConfig> = {
  target: (config) => config.server ?? PUSHOVER_API,
  build(config, message) {
    const base = withoutTrailing(config.server ?? PUSHOVER_API, isSlash);
    const body = {
      token: config.token,
      user: config.user,
      title: message.title,
      message: message.text || message.title,
      ...(message.link ? { url: message.link } : {}),
    };
    return { url: `${base}/1/messages.json`, init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } };
  },
};
