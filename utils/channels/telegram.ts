import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import type { ChannelBuilder } from './channel';
import type { TelegramConfig } from './config';

export const TELEGRAM_API = 'https://api.telegram.org';

/**
 * Telegram's Bot API `sendMessage`: POST `<server>/bot<token>/sendMessage` with JSON `{ chat_id,
 * text }` (https://core.telegram.org/bots/api#sendmessage). Plain text, no parse mode: a headline's
 * own `*` or `<` is never markup.
 */
export const telegram: ChannelBuilder<TelegramConfig> = {
  target: (config) => config.server ?? TELEGRAM_API,
  build(config, message) {
    const base = withoutTrailing(config.server ?? TELEGRAM_API, isSlash);
    const text = [message.title, message.text].filter(Boolean).join('\n');
    return {
      url: `${base}/bot${config.botToken}/sendMessage`,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ chat_id: config.chatId, text }) },
    };
  },
};
