import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_GROUPS } from '@/web/messages-plugin';

/** What the web page renders: the feed page's components, their hooks and logic, and its own files. */
const PAGE_CODE = ['components', 'components/hooks', 'components/host', 'utils/feed-view', 'utils/text', 'utils/hops', 'web'];

function groupsUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const folder of PAGE_CODE) {
    for (const name of readdirSync(folder)) {
      if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue;
      const text = readFileSync(join(folder, name), 'utf8');
      for (const match of text.matchAll(/\bt\(['`]([A-Za-z]+)[.'`]/g)) used.set(match[1]!, `${folder}/${name}`);
    }
  }
  return used;
}

describe("the web page's messages", () => {
  it('carry every group its components say, so no label reaches the page empty', () => {
    const missing = [...groupsUsed()].filter(([group]) => !WEB_GROUPS.includes(group)).map(([group, file]) => `${group} (${file})`);
    expect(missing).toEqual([]);
  });
});
