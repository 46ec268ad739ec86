import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import type { Plugin } from 'vite';

/** The message groups the web page shows: the feed's and its own; the options page's stay in the extension. */
export const WEB_GROUPS = ['extName', 'feed', 'filters', 'notice', 'notices', 'timeline', 'hops', 'keys', 'keyConsent', 'trade', 'connection', 'vote', 'card', 'errors', 'problem', 'web'];
const ID = 'virtual:newsflash-catalogues';

/** One locale's messages as the extension's `_locales/<locale>/messages.json` has them (the same build step makes both), cut to the page's groups. */
export async function webCatalogue(file: string): Promise<Record<string, string>> {
  const messages = generateChromeMessages(await parseMessagesFile(file));
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => WEB_GROUPS.includes(key.split('_')[0]!))
      .map(([key, { message }]) => [key, message]),
  );
}

/**
 * `virtual:newsflash-catalogues`: locale → the address of its catalogue, a JSON file with a hashed
 * name (cached for good, like the page's code). Data, not code: a reader fetches only theirs.
 */
export function messagesPlugin(root: string): Plugin {
  return {
    name: 'newsflash-messages',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const urls: Record<string, string> = {};
      for (const file of readdirSync(resolve(root, 'locales')).filter((name) => name.endsWith('.yml'))) {
        const locale = file.slice(0, -'.yml'.length);
        const source = JSON.stringify(await webCatalogue(resolve(root, 'locales', file)));
        const fileName = `assets/messages-${locale}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        urls[locale] = `/${fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
