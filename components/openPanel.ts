import { browser } from '@/utils/base/bare-browser';

type PanelApis = {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
  sidebarAction?: { open(): Promise<void> };
};

/**
 * Moves the feed from the popup to the docked panel (Chrome's side panel, Firefox's sidebar). Both
 * open only straight from the user's click, so nothing is awaited before asking.
 */
export async function openPanel(): Promise<void> {
  const api = browser as unknown as PanelApis;
  if (api.sidebarAction) await api.sidebarAction.open();
  else if (api.sidePanel) await api.sidePanel.open({ windowId: browser.windows.WINDOW_ID_CURRENT });
  window.close();
}
