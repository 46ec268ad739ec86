/**
 * Builds the Discord-compatible messages the outbox posts. Item titles come from the feed, so they
 * are hostile text: without care, `@everyone` or `<@&role>` in a headline pings a whole channel.
 * Two locks, because either alone can fail: `allowed_mentions` tells the platform to resolve no
 * mention at all, and a zero-width space after every `@` keeps the text from being read as one by a
 * platform (or a relay) that ignores that field. Square brackets are escaped too, so a headline
 * cannot dress a link up as `[binance.com](https://elsewhere)`.
 */
export interface WebhookMessage {
  content: string;
  allowed_mentions: { parse: [] };
}

const MAX_TITLE = 300;

export function defuse(text: string): string {
  return text.replace(/@/g, '@\u200b').replace(/[[\]]/g, '\\$&');
}

export function itemSummary(itemJson: string): string {
  const item = JSON.parse(itemJson) as { title?: string; en?: string; link?: string; url?: string };
  const title = (item.en || item.title || '').slice(0, MAX_TITLE);
  const link = item.link ?? item.url;
  return defuse(link ? `${title} ${link}` : title);
}

export function webhookMessage(content: string): WebhookMessage {
  return { content, allowed_mentions: { parse: [] } };
}
