import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PageHost } from '@/utils/messages/page-host-types';
import { extensionHost } from './extension-host';

// Without a provider the page is the extension's: its pages and their tests render none.
const HostContext = createContext<PageHost>(extensionHost);
export const PageHostProvider = HostContext.Provider;

export const usePageHost = (): PageHost => useContext(HostContext);
