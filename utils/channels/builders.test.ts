import { describe, expect, it } from 'vitest';
import { requestFor, targetOf } from './builders';
import type { ChannelConfig } from './config';

const message = { title: 'Binance Will List Arbitrum (ARB)', text: 'Spot listing on Binance\nCoins: ARB\nhttps://www.binance.com/en/support/announcement/x', link: 'https://www.binance.com/en/support/announcement/x' };
const common = { id: 'c', name: 'C', enabled: true, every: true };
const body = (config: ChannelConfig) => JSON.parse(requestFor(config, message).init.body) as Record<string, unknown>;

describe('channel request builders', () => {
  it('ntfy: JSON to the server root naming the topic, with the click link and a bearer token when given', () => {
    const config: ChannelConfig = { ...common, kind: 'ntfy', topicUrl: 'https://ntfy.example.org/alerts-x1', token: 'tk_abc' };
    const request = requestFor(config, message);
    expect(request.url).toBe('https://ntfy.example.org/');
    expect(request.init.headers.Authorization).toBe('Bearer tk_abc');
    expect(body(config)).toEqual({ topic: 'alerts-x1', title: message.title, message: message.text, tags: ['newspaper'], click: message.link });
    expect(requestFor({ ...config, token: undefined }, message).init.headers.Authorization).toBeUndefined();
  });

  it('Telegram: sendMessage under the bot token, plain text (no parse mode a headline could abuse)', () => {
    const config: ChannelConfig = { ...common, kind: 'telegram', botToken: '123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', chatId: '-100123' };
    const request = requestFor(config, message);
    expect(request.url).toBe('https://api.telegram.org/bot123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/sendMessage');
    expect(body(config)).toEqual({ chat_id: '-100123', text: `${message.title}\n${message.text}` });
    expect(targetOf(config)).toBe('https://api.telegram.org');
  });

  it('Pushover: messages.json with the application token, user key, title, message and url', () => {
    const config: ChannelConfig = { ...common, kind: 'pushover', user: 'u'.repeat(30), token: 'a'.repeat(30) };
    expect(requestFor(config, message).url).toBe('https://api.pushover.net/1/messages.json');
    expect(body(config)).toEqual({ token: 'a'.repeat(30), user: 'u'.repeat(30), title: message.title, message: message.text, url: message.link });
  });

  it('webhooks: Discord content with no mention pings, Slack text, or the plain JSON shape', () => {
    const hook = (shape: 'json' | 'discord' | 'slack'): ChannelConfig => ({ ...common, kind: 'webhook', url: 'https://discord.com/api/webhooks/1/x', shape });
    expect(body(hook('discord'))).toEqual({ content: `${message.title}\n${message.text}`, allowed_mentions: { parse: [] } });
    expect(body(hook('slack'))).toEqual({ text: `${message.title}\n${message.text}` });
    expect(body(hook('json'))).toEqual({ title: message.title, text: message.text, link: message.link });
    expect(requestFor(hook('json'), message).url).toBe('https://discord.com/api/webhooks/1/x');
  });
});
