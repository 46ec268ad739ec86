import '@newsflash/protocol/zod';
import { render } from 'preact';
import * as z from 'zod/mini';
import { en, es, ja, ko, ru, zhCN } from 'zod/locales';
import { localisePage } from '@/components/localisePage';
import { t, uiLanguage } from '@/utils/base/i18n';
import { App } from './App';
import '@/components/form-page.css';
import { adoptStoredViewPrefs } from '@/utils/feed-view/view-prefs';
import { loadNoticeWords } from '@/utils/text/notice-text';

// Validation messages in words ("Too big: expected number to be <=20"), in the page's language;
// only this page shows them.
const ZOD_LOCALES: Record<string, () => z.core.$ZodConfig> = { es, ja, ko, ru, zh: zhCN };
z.config((ZOD_LOCALES[uiLanguage().split('-')[0]!] ?? en)());
localisePage(t('options.title'));

// What sync brought shows from the next opening: the first paint cannot wait for storage.
void adoptStoredViewPrefs();
// Notices in the reader's language from the first paint: only that language's words load (not a top-level
// await, which splits what the page loads into twice as many chunks).
void loadNoticeWords().then(() => render(<App />, document.getElementById('app')!));
