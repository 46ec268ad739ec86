import { describe, expect, it } from 'vitest';
import { listingKinds, noticeKinds } from '@newsflash/protocol/notice';
import { NOTICE_SIGNS } from './signs';

describe('NOTICE_SIGNS', () => {
  it('gives the listing kinds and a tag taken off +, a delisting and a tag put on -, and the rest none', () => {
    expect(Object.keys(NOTICE_SIGNS).sort()).toEqual([...noticeKinds].sort());
    for (const kind of listingKinds) expect(NOTICE_SIGNS[kind], kind).toBe('+');
    expect(NOTICE_SIGNS['tag-removed']).toBe('+');
    expect([NOTICE_SIGNS.delisting, NOTICE_SIGNS['tag-added']]).toEqual(['-', '-']);
    const signed = new Set([...listingKinds, 'tag-removed', 'delisting', 'tag-added']);
    for (const kind of noticeKinds.filter((one) => !signed.has(one))) expect(NOTICE_SIGNS[kind], kind).toBeUndefined();
  });
});
