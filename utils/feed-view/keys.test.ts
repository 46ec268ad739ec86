import { describe, expect, it } from 'vitest';
import { commandFor } from './keys';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('commandFor', () => {
  it.each([
    ['j', 'next'],
    ['k', 'prev'],
    ['o', 'open'],
    ['Enter', 'open'],
    ['l', 'like'],
    ['d', 'dislike'],
    ['u', 'unvote'],
    ['/', 'search'],
    ['Escape', 'clear'],
    ['x', undefined],
  ])('%s → %s', (k, command) => {
    expect(commandFor(key(k), false)).toBe(command);
  });
  it('while typing only Escape counts', () => {
    expect(commandFor(key('j'), true)).toBeUndefined();
    expect(commandFor(key('Escape'), true)).toBe('clear');
  });
  it('leaves modified keys to the browser', () => {
    expect(commandFor(key('l', { ctrlKey: true }), false)).toBeUndefined();
  });
});
