/** The popup, the docked panel, or the service's own web page (web/), which also has no Dock. */
export type FeedLayout = 'popup' | 'panel' | 'web';
