import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { T0 } from '@/tests/fixtures/items';
import { parseBacklog } from './backlog';
import { parseNewsFrame } from './frames';
import type { NewsItem } from './news-item';
import { parseMyLikes } from './vote-replies';

const corpus = [...readCorpus('live-items'), ...readCorpus('backlog-items')];

const hostileStrings = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'file:///etc/passwd',
    'chrome://settings',
    'http://[::1',
    '\u0000\uFFFF\uD800',
  ),
);

const hostileValue = fc.oneof(hostileStrings, fc.jsonValue(), fc.constant(null), fc.double());
const urlFields = ['link', 'url', 'icon', 'image'] as const;

function urlsOf(item: NewsItem): string[] {
  return [item.link, item.icon, item.image].filter((url): url is string => url !== undefined);
}

function assertSafe(text: string) {
  const result = parseNewsFrame(text);
  if (result.kind === 'item') {
    for (const url of urlsOf(result.item)) expect(url).toMatch(/^https?:\/\//);
  }
  return result;
}

describe('parseNewsFrame never throws and never yields an unsafe URL', () => {
  it('on random JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void assertSafe(JSON.stringify(value) ?? 'null')));
  });

  it('on random text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void assertSafe(text)));
  });

  it('on truncated corpus frames', () => {
    fc.assert(
      fc.property(fc.constantFrom(...corpus), fc.nat(), (frame, cut) => {
        const text = JSON.stringify(frame);
        void assertSafe(text.slice(0, cut % text.length));
      }),
    );
  });

  it('on corpus frames with fields replaced by hostile or wrong-typed values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...corpus),
        fc.dictionary(fc.constantFrom(...urlFields, 'title', 'body', 'en', 'suggestions', 'info', 'time', '_id', 'actions'), hostileValue),
        (frame, overrides) => void assertSafe(JSON.stringify({ ...frame, ...overrides })),
      ),
    );
  });

  it('keeps any hostile text as inert text and strips every non-http link', () => {
    fc.assert(
      fc.property(hostileStrings, fc.constantFrom(...urlFields), (value, field) => {
        const result = assertSafe(JSON.stringify({ _id: 'h', title: value, time: T0, [field]: value }));
        expect(result.kind).toBe('item');
        if (result.kind === 'item') expect(result.item.title).toBe(value.slice(0, 1000) + (value.length > 1000 ? '…' : ''));
      }),
    );
  });

  it('on huge strings', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3_000_000 }), (size) => void assertSafe(JSON.stringify({ _id: 'big', title: 't', time: T0, body: 'x'.repeat(size) }))),
      { numRuns: 10 },
    );
  });
});

describe('backlog and mylikes readers never throw', () => {
  it('parseBacklog', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void parseBacklog(value)));
  });

  it('parseMyLikes only yields well-formed records', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const record of parseMyLikes(value).votes) {
          expect(record.newsId.length).toBeGreaterThan(0);
          expect(['like', 'dislike']).toContain(record.vote);
        }
      }),
    );
  });
});
