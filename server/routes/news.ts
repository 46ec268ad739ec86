import { checkItem } from '../items';
import { HttpError, intParam, readJsonBody } from '../http-util';
import { requireAdmin } from './guards';
import type { Routes } from './types';

/** Published items may carry long bodies (the feed has seen megabyte ones); beyond this is refused. */
const MAX_BODY = 2 * 1024 * 1024;

/** The backlog readers page through, and publishing. */
export const newsRoutes: Routes = {
  '/api/news': {
    GET: async (deps, _request, url) => {
      const limit = intParam(url, 'limit', 50, 1, deps.config.maxBacklog);
      const lastId = url.searchParams.get('last_id') ?? undefined;
      const rows = await deps.storage.items.backlog(limit, lastId);
      if (!rows) throw new HttpError(400, `unknown last_id ${lastId}`);
      return [200, rows.map((row) => ({ ...row.item, likes: row.likes, dislikes: row.dislikes }))];
    },
  },
  '/admin/news': {
    POST: async (deps, request) => {
      requireAdmin(deps, request);
      const check = checkItem(await readJsonBody(request, MAX_BODY));
      if (!check.ok) throw new HttpError(400, `invalid item: ${check.errors.join('; ')}`);
      if (!(await deps.publish(check.item))) throw new HttpError(409, `an item with _id ${check.item._id} exists already`);
      return [201, { _id: check.item._id }];
    },
  },
};
