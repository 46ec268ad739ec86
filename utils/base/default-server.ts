/** The public feed this specification describes; kept apart so the build config can read it without the i18n runtime. */
export const DEFAULT_SERVER = 'https://news.treeofalpha.com';
