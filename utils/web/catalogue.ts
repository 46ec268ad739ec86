import type { MessageSource } from '@/utils/base/i18n';

export type Catalogue = Record<string, string>;

/** The first of the reader's languages Newsflash speaks (`zh-CN` → zh_CN, `es-MX` → es, `zh-TW` → zh_CN), else English. */
export function pickLocale(languages: readonly string[], available: readonly string[]): { locale: string; language: string } {
  for (const language of languages.slice(0, 20)) {
    const [base = '', region] = language.toLowerCase().split('-');
    if (!base) continue;
    const exact = region ? `${base}_${region.toUpperCase()}` : '';
    if (available.includes(exact)) return { locale: exact, language };
    if (available.includes(base)) return { locale: base, language };
    const regional = available.find((locale) => locale.startsWith(`${base}_`));
    if (regional) return { locale: regional, language: regional.replace('_', '-') };
  }
  return { locale: 'en', language: 'en' };
}

/** `$1`… filled as the extension API fills them; an unknown key is the empty string, as there. */
export function catalogueSource(catalogue: Catalogue, language: string): MessageSource {
  return {
    getMessage: (name, substitutions = []) => (Object.hasOwn(catalogue, name) ? catalogue[name]!.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '') : ''),
    getUILanguage: () => language,
  };
}

/** Only strings are kept: the file is the page's own, but nothing read is trusted to be what it should be. */
export function readCatalogue(value: unknown): Catalogue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The reader's catalogue; English when theirs cannot be fetched; none (every message empty) when neither can. */
export async function loadCatalogue(
  languages: readonly string[],
  urls: Readonly<Record<string, string>>,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<MessageSource> {
  const { locale, language } = pickLocale(languages, Object.keys(urls));
  for (const [tried, as] of [[locale, language], ['en', 'en']] as const) {
    const url = urls[tried];
    if (!url) continue;
    try {
      return catalogueSource(readCatalogue(await fetchJson(url)), as);
    } catch {
      // The next one, or none.
    }
  }
  return catalogueSource({}, 'en');
}
