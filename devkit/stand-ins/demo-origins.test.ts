import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { parseItem } from '@newsflash/protocol/frames';
import { checkItem } from '@/server/items/feed-item';
import { refresh, vary } from './demo-origins';

describe('demo origins', () => {
  const corpus = readCorpus('live-items') as Record<string, unknown>[];

  it('varies the example project and leaves items about real coins alone', () => {
    const upbit = corpus.find((item) => item.source === 'Upbit')!;
    const varied = vary(upbit, ['NOVX', 'Novax']);
    expect(JSON.stringify(varied)).not.toContain('EXMP');
    const parsed = parseItem(varied);
    expect(parsed.kind === 'item' && parsed.item).toMatchObject({ title: '[Trading] Market Support for Novax(NOVX) (KRW Market)', actions: ['BINFUT_NOVXUSDT', 'BYBIT_NOVXUSDT'] });
    const gala = corpus.find((item) => item.coin === 'GALA')!;
    expect(vary(gala, ['NOVX', 'Novax'])).toEqual(gala);
  });

  it('every corpus item, varied and refreshed, is one the service accepts, fresh, and without what the service works out itself', () => {
    const now = Date.now();
    corpus.forEach((template, index) => {
      const item = refresh(vary(template, ['KITE', 'Kitelayer']), now, index);
      expect(checkItem(item)).toMatchObject({ ok: true });
      expect(item.time).toBe(now);
      expect(item._id).not.toBe(template._id);
      expect(item).not.toHaveProperty('suggestions');
      expect(item).not.toHaveProperty('firstPrice');
      expect(item).not.toHaveProperty('symbols');
    });
  });
});
