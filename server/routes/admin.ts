import { HttpError } from '../http/request-reply';
import { StorageUnavailable } from '../storage/types';
import { requireAdmin } from './guards';
import type { Routes } from './types';

/** Keys: issued, listed, revoked (and every node told). */
export const adminRoutes: Routes = {
  '/admin/keys': {
    POST: async (deps, request, url) => {
      requireAdmin(deps, request);
      const name = url.searchParams.get('name');
      if (!name) throw new HttpError(400, 'name is required');
      try {
        return [201, { key: await deps.storage.keys.add(name) }];
      } catch (error) {
        if (error instanceof StorageUnavailable) throw error;
        throw new HttpError(400, error instanceof Error ? error.message : String(error));
      }
    },
    GET: async (deps, request) => {
      requireAdmin(deps, request);
      return [200, await deps.storage.keys.list()];
    },
    DELETE: async (deps, request, url) => {
      requireAdmin(deps, request);
      const id = await deps.storage.keys.revoke(url.searchParams.get('name') ?? '');
      if (id === undefined) throw new HttpError(404, 'no active key with that name');
      deps.announce({ type: 'revoke', keyId: id });
      return [200, { revoked: true }];
    },
  },
};
