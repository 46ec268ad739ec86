import type { HostPage, PageHost } from '@/utils/messages/page-host-types';

/** A link's attributes to a page that holds a fix: a new tab in the extension, a place on the same page on the web. */
export function pageLink(host: PageHost, page: HostPage) {
  return host.pagesInNewTab ? { href: host.pageUrl(page), target: '_blank', rel: 'noreferrer' } : { href: host.pageUrl(page) };
}
