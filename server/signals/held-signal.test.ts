import { describe, expect, it } from 'vitest';
import { heldSignal } from './held-signal';

function signal() {
  let handler: (() => void) | undefined;
  return { listen: (h: () => void) => (handler = h), send: () => handler?.() };
}

describe('heldSignal', () => {
  it('listens at once; signals before ready are applied once when ready, later ones each time', () => {
    const hup = signal();
    const held = heldSignal(hup.listen);
    hup.send();
    hup.send();
    const applied: number[] = [];
    held.ready(() => applied.push(applied.length));
    expect(applied).toEqual([0]);
    hup.send();
    expect(applied).toEqual([0, 1]);
  });

  it('applies nothing at ready when no signal came', () => {
    const held = heldSignal(signal().listen);
    let applied = 0;
    held.ready(() => applied++);
    expect(applied).toBe(0);
  });
});
