import { t, uiLanguage } from '@/utils/base/i18n';

/** The page says which language it is in (screen readers, fonts, hyphenation) and titles itself in it. */
export function localisePage(title: string = t('extName')): void {
  document.documentElement.lang = uiLanguage();
  document.title = title;
}
