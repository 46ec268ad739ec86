import type { ChannelBuilder } from './channel';
import type { WebhookConfig } from './config';

/**
 * A webhook the reader names, in one of three JSON shapes: Discord's execute-webhook `{ content }`
 * (https://discord.com/developers/docs/resources/webhook#execute-webhook), Slack's incoming-webhook
 * `{ text }` (https://api.slack.com/messaging/webhooks), or Newsflash's own for anything else.
 */
export const webhook: ChannelBuilder<WebhookConfig> = {
  target: (config) => config.url,
  build(config, message) {
    const text = [message.title, message.text].filter(Boolean).join('\n');
    const body =
      config.shape === 'discord'
        ? // No mention pings, whatever a headline says (`@everyone`).
          { content: text, allowed_mentions: { parse: [] } }
        : config.shape === 'slack'
          ? { text }
          : { title: message.title, text: message.text, link: message.link ?? null };
    return { url: config.url, init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } };
  },
};
