import { describe, expect, it } from 'vitest';
import { itemSummary, webhookMessage } from './webhook-message';

describe('webhook messages', () => {
  it('tells the platform to resolve no mention', () => {
    expect(webhookMessage('hi')).toEqual({ content: 'hi', allowed_mentions: { parse: [] } });
  });

  it('defuses every mention form a headline can carry', () => {
    const text = itemSummary(JSON.stringify({ title: 'Listing @everyone @here <@&123456> <@42> <@!42>', link: 'https://example.com/a' }));
    expect(text).not.toMatch(/@(everyone|here)|<@[&!]?\d/);
    expect(text).toBe('Listing @\u200beveryone @\u200bhere <@\u200b&123456> <@\u200b42> <@\u200b!42> https://example.com/a');
  });

  it('escapes brackets so a headline cannot mask a link', () => {
    expect(itemSummary(JSON.stringify({ title: 'Claim at [binance.com](https://evil.example)' }))).toBe('Claim at \\[binance.com\\](https://evil.example)');
  });

  it('prefers the English title and caps it', () => {
    expect(itemSummary(JSON.stringify({ title: '上币', en: 'Listing', url: 'https://example.com/b' }))).toBe('Listing https://example.com/b');
    expect(itemSummary(JSON.stringify({ title: 'x'.repeat(1_000) }))).toHaveLength(300);
  });
});
