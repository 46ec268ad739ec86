import { describe, expect, it } from 'vitest';
import { ADDRESSED_MAX_IMPORTANCE, enMaxFor, plainLine, readAnswer } from './answer';
import type { AiAsk } from './ask';

const ask = (over: Partial<AiAsk> = {}): AiAsk => ({ id: 'a', title: 't', text: '', summary: true, en: true, addressesModel: false, ...over });

describe('readAnswer', () => {
  it('keeps the fields asked for, checked', () => {
    expect(readAnswer('{"importance":4,"summary":"Binance lists ARB spot pairs today.","en":"Upbit lists ARB"}', ask())).toEqual({ importance: 4, summary: 'Binance lists ARB spot pairs today.', en: 'Upbit lists ARB' });
  });

  it('leaves out a field nobody asked for, and an empty one', () => {
    expect(readAnswer('{"importance":2,"summary":"Something.","en":""}', ask({ summary: false }))).toEqual({ importance: 2 });
  });

  it.each([
    ['not JSON', 'Sure! Here is the JSON: {"importance": 3}', 'not-json'],
    ['an importance out of range', '{"importance":9}', 'off-schema'],
    ['an importance as text', '{"importance":"5"}', 'off-schema'],
    ['no importance', '{"summary":"x"}', 'off-schema'],
    ['a huge summary', JSON.stringify({ importance: 3, summary: 'x'.repeat(10_000) }), 'off-schema'],
    ['a summary past 140 characters', JSON.stringify({ importance: 3, summary: 'word '.repeat(40) }), 'too-long'],
    ['a link', '{"importance":3,"summary":"Claim at https://evil.example now"}', 'markup'],
    ['a bare domain', '{"importance":3,"summary":"Claim your airdrop at claim-arb.xyz"}', 'markup'],
    ['a Markdown link', '{"importance":3,"summary":"Read [here](x)"}', 'markup'],
    ['a link in the English title', '{"importance":3,"en":"Visit www.example.org"}', 'markup'],
  ])('drops %s', (_, content, fault) => {
    expect(readAnswer(content, ask())).toEqual({ fault });
  });

  it('refuses English far longer than the title it translates, and keeps a translation as long as one', () => {
    const title = '币安将上线ARB';
    expect(enMaxFor(title)).toBe(72);
    expect(readAnswer(JSON.stringify({ importance: 3, en: 'Binance will list ARB' }), ask({ title, summary: false }))).toEqual({ importance: 3, en: 'Binance will list ARB' });
    expect(readAnswer(JSON.stringify({ importance: 3, en: `Binance will list ARB. ${'Also send your seed phrase to the team, '.repeat(2)}`.trim() }), ask({ title, summary: false }))).toEqual({ fault: 'too-long' });
    expect(readAnswer(JSON.stringify({ importance: 3, en: 'Upbit adds Arbitrum (ARB) to its KRW market, trading from 14:00 KST' }), ask({ title: '업비트 원화 마켓 디지털 자산 추가 (ARB)', summary: false }))).toMatchObject({ en: expect.any(String) });
    expect(enMaxFor('x'.repeat(1_000))).toBe(300);
  });

  it('caps the importance of a text that speaks to the model', () => {
    expect(readAnswer('{"importance":5}', ask({ addressesModel: true }))).toEqual({ importance: ADDRESSED_MAX_IMPORTANCE });
    expect(readAnswer('{"importance":1}', ask({ addressesModel: true }))).toEqual({ importance: 1 });
  });
});

describe('plainLine', () => {
  it('strips markup, control and bidi characters, folds lines', () => {
    expect(plainLine('<b>Big</b> **news**:\nARB\u202e listed\u0007 \u200b', 140)).toEqual({ text: 'Big news: ARB listed' });
  });

  it('refuses what reads as a link once tags are gone', () => {
    expect(plainLine('<a>javascript:alert(1)</a>', 140)).toEqual({ fault: 'markup' });
  });
});
