import { describe, expect, it } from 'vitest';
import { foldText, TEXT_KEY_READ, textKey } from './text-key';

const TITLE = "Binance Will List Example's Token (EXMP) - Spot Trading";

/** Issue 52's variant classes: each changes one thing a reader cannot see or does not read. */
const VARIANTS: [string, string][] = [
  ['zero-width space', "Binance Will List Example's To\u200Bken (EXMP) - Spot Trading"],
  ['zero-width joiner and non-joiner', "Binance Will List Exa\u200Dmple's Token (EX\u200CMP) - Spot Trading"],
  ['BOM and word joiner', "\uFEFFBinance Will List Example's Token (EXMP) - Spot\u2060 Trading"],
  ['soft hyphen', "Binance Will List Exam\u00ADple's Token (EXMP) - Spot Trading"],
  ['trailing period', "Binance Will List Example's Token (EXMP) - Spot Trading."],
  ['trailing ellipsis', "Binance Will List Example's Token (EXMP) - Spot Trading…"],
  ['trailing whitespace and a full stop', "Binance Will List Example's Token (EXMP) - Spot Trading 。 "],
  ['right single quote', 'Binance Will List Example’s Token (EXMP) - Spot Trading'],
  ['left single quote', 'Binance Will List Example‘s Token (EXMP) - Spot Trading'],
  ['full-width brackets', "Binance Will List Example's Token （EXMP） - Spot Trading"],
  ['full-width brackets typed without spaces', "Binance Will List Example's Token（EXMP）- Spot Trading"],
  ['variation selector', "Binance Will List Example's Token (EXMP)\uFE0F - Spot Trading"],
  ['full-width letters', "Binance Will List Example's Token (ＥＸＭＰ) - Spot Trading"],
  ['en dash', "Binance Will List Example's Token (EXMP) – Spot Trading"],
  ['em dash', "Binance Will List Example's Token (EXMP) — Spot Trading"],
  ['minus sign', "Binance Will List Example's Token (EXMP) − Spot Trading"],
  ['no-break space', "Binance Will List\u00A0Example's Token (EXMP) - Spot Trading"],
  ['ideographic and thin spaces, a double space', "Binance Will List\u3000Example's\u2009Token  (EXMP) - Spot Trading"],
  ['case', "BINANCE will list example's token (exmp) - spot trading"],
];

describe('textKey', () => {
  it.each(VARIANTS)('makes the title and its %s variant one key', (_, variant) => {
    expect(textKey(variant)).toBe(textKey(TITLE));
  });

  it('makes double quotes of every form one, and NFC and NFD accents one', () => {
    expect(textKey('OKX Lists “Café” Token')).toBe(textKey('OKX Lists "Café" Token'));
    expect(textKey('OKX Lists „Café" Token')).toBe(textKey('OKX Lists "Café" Token'));
    expect(textKey('Cafe\u0301 (CAFE) listing')).toBe(textKey('Caf\u00E9 (CAFE) listing'));
    expect(textKey('【公告】币安上线 EXMP')).toBe(textKey('[公告]币安上线 EXMP'));
  });

  it('keeps different titles different', () => {
    const different = [
      'Binance Will List Example Token (EXMP)',
      'Binance Will List Example Token (EXMQ)',
      'Binance Will Delist Example Token (EXMP)',
      'Binance Futures Will Launch EXMP Perpetual',
      'Binance Will List Example Token (EXMP)?!x',
      'Binance Will List Example-Token (EXMP)',
      'Binance Will List ExampleToken (EXMP)',
      'Binance Will List Example Token [EXMP]',
    ];
    expect(new Set(different.map(textKey)).size).toBe(different.length);
  });

  it('reads TEXT_KEY_READ characters and stays bounded on a hostile text', () => {
    const long = `${'\uFDFA'.repeat(TEXT_KEY_READ)}tail`;
    const key = textKey(long);
    expect(key).not.toContain('tail');
    expect(key.length).toBeLessThanOrEqual(TEXT_KEY_READ * 18);
    expect(textKey('\u200B\u200B\u00AD.')).toBe('');
  });

  it('drops trailing marks, read from the end once (packages/protocol/src/reader-text.test.ts counts the reads), however many dots 4,000 "…" make', () => {
    expect(textKey(`Will List X${'…'.repeat(TEXT_KEY_READ)}`)).toBe('will list x');
    expect(textKey(`Will List X${'…'.repeat(TEXT_KEY_READ - 20)}Y.`)).toBe(`will list x${'.'.repeat(3 * (TEXT_KEY_READ - 20))}y`);
  });
});

describe('foldText', () => {
  it('keeps case and a trailing full stop, folds what a reader cannot tell apart', () => {
    expect(foldText(' Binance Will List Ｅｘａｍｐｌｅ’s\u200B Token（EXMP）– Now. ')).toBe("Binance Will List Example's Token(EXMP)- Now.");
  });
});
