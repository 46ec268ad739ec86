import { describe, expect, it } from 'vitest';
import { PARTS, placeOf, TABS } from './options-tabs';

describe('placeOf', () => {
  it('opens a tab by its own address', () => {
    expect(placeOf('#alerts')).toEqual({ tab: 'alerts' });
    expect(placeOf('diagnostics')).toEqual({ tab: 'diagnostics' });
  });

  it('lands an old single-page address on the tab that holds that part', () => {
    expect(placeOf('#transfer')).toEqual({ tab: 'data', part: 'transfer' });
    expect(placeOf('#channels')).toEqual({ tab: 'alerts', part: 'channels' });
    expect(placeOf('#account')).toEqual({ tab: 'connection', part: 'account' });
  });

  it('opens the first tab for no address or a hostile one', () => {
    expect(placeOf('')).toEqual({ tab: 'connection' });
    expect(placeOf('#constructor')).toEqual({ tab: 'connection' });
    expect(placeOf(`#${'x'.repeat(10_000)}`)).toEqual({ tab: 'connection' });
  });

  it('keeps every part of the old page on exactly one tab', () => {
    const parts = TABS.flatMap((tab) => PARTS[tab]);
    expect(new Set(parts).size).toBe(parts.length);
    expect([...parts].sort()).toEqual(['account', 'channels', 'diagnostics', 'display', 'feeds', 'history', 'prices', 'rules', 'storage', 'sync', 'transfer']);
  });
});
