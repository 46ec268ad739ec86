/** Only http(s) URLs survive; anything else (javascript:, data:, relative, garbage) is dropped. */
export function toSafeUrl(value: string): string | undefined {
  if (value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/**
 * Images load by themselves, without a click: over plain http any host on the path could watch
 * (and change) what a reader reads. So an image URL is https, or upgraded to it; one whose host
 * serves no https fails to load and the card shows none.
 */
export function toImageUrl(value: string): string | undefined {
  const url = toSafeUrl(value);
  return url?.startsWith('http:') ? `https:${url.slice(5)}` : url;
}
