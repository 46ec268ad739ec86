import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayText } from './entities';
import { linkify, shownLink } from './linkify';

const HIDDEN_CHARACTER = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const hidden = fc.constantFrom('\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u2060', '\ufeff', '&#x202E;', '&#8238;', '&#x2&#x202E;02E;');

/** Host labels from Latin, Cyrillic (look-alikes of Latin), Greek and CJK letters, digits and hyphens. */
const label = fc.string({ unit: fc.constantFrom(...'abcinoxyz019-', 'а', 'і', 'о', 'с', 'е', 'ο', 'α', '中', 'ü'), minLength: 1, maxLength: 10 });
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'example', 'рф')).map(([labels, tld]) => [...labels, tld].join('.'));
const userinfo = fc.option(fc.constantFrom('binance.com@', 'www.binance.com:443@', 'user:pass@', 'а@'), { nil: '' });
const port = fc.option(fc.constantFrom(':8443', ':443', ':80'), { nil: '' });
const path = fc.string({ unit: fc.constantFrom(...'abc/019_~-', 'é', '\u202e'), maxLength: 40 });

/** Pieces that build references around and inside other references, among other scripts and a lone surrogate. */
const referencePiece = fc.constantFrom(...'&#xX0123456789abcdefE;', 'é', '中', 'ا', '👩\u200d💻', '\ud800', ' ');

const isLink = (segment: ReturnType<typeof linkify>[number]) => 'href' in segment;

describe('a link shows the host it goes to', () => {
  it('whatever the host (IDN, look-alike), userinfo, port, path or hidden characters around it', () => {
    fc.assert(
      fc.property(fc.string(), hidden, fc.constantFrom('https', 'http'), userinfo, host, port, path, fc.string(), (before, control, scheme, user, name, portPart, rest, after) => {
        const written = `${scheme}://${user}${name}${portPart}/${rest}`;
        const segments = linkify(displayText(`${before} ${control}${written} ${after}`));
        const links = segments.filter(isLink);
        let expected: URL | undefined;
        try {
          expected = new URL(displayText(written));
        } catch {
          expected = undefined;
        }
        if (!expected) return;
        expect(links.length).toBeGreaterThanOrEqual(1);
        const link = links.find((segment) => segment.href === expected.href)!;
        expect(link).toBeDefined();
        expect(link.host).toBe(new URL(link.href).host);
        // What is shown starts with that host and is plain ASCII: punycode, percent-escapes, no userinfo, nothing hidden.
        expect(link.text.startsWith(link.host)).toBe(true);
        expect(link.text[link.host.length] ?? '/').toBe('/');
        expect(link.text).toMatch(/^[\x21-\x7e]+$/);
        if (user) expect(link.text.slice(0, link.host.length + 1)).not.toContain('@');
        for (const segment of segments) expect(segment.text).not.toMatch(HIDDEN_CHARACTER);
      }),
      { numRuns: 1_000 },
    );
  });

  it('the reported spoofs show their real hosts', () => {
    const shown = (text: string) => linkify(displayText(text)).filter(isLink).map((segment) => segment.text);
    // The right-to-left override made "https://evil.example/…" read as a binance.com address.
    expect(shown('Claim \u202Ehttps://evil.example/moc.ecnanib.www//:sptth')).toEqual(['evil.example/moc.ecnanib.www//:sptth']);
    expect(shown('Claim &#x202E;https://evil.example/ now')).toEqual(['evil.example']);
    // A Cyrillic і (U+0456) in place of the Latin i.
    expect(shown('https://www.bіnance.com/en/login')).toEqual([`${new URL('https://www.bіnance.com/').host}/en/login`]);
    expect(shown('https://www.bіnance.com/')[0]).toMatch(/^www\.xn--/);
    expect(shown('https://binance.com@evil.example/')).toEqual(['evil.example']);
    expect(shown('https://binance.com:pw@evil.example:8443/x')).toEqual(['evil.example:8443/x']);
  });

  it('shownLink gives the host of a headline link and nothing for a string that is no URL', () => {
    expect(shownLink('https://user@www.coindesk.com/markets/2025/01/01/a-very-long-headline-slug/')).toEqual({
      host: 'www.coindesk.com',
      text: 'www.coindesk.com/markets/2025/01/01/a-very-long-headline-slug/',
    });
    expect(shownLink('not a url')).toBeUndefined();
  });

  it('displayed text never holds a hidden character, however it was spelled', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(referencePiece, hidden), { maxLength: 40 }).map((parts) => parts.join('')), (text) => {
        expect(displayText(text)).not.toMatch(HIDDEN_CHARACTER);
      }),
      { numRuns: 1_000 },
    );
  });
});
