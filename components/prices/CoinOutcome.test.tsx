// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '@newsflash/protocol/outcome';
import { signedPercent } from '@/utils/text/signed-percent';
import { CoinOutcome } from './CoinOutcome';

afterEach(cleanup);

const outcome: Outcome = {
  coins: [
    { coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 2, spans: { '1m': { price: 2.04, move: 2.01, rise: 3, fall: -0.5 }, '5m': { missed: true }, '4h': { price: 1.5, move: -25, rise: 1, fall: -30 } } },
    { coin: 'OP', market: 'bybit', symbol: 'OPUSDT', spans: { '1m': { price: 1, move: 0, rise: 0, fall: 0 } } },
  ],
};

describe('CoinOutcome', () => {
  it('shows the coin\'s moves at +1 / +5 / +30 min once known, a missed span as a dash, the range in the title', () => {
    const { container } = render(<CoinOutcome outcome={outcome} coin="ARB" />);
    const spans = [...container.querySelectorAll('.outcome')];
    expect(spans.map((span) => span.textContent)).toEqual(['+1m +2.0 %', '+5m –']);
    expect(spans[0]!.className).toContain('up');
    expect(spans[0]!.getAttribute('title')).toBe('After 1 min: +2.0 % (highest +3.0 %, lowest −0.5 %)');
    expect(spans[1]!.className).toContain('missed');
  });

  it('shows nothing for a coin not measured, or before any span is', () => {
    expect(render(<CoinOutcome outcome={outcome} coin="ETH" />).container.innerHTML).toBe('');
    expect(render(<CoinOutcome coin="ARB" />).container.innerHTML).toBe('');
    expect(render(<CoinOutcome outcome={{ coins: [{ ...outcome.coins[0]!, spans: { '4h': { missed: true } } }] }} coin="ARB" />).container.innerHTML).toBe('');
  });

  it('writes a move with its sign always', () => {
    expect([signedPercent(1.25), signedPercent(-1.04), signedPercent(-0.04), signedPercent(0)]).toEqual(['+1.3 %', '−1.0 %', '±0.0 %', '±0.0 %']);
  });
});
