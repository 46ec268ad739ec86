export interface DecodedBody {
  text: string;
  /** The encoding the bytes were read in, as TextDecoder names it. */
  charset: string;
  /** Set when a declared charset is unknown and the body was read as UTF-8 instead. */
  note?: string;
}

/** The XML declaration is the document's first bytes; 200 is more than any real one takes. */
const PROLOG_BYTES = 200;

const declaredInHeader = (contentType: string | null) => /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];

/** `<?xml version="1.0" encoding="ISO-8859-1"?>`, read as ASCII: every encoding a feed uses agrees with it there. */
const declaredInProlog = (bytes: Uint8Array) => /^(?:\uFEFF)?<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(new TextDecoder('latin1').decode(bytes.subarray(0, PROLOG_BYTES)))?.[1];

/**
 * What windows-1252 (which the Encoding Standard also calls latin1, iso-8859-1 and ascii) puts at
 * 0x80–0x9F. Node 20's TextDecoder reads those bytes as ISO-8859-1's control characters instead,
 * turning a feed's “smart quotes” and € into invisible controls; they are put right after decoding.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decode(decoder: TextDecoder, bytes: Uint8Array): string {
  const text = decoder.decode(bytes);
  return decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!) : text;
}

function decoderFor(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * A body as text, in the charset its Content-Type declares, else the one its XML declaration
 * declares, else UTF-8. Undecodable bytes become U+FFFD rather than failing the whole body.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null): DecodedBody {
  const label = declaredInHeader(contentType) ?? declaredInProlog(bytes);
  const decoder = label === undefined ? new TextDecoder('utf-8') : decoderFor(label);
  if (decoder) return { text: decode(decoder, bytes), charset: decoder.encoding };
  return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8', note: `unknown charset "${label!.slice(0, 40)}", read as UTF-8` };
}
