import catalogues from 'virtual:newsflash-catalogues';
import { loadCatalogue } from '@/utils/web/catalogue';

/** The reader's messages, from the catalogues this build made (web/messages-plugin.ts), over the page's own origin. */
export const loadMessages = (languages: readonly string[], fetchJson: (url: string) => Promise<unknown>) => loadCatalogue(languages, catalogues, fetchJson);
