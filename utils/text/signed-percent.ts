/** A move as traders write it: its sign always, one decimal. */
export function signedPercent(value: number): string {
  const shown = Math.round(value * 10) / 10;
  return `${shown > 0 ? '+' : shown < 0 ? '−' : '±'}${Math.abs(shown).toFixed(1)} %`;
}
