import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMessagesText } from '@wxt-dev/i18n/build';

/**
 * Every language Newsflash ships has every message, in the plural forms that language uses, with
 * the same substitutions as English: a missing key would show an empty label, a missing `$1` would
 * drop a number or an address.
 */
const dir = new URL('../../locales/', import.meta.url);
const read = (file: string) =>
  new Map(
    parseMessagesText(readFileSync(new URL(file, dir), 'utf8'), 'YAML')
      // The browser's own predefined messages (@@ui_locale…) come with every file.
      .filter((message) => !message.key[0]!.startsWith('@@'))
      .map((message) => [message.key.join('.'), message.type === 'simple' ? message.message : '']),
  );
const english = read('en.yml');
const pluralBases = [...english.keys()].filter((key) => key.endsWith('.other')).map((key) => key.slice(0, -'.other'.length));
const isPlural = (key: string) => pluralBases.some((base) => key.startsWith(`${base}.`) && !key.slice(base.length + 1).includes('.'));
const placeholders = (text: string) => [...new Set(text.match(/\$\d/g) ?? [])].sort();
const languages = readdirSync(dir)
  .filter((file) => file.endsWith('.yml') && file !== 'en.yml')
  .map((file) => file.slice(0, -4));

describe('locales', () => {
  it('ship the languages the listing promises', () => {
    expect(languages.sort()).toEqual(['es', 'ja', 'ko', 'ru', 'zh_CN']);
  });

  it.each(languages)('%s has every message, each plural form its language uses, and no stray key', (language) => {
    const messages = read(`${language}.yml`);
    const categories = new Intl.PluralRules(language.replace('_', '-')).resolvedOptions().pluralCategories;
    const expected = [...[...english.keys()].filter((key) => !isPlural(key)), ...pluralBases.flatMap((base) => categories.map((category) => `${base}.${category}`))].sort();
    const actual = [...messages.keys()].sort();
    expect({
      missing: expected.filter((key) => !messages.has(key)),
      stray: actual.filter((key) => !expected.includes(key)),
    }).toEqual({ missing: [], stray: [] });
  });

  it.each(languages)('%s keeps every substitution of the English message, and leaves nothing empty', (language) => {
    const messages = read(`${language}.yml`);
    const wrong: string[] = [];
    for (const [key, text] of messages) {
      const base = isPlural(key) ? `${key.slice(0, key.lastIndexOf('.'))}.other` : key;
      if (!text.trim()) wrong.push(`${key}: empty`);
      else if (placeholders(text).join() !== placeholders(english.get(base) ?? '').join()) wrong.push(`${key}: ${placeholders(text).join()} vs ${placeholders(english.get(base) ?? '').join()}`);
    }
    expect(wrong).toEqual([]);
  });
});
