import { isSecretParameter, isTokenSegment } from '../log/logger';
import type { SourceConfig } from './config';

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * What a sources file holds that no log line may show, for the log's redactor: upstream keys,
 * Binance's API key and secret, and
 * any credential in a source's URL (user part, credential-named parameters, path segments that
 * look like tokens). They are masked
 * wherever they appear, so an origin's refusal that quotes the key is masked too.
 */
export function sourceSecrets(sources: readonly SourceConfig[]): string[] {
  return sources.flatMap((source) => {
    // A market list without an address reads its exchange's documented one: nothing of the operator's.
    if (source.url === undefined) return [];
    const url = new URL(source.url);
    const credentials = [url.username, url.password].flatMap((part) => (part ? [part, decoded(part)] : []));
    const parameters = [...url.searchParams].filter(([name]) => isSecretParameter(name)).map(([, value]) => value);
    const segments = url.pathname.split('/').filter(isTokenSegment).flatMap((segment) => [segment, decoded(segment)]);
    const keys = source.kind === 'upstream' && source.key ? [source.key] : source.kind === 'binance-stream' ? [source.apiKey, source.apiSecret] : [];
    return [...keys, ...credentials, ...parameters, ...segments];
  });
}
