import { describe, expect, it } from 'vitest';
import { checkItem, MAX_ITEM_BYTES } from './feed-item';

const NOW = 1_790_000_000_000;

describe('checkItem', () => {
  it('assigns _id and time when absent, and stores what it read, not what it was given', () => {
    const input = { title: 'Listing', body: 'b'.repeat(20_000), extra: { a: 1 }, likes: 99 };
    const check = checkItem(input, NOW);
    expect(check).toEqual({ ok: true, item: { _id: expect.stringMatching(/^1790000000000\w+$/), time: NOW, title: 'Listing', body: `${'b'.repeat(10_000)}…` }, dropped: { unknown: 1 } });
    // The caller's object is left as it was.
    expect(input.body).toHaveLength(20_000);
  });

  it('refuses NUL and deep nesting anywhere in the input, dropped fields too', () => {
    expect(checkItem({ title: 't', x: 'a\u0000b' }, NOW)).toEqual({ ok: false, errors: ['item: text must not contain NUL characters'] });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(checkItem({ title: 't', x: deep }, NOW)).toEqual({ ok: false, errors: ['item: nests deeper than 32 levels'] });
  });

  it('refuses an item past MAX_ITEM_BYTES once bounded, naming its largest field; one just under it passes', () => {
    // Control characters are written as \u0001 in JSON: six bytes each.
    const control = (n: number) => '\u0001'.repeat(n);
    const heavy = checkItem({ title: 't', body: control(9_000), info: { quotedUser: { screen_name: 'x', text: control(5_000) } } }, NOW);
    expect(heavy).toEqual({ ok: false, errors: [expect.stringMatching(new RegExp(`^item: \\d+ bytes once its fields are bounded, more than the ${MAX_ITEM_BYTES} an item may hold \\(largest field: body\\)$`))] });
    expect(checkItem({ title: 't', body: control(9_000), info: { quotedUser: { screen_name: 'x', text: control(1_000) } } }, NOW).ok).toBe(true);
  });

  it('answers a non-object with one reason', () => {
    for (const input of [null, 'item', [1], 7]) expect(checkItem(input, NOW)).toEqual({ ok: false, errors: ['the item must be a JSON object'] });
  });
});
