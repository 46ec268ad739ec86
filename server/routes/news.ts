import { itemKindOf } from '@newsflash/protocol/item-kinds';
import { backlogEntry } from '@newsflash/protocol/server-frames';
import { withEnglishHeadline } from '../items/english-headline';
import { checkItem, type ItemRow } from '../items/feed-item';
import { HttpError, intParam, readJsonBody } from '../http/request-reply';
import { HOLD_BUDGET, HoldRefused } from '../publishing/publish-gate';
import { PAGE_BUILDS, Turns } from './page-builds';
import { requireAdmin } from './guards';
import type { Routes } from './types';

/** Published items may carry long bodies (the feed has seen megabyte ones); beyond this is refused. */
const MAX_BODY = 2 * 1024 * 1024;

/**
 * The `source` an operator's news item is published with when it names none: the protocol's
 * clients route on `'source' in item`, so news without it would be read as a social post.
 */
export const OPERATOR_SOURCE = 'Operator';

/** Ids are at most this long everywhere (items' `_id`, votes' `id`). */
const MAX_ID = 200;
/**
 * A backlog page holds at most this much: items are at most MAX_ITEM_BYTES, so a page of up to
 * 128 items (the extension and an upstream ask for 100) is never cut; a larger `limit`, or items
 * stored before items were bounded, end the page early, and the reader goes on with `last_id`.
 * Below the 16 MB the protocol's readers accept.
 */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

const withVotes = (row: ItemRow) => backlogEntry(row.item, row);
/** Backlog pages built at once, for every client of the node together (page-builds.ts). */
const pages = new Turns(PAGE_BUILDS);

/** The page as JSON bytes, cut after the item that reaches MAX_PAGE_BYTES (one item always). */
function boundedPage(items: object[]): Buffer {
  const parts: string[] = [];
  let bytes = 2;
  for (const item of items) {
    const text = JSON.stringify(item);
    bytes += Buffer.byteLength(text) + 1;
    if (parts.length > 0 && bytes > MAX_PAGE_BYTES) break;
    parts.push(text);
  }
  return Buffer.from(`[${parts.join(',')}]`);
}

/** The backlog readers page through, one item by id, and publishing. */
export const newsRoutes: Routes = {
  '/api/news': {
    GET: async (deps, request, url) => {
      const id = url.searchParams.get('id');
      if (id !== null) {
        if (url.searchParams.has('limit') || url.searchParams.has('last_id')) throw new HttpError(400, 'id asks for one item: it cannot be combined with limit or last_id');
        if (id.length < 1 || id.length > MAX_ID) throw new HttpError(400, `id must be 1 to ${MAX_ID} characters`);
        const row = await deps.storage.items.get(id);
        if (!row) throw new HttpError(404, `no item with id ${id}`);
        return [200, withVotes(row)];
      }
      const limit = intParam(url, 'limit', 50, 1, deps.config.maxBacklog);
      const lastId = url.searchParams.get('last_id') ?? undefined;
      // One build for every reader of a page while it is fresh: each is sent the same bytes (page-cache.ts).
      const page = await deps.backlogPages.get(`${limit}\n${lastId ?? ''}`, () =>
        pages.run(async () => {
          // Gone while waiting its turn (cut for the send budget, or given up): its page is not built.
          if (request.socket.destroyed) throw new HttpError(503, 'the client left before its page was built');
          const rows = await deps.storage.items.backlog(limit, lastId);
          if (!rows) throw new HttpError(400, `unknown last_id ${lastId}`);
          deps.metrics.countPageBuilt();
          return boundedPage(rows.map(withVotes));
        }),
      );
      return [200, page, JSON_TYPE] as const;
    },
  },
  '/admin/news': {
    POST: async (deps, request) => {
      requireAdmin(deps, request);
      const check = checkItem(await readJsonBody(request, MAX_BODY));
      if (!check.ok) throw new HttpError(400, `invalid item: ${check.errors.join('; ')}`);
      const news = itemKindOf(check.item) === 'news';
      const unnamed = news && check.item.source === undefined;
      // An operator's headline without `en` is taken for English unless written in another script.
      const item = news ? withEnglishHeadline(unnamed ? { ...check.item, source: OPERATOR_SOURCE } : check.item) : check.item;
      // Held while the coin universe loads; past the hold's budget the publisher sends it again rather than it going out without coins.
      const published = await deps.publish(item).catch((error: unknown) => {
        if (error instanceof HoldRefused) throw new HttpError(503, `not published: ${error.message}; send it again`, { 'retry-after': String(HOLD_BUDGET.ms / 1000) });
        throw error;
      });
      if (!published) throw new HttpError(409, `an item with _id ${item._id} exists already`);
      deps.metrics.countDroppedParts('admin', check.dropped);
      // What was left out or added is said, so an operator sees why the stored item differs from what was sent.
      return [
        201,
        { _id: check.item._id, ...(Object.keys(check.dropped).length > 0 && { dropped: check.dropped }), ...(unnamed && { source: OPERATOR_SOURCE }) },
      ];
    },
  },
};
