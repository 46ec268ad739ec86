/**
 * What coin detection gives an item, in a file of its own: whoever only reads or passes suggestions
 * (the publisher's enrichment, first prices) needs none of the detector's word lists.
 */

/** A market a coin trades in: the exchange and its symbol there. */
export interface SymbolRef {
  exchange: string;
  symbol: string;
}

/** What the specification's `suggestions` hold: the coin, the spellings found, where it trades. */
export interface Suggestion {
  coin: string;
  found: string[];
  symbols: SymbolRef[];
}
