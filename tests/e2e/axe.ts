/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs axe inside the extension's page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { settleAnimations } from './harness';

// axe-core is evaluated as a string: the extension's CSP forbids injected <script> tags, and
// DevTools-protocol evaluation is not subject to it, in either browser.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  nodes: string[];
}

export async function audit(page: Page): Promise<Violation[]> {
  // Contrast is judged on what stays on screen, not on a card halfway through sliding in.
  await settleAnimations(page);
  await page.evaluate(axeSource);
  // Every impact counts: a missing landmark or a skipped heading level (moderate) costs a
  // screen-reader user as much time as many a serious one.
  return page.evaluate(async () => {
    const result = await (globalThis as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation: any) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')) }));
  });
}

