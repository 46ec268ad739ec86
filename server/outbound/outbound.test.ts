import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The service reaches out only through the one checked client (outbound/fetch-capped.ts's
 * checkedRequest, connecting by outbound/pinned-fetch.ts): every redirect hop judged by the address
 * policy. A call that goes around it (global fetch, node:http's request, another HTTP client, a
 * WebSocket that follows redirects) fails this test, naming the file and line.
 */

const SERVER = join(import.meta.dirname, '..');
/** Where the checked client itself makes its requests. */
const CLIENT = new Set(['outbound/fetch-capped.ts', 'outbound/pinned-fetch.ts']);

const RULES: { what: string; pattern: RegExp; allowed?: (line: string) => boolean }[] = [
  // The global fetch, or the injected one (`options.fetch(url…`) called directly: only the checked client calls it, hop by hop.
  // (`fetch()` with no address is a document's own refresh, DailyDocument's.)
  { what: 'a fetch outside the checked client', pattern: /\bfetch\s*\((?!\s*\))/ },
  { what: 'node:http(s) request or get', pattern: /\bhttps?\.(?:request|get)\s*\(|import\s*\{[^}]*\b(?:request|get)\b[^}]*\}\s*from\s*'(?:node:)?https?'/ },
  { what: 'another HTTP client', pattern: /from\s*'(?:undici|node-fetch|axios|got)'/ },
  { what: 'a WebSocket that may follow a redirect', pattern: /new WebSocket\(/, allowed: (line) => line.includes('followRedirects: false') },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The statement a line starts, up to its `;`: a call broken over lines (as max-len asks) is judged whole. */
function statementAt(lines: string[], index: number): string {
  const end = lines.findIndex((line, i) => i >= index && line.includes(';'));
  return lines.slice(index, end === -1 ? undefined : end + 1).join('\n');
}

/** Every line of `text` breaking a rule, as `file:line: what`. */
function breaches(file: string, text: string): string[] {
  if (CLIENT.has(file)) return [];
  const lines = text.split('\n');
  return lines.flatMap((line, index) =>
    RULES.filter((rule) => rule.pattern.test(line) && !rule.allowed?.(statementAt(lines, index))).map((rule) => `${file}:${index + 1}: ${rule.what}`),
  );
}

describe('outbound requests from server/', () => {
  it('all go through the one checked client', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => breaches(relative(SERVER, path), readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('names each way around it', () => {
    const text = [
      "const answer = await fetch('http://127.0.0.1:8080/admin');",
      "import { request } from 'node:http';",
      "https.get('https://example.com');",
      "import { fetch as undiciFetch } from 'undici';",
      "const ws = new WebSocket('ws://example.com');",
      "const response = await this.options.fetch(url, { method: 'POST' });",
      "const fine = await fetchCapped(url, { fetch: options.fetch });",
      "const alsoFine = new WebSocket(url, { followRedirects: false });",
      'const brokenFine = new WebSocket(',
      '  url,',
      '  { followRedirects: false },',
      ');',
      'const brokenLeak = new WebSocket(url);',
      'const later = { followRedirects: false };',
    ].join('\n');
    expect(breaches('routes/leak.ts', text)).toEqual([
      'routes/leak.ts:1: a fetch outside the checked client',
      'routes/leak.ts:2: node:http(s) request or get',
      'routes/leak.ts:3: node:http(s) request or get',
      'routes/leak.ts:4: another HTTP client',
      'routes/leak.ts:5: a WebSocket that may follow a redirect',
      'routes/leak.ts:6: a fetch outside the checked client',
      'routes/leak.ts:13: a WebSocket that may follow a redirect',
    ]);
    expect(breaches('outbound/pinned-fetch.ts', text)).toEqual([]);
  });
});
