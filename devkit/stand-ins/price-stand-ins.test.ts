import { describe, expect, it } from 'vitest';
import { placeBeside, priceSourcesBeside } from './price-stand-ins';

describe('price stand-ins beside a service', () => {
  it('are found by the service address in any spelling, and forgotten when the service goes', () => {
    const sources = { source: 'ws://127.0.0.1:1111/stream', bybit: 'ws://127.0.0.1:2222/v5/public' };
    const forget = placeBeside('http://127.0.0.1:3333', sources);
    expect(priceSourcesBeside('http://127.0.0.1:3333/')).toEqual(sources);
    forget();
    expect(priceSourcesBeside('http://127.0.0.1:3333')).not.toEqual(sources);
  });

  it('point a service without stand-ins at this machine, never at a real exchange', () => {
    const sources = priceSourcesBeside('https://news.example');
    for (const address of [sources.source, sources.bybit]) expect(new URL(address).hostname).toBe('127.0.0.1');
  });
});
