import { describe, expect, it } from 'vitest';
import { commandFor, movedSelection } from './shortcuts';

const key = (code: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  code,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('commandFor', () => {
  it.each([
    ['KeyJ', 'next'],
    ['ArrowDown', 'next'],
    ['KeyK', 'prev'],
    ['Home', 'first'],
    ['End', 'last'],
    ['KeyO', 'open'],
    ['Enter', 'open'],
    ['KeyL', 'like'],
    ['KeyD', 'dislike'],
    ['KeyU', 'unvote'],
    ['Slash', 'search'],
    ['NumpadDivide', 'search'],
    ['Escape', 'clear'],
    ['KeyX', undefined],
  ])('%s → %s', (code, command) => {
    expect(commandFor(key(code), false)).toBe(command);
  });

  it('goes by the key\'s place, whatever it types: on a Russian layout the key typing "о" under J moves down', () => {
    // A Russian layout types "о" on KeyJ; event.key would be "о", event.code is still KeyJ.
    expect(commandFor({ ...key('KeyJ'), key: 'о' } as ReturnType<typeof key>, false)).toBe('next');
  });

  it('? (Shift and the US "/" key) opens the list; other shifted keys do nothing', () => {
    expect(commandFor(key('Slash', { shiftKey: true }), false)).toBe('help');
    expect(commandFor(key('KeyJ', { shiftKey: true }), false)).toBeUndefined();
  });

  it('with single-key shortcuts off, only keys that type nothing act', () => {
    expect(commandFor(key('KeyJ'), false, false)).toBeUndefined();
    expect(commandFor(key('Slash', { shiftKey: true }), false, false)).toBeUndefined();
    expect(commandFor(key('ArrowDown'), false, false)).toBe('next');
    expect(commandFor(key('Escape'), false, false)).toBe('clear');
  });

  it('while typing only Escape counts', () => {
    expect(commandFor(key('KeyJ'), true)).toBeUndefined();
    expect(commandFor(key('Escape'), true)).toBe('clear');
  });

  it('leaves modified keys to the browser', () => {
    expect(commandFor(key('KeyL', { ctrlKey: true }), false)).toBeUndefined();
  });
});

describe('movedSelection', () => {
  it('steps within the list, and Home and End reach its ends however long it is', () => {
    expect(movedSelection('next', -1, 5_000)).toBe(0);
    expect(movedSelection('prev', -1, 5_000)).toBe(0);
    expect(movedSelection('next', 3, 5_000)).toBe(4);
    expect(movedSelection('next', 4_999, 5_000)).toBe(4_999);
    expect(movedSelection('prev', 0, 5_000)).toBe(0);
    expect(movedSelection('last', -1, 5_000)).toBe(4_999);
    expect(movedSelection('last', 10, 5_000)).toBe(4_999);
    expect(movedSelection('first', 4_999, 5_000)).toBe(0);
  });
});
