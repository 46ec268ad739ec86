import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseMessagesText } from '@wxt-dev/i18n/build';

/**
 * Unit tests run on WXT's fake browser, which has no `i18n.getMessage`: this gives it the English
 * messages, built from locales/en.yml the way the extension's _locales are, so tests read English.
 */
const messages = new Map(
  parseMessagesText(readFileSync(join(import.meta.dirname, '../../locales/en.yml'), 'utf8'), 'YAML').map((message) => [message.key.join('_'), message]),
);

export function englishMessage(name: string, substitutions: string | string[] = []): string {
  const message = messages.get(name);
  if (!message || message.type !== 'simple') return '';
  const subs = Array.isArray(substitutions) ? substitutions : [substitutions];
  return message.message.replace(/\$(\d)/g, (_, index: string) => subs[Number(index) - 1] ?? '');
}

// Also now: modules that name things in the reader's language when loaded (the default rules) read English.
Object.assign(fakeBrowser.i18n, { getMessage: englishMessage, getUILanguage: () => 'en' });

beforeEach(() => {
  Object.assign(fakeBrowser.i18n, { getMessage: englishMessage, getUILanguage: () => 'en' });
});
