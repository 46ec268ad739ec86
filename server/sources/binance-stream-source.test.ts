import { describe, expect, it } from 'vitest';
import { binanceCatalogAnswer } from '@/devkit/stand-ins/binance-notices';
import { binanceCandidates, binanceTitleIdentity } from './binance-source';
import { binanceStreamCandidate } from './binance-stream-source';

const NOW = Date.UTC(2026, 10, 27, 12);
const pushed = (notice: Record<string, unknown>, type = 'DATA') => JSON.stringify({ type, topic: 'com_announcement_en', data: JSON.stringify(notice) });
/** The documented example, with a real title (developers.binance.com/docs/cms/announcement). */
const NOTICE = { catalogId: 161, catalogName: 'Delisting', publishDate: NOW - 5_000, title: 'Notice of Removal of Spot Trading Pairs - 2025-07-25', body: '<p>This is…</p>', disclaimer: 'Trade on-the-go…' };

describe('a notice pushed on Binance\'s announcement stream', () => {
  it('becomes the item the CMS list gives, linked to its catalog\'s page and claimed under its title', () => {
    expect(binanceStreamCandidate(pushed(NOTICE), NOW)).toEqual({
      identity: binanceTitleIdentity(NOTICE.title),
      item: { title: NOTICE.title, en: NOTICE.title, source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/list/161', category: 'Delisting', time: NOTICE.publishDate },
    });
  });

  it('shares its identity with the same notice polled from the CMS list, whatever the spacing or case', () => {
    const polled = binanceCandidates(binanceCatalogAnswer(161, 'Delisting', [{ id: 1, code: 'abc', title: 'Notice of  Removal of Spot Trading Pairs - 2025-07-25 ', releaseDate: NOW }]), NOW);
    const streamed = binanceStreamCandidate(pushed({ ...NOTICE, title: 'notice of removal of spot trading pairs - 2025-07-25' }), NOW);
    expect(polled[0]).toMatchObject({ identity: 'abc', aliases: [(streamed as { identity: string }).identity] });
  });

  it('shares it when one of the two has a character the other has not (items/text-key.ts): an en dash, a zero-width space, a trailing period', () => {
    const polled = binanceCandidates(binanceCatalogAnswer(161, 'Delisting', [{ id: 1, code: 'abc', title: 'Notice of Removal of Spot Trading Pairs - 2025-07-25', releaseDate: NOW }]), NOW);
    const streamed = binanceStreamCandidate(pushed({ ...NOTICE, title: 'Notice of Removal\u200B of Spot Trading Pairs – 2025-07-25.' }), NOW);
    expect(polled[0]).toMatchObject({ identity: 'abc', aliases: [(streamed as { identity: string }).identity] });
  });

  it('takes `data` as an object too, and no time ahead of now', () => {
    const frame = JSON.stringify({ type: 'DATA', topic: 'com_announcement_en', data: { ...NOTICE, publishDate: NOW + 60_000 } });
    expect(binanceStreamCandidate(frame, NOW)).toMatchObject({ item: { time: NOW } });
  });

  it('passes over frames that are no notice, such as a command\'s answer', () => {
    expect(binanceStreamCandidate(JSON.stringify({ type: 'COMMAND', data: 'SUCCESS', subType: 'SUBSCRIBE', code: '00000000' }), NOW)).toBeUndefined();
  });

  it('says why a hostile or changed frame is unreadable, and cuts what it takes', () => {
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(binanceStreamCandidate('not json', NOW)).toBe('malformed');
    expect(binanceStreamCandidate(deep, NOW)).toBe('malformed');
    expect(binanceStreamCandidate(JSON.stringify({ type: 'DATA', data: deep }), NOW)).toBe('malformed');
    expect(binanceStreamCandidate(JSON.stringify({ type: 'DATA', data: '{' }), NOW)).toBe('malformed');
    expect(binanceStreamCandidate(JSON.stringify({ type: 'DATA', data: 5 }), NOW)).toBe('malformed');
    expect(binanceStreamCandidate(JSON.stringify([1]), NOW)).toBe('malformed');
    expect(binanceStreamCandidate(pushed({ ...NOTICE, title: '' }), NOW)).toBe('no-title');
    expect(binanceStreamCandidate(pushed({ ...NOTICE, publishDate: undefined }), NOW)).toBe('no-time');
    expect(binanceStreamCandidate(pushed({ ...NOTICE, publishDate: '2025-07-23' }), NOW)).toBe('bad-time');
    expect(binanceStreamCandidate(pushed({ ...NOTICE, catalogId: 'x' }), NOW)).toBe('malformed');
    const huge = binanceStreamCandidate(pushed({ ...NOTICE, catalogId: 1e9, title: 't'.repeat(100_000), catalogName: 'c'.repeat(10_000) }), NOW);
    expect(huge).toMatchObject({ item: { title: `${'t'.repeat(299)}…`, category: `${'c'.repeat(99)}…`, url: 'https://www.binance.com/en/support/announcement' } });
  });
});
