import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestUrl } from '../http/request-reply';
import { targetRefusal } from './request-target';

/** The forms a proxy and the URL parser read differently; any of them in the path is refused. */
const REFUSED = ['\\', '%2f', '%2F', '%5c', '%5C', '%2e', '%2E', '%00', '\0', '/./', '/../', '#'];

/** Path characters that are none of those forms on their own. */
const plainSegment = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_~:@!$&\'()*+,;='.split(''), '%41', '%20', '%7e'), minLength: 1, maxLength: 8 }).filter((segment) => segment !== '.' && segment !== '..');
const plainPath = fc.array(plainSegment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
/** A query value may hold anything encoded, refused forms included. */
const query = fc.array(fc.tuple(fc.constantFrom('id', 'api_key', 'limit', 'streams'), fc.string({ maxLength: 12 })), { maxLength: 3 }).map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}` : ''));
const valueWithRefusedForms = fc.constantFrom('a%2Fb', '..%5C..', '%2e%2e', '..\\x', '/../');

describe('targetRefusal', () => {
  it('refuses the walk-arounds seen through nginx and their cousins', () => {
    for (const target of ['/..\\metrics', '/x/..\\metrics', '/x/..\\readyz', '/%2e%2e/metrics', '/x/%2e%2e%5cmetrics', '/admin%2fnews', '/x/..', '/x/.', '/./metrics', '//local/metrics', '/metrics#', '/a%00b', '/x/.%2E/metrics']) {
      expect(targetRefusal(target), target).toBeDefined();
    }
  });

  it('keeps ordinary paths and encoded characters in query values', () => {
    for (const target of ['/', '/api/news?limit=5', '/api/like?id=a%2Fb&api_key=nf_x', '/stream?streams=btcusdt@miniTicker/ethusdt@miniTicker', '/api/dislike?id=..%5C..', '/ws', '/x.y/..z', '/a/.b/c..']) {
      expect(targetRefusal(target), target).toBeUndefined();
    }
  });

  it('refuses any path holding a refused form, wherever it sits', () => {
    fc.assert(
      fc.property(plainPath, fc.constantFrom(...REFUSED), plainPath, query, (before, form, after, search) => {
        expect(targetRefusal(`${before}${form}${after}${search}`)).toBeDefined();
      }),
    );
  });

  it('refuses a trailing dot segment', () => {
    fc.assert(
      fc.property(plainPath, fc.constantFrom('/.', '/..'), query, (path, tail, search) => {
        expect(targetRefusal(`${path === '/' ? '' : path}${tail}${search}`)).toBeDefined();
      }),
    );
  });

  it('accepts plain paths whatever their query values hold, and the parser keeps their path as sent', () => {
    fc.assert(
      fc.property(plainPath, query, valueWithRefusedForms, (path, search, value) => {
        const target = `${path}${search}${search ? '&' : '?'}id=${value}`;
        expect(targetRefusal(target)).toBeUndefined();
        // What is accepted is read as sent: no folding the proxy in front would not do.
        expect(requestUrl(target).pathname).toBe(path);
      }),
    );
  });

  it('makes requestUrl answer 400 with the reason', () => {
    expect(() => requestUrl('/..\\metrics')).toThrow(expect.objectContaining({ status: 400, message: 'the request path must not contain a backslash' }));
  });
});
