import { describe, expect, it } from 'vitest';
import { parseBusEvent } from './events';

describe('parseBusEvent', () => {
  it('reads the three events nodes send', () => {
    const item = { _id: '1795431905857abc', time: 1_795_431_905_857, title: 'Listing' };
    expect(parseBusEvent(JSON.stringify({ type: 'item', item }))).toEqual({ type: 'item', item });
    const likes = { type: 'likes', frame: { newsId: 'x', type: 'like', likes: 2, dislikes: 0, version: 3 } };
    expect(parseBusEvent(JSON.stringify(likes))).toEqual(likes);
    expect(parseBusEvent('{"type":"revoke","keyId":7}')).toEqual({ type: 'revoke', keyId: 7 });
    const outcome = { type: 'outcome', id: 'x', outcome: { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', spans: { '1m': { missed: true } } }] } };
    expect(parseBusEvent(JSON.stringify(outcome))).toEqual(outcome);
    const ai = { type: 'ai', id: 'x', ai: { importance: 4, summary: 'Binance lists ARB.', en: 'Upbit lists ARB' } };
    expect(parseBusEvent(JSON.stringify(ai))).toEqual(ai);
  });

  it.each([
    ['not JSON', '{"type":'],
    ['an unknown type', '{"type":"shutdown"}'],
    ['an item with a script link', JSON.stringify({ type: 'item', item: { _id: 'a', time: Date.now(), title: 't', link: 'javascript:alert(1)' } })],
    ['an item without its id', JSON.stringify({ type: 'item', item: { time: Date.now(), title: 't' } })],
    ['an item that is not an object', '{"type":"item","item":"<script>"}'],
    ['negative totals', '{"type":"likes","frame":{"newsId":"x","type":"like","likes":-1,"dislikes":0,"version":1}}'],
    ['extra fields in a frame', '{"type":"likes","frame":{"newsId":"x","type":"like","likes":1,"dislikes":0,"version":1,"message":"API key revoked"}}'],
    ['a version past any a node writes', '{"type":"likes","frame":{"newsId":"x","type":"like","likes":1,"dislikes":0,"version":1e15}}'],
    ['an item with a time before 2009', JSON.stringify({ type: 'item', item: { _id: 'a', time: 1, title: 't' } })],
    ['an item from the far future', JSON.stringify({ type: 'item', item: { _id: 'a', time: 8.64e15, title: 't' } })],
    ['an item nested past 32 levels', `{"type":"item","item":{"_id":"a","time":${Date.now()},"title":"t","x":${'['.repeat(1_000)}${']'.repeat(1_000)}}}`],
    ['an item with a NUL in its title', JSON.stringify({ type: 'item', item: { _id: 'a', time: Date.now(), title: 'a\u0000b' } })],
    ['a key id that is not a number', '{"type":"revoke","keyId":"1 OR 1=1"}'],
    ['an outcome with an absurd move', '{"type":"outcome","id":"x","outcome":{"coins":[{"coin":"A","market":"binance","symbol":"AUSDT","spans":{"1m":{"price":1,"move":-500,"rise":0,"fall":0}}}]}}'],
    ['an outcome without an id', '{"type":"outcome","outcome":{"coins":[]}}'],
    ['a note with an importance of 9', '{"type":"ai","id":"x","ai":{"importance":9}}'],
    ['a note whose summary carries a link', '{"type":"ai","id":"x","ai":{"importance":3,"summary":"claim at https://x.example"}}'],
    ['a note whose summary carries markup', '{"type":"ai","id":"x","ai":{"importance":3,"summary":"<img src=x onerror=alert(1)>"}}'],
    ['a note with a field of its own', '{"type":"ai","id":"x","ai":{"importance":3,"html":"<b>"}}'],
  ])('refuses %s', (_, text) => {
    expect(parseBusEvent(text)).toBeUndefined();
  });
});
