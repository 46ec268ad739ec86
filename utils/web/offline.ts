import type { StatusSnapshot } from '@/utils/messages';

/**
 * The service could not be reached: the feed's socket failed and waits to try again (the page
 * reconnects by itself). Not while it first connects: a page opening is not offline.
 */
export const serviceUnreachable = (status: Pick<StatusSnapshot, 'feed'>) => status.feed.connection === 'waiting';
