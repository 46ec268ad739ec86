/**
 * The options page by what a trader does, each tab at its own address (`options.html#alerts`). The
 * old one-page addresses (`#rules`, `#transfer` …) still land: on the tab that now holds that part.
 */
export const TABS = ['connection', 'alerts', 'feed', 'data', 'diagnostics'] as const;
export type Tab = (typeof TABS)[number];

/** Each tab's parts, in the order they show; their ids are the addresses of the old single page. */
export const PARTS: Record<Tab, readonly string[]> = {
  connection: ['account', 'feeds'],
  alerts: ['rules', 'channels'],
  feed: ['display', 'prices'],
  data: ['history', 'transfer', 'sync', 'storage'],
  diagnostics: ['diagnostics'],
};

/** Where an address lands: its tab, and the part to scroll to when it named one. An unknown address opens the first tab. */
export function placeOf(hash: string): { tab: Tab; part?: string } {
  const id = hash.replace(/^#/, '');
  if ((TABS as readonly string[]).includes(id)) return { tab: id as Tab };
  const tab = TABS.find((name) => PARTS[name].includes(id));
  return tab ? { tab, part: id } : { tab: TABS[0] };
}
