import { createHmac } from 'node:crypto';

export interface StreamRequest {
  topic: string;
  recvWindowMs: number;
  /** When the connection is signed, ms since the epoch: Binance refuses it outside `recvWindowMs`. */
  timestamp: number;
  /** A fresh random string per connection, at most 32 characters, as Binance asks. */
  random: string;
}

/**
 * The query of a signed connection to Binance's announcement stream. Binance documents the
 * parameters (random, topic, recvWindow, timestamp) and that the signature is the HMAC-SHA256 of
 * them all sorted by name (developers.binance.com/docs/cms/general-info); the query is sent in that
 * same order, so it is the signed text whether Binance sorts what it received or reads it as sent
 * (public clients do both: code index ids 70894571466, sorted; 22277353387, as sent). The secret
 * leaves only as this signature; the key goes in the X-MBX-APIKEY header.
 */
export function signedStreamQuery(request: StreamRequest, secret: string): string {
  const signed = new URLSearchParams(
    Object.entries({
      random: request.random,
      recvWindow: String(request.recvWindowMs),
      timestamp: String(request.timestamp),
      topic: request.topic,
    }).sort(([a], [b]) => (a < b ? -1 : 1)),
  ).toString();
  return `${signed}&signature=${createHmac('sha256', secret).update(signed).digest('hex')}`;
}

/** The stream's address for one connection: `base` (wss://api.binance.com/sapi/wss) with the signed query. */
export function signedStreamAddress(base: string, request: StreamRequest, secret: string): string {
  const url = new URL(base);
  url.search = `?${signedStreamQuery(request, secret)}`;
  return url.href;
}
