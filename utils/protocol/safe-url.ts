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
