import { toLiveShape } from '@newsflash/protocol/item-shapes';

type Row = Record<string, unknown> & { _id: string; title: string; time: number };

/**
 * The service's backlog read back into the live shape (a post unfolded into `title` and `body`,
 * its `url` as `link`), for tests about what a source published rather than about the backlog's
 * shape, which protocol-clients.test.ts checks.
 */
export async function backlogAsLive(url: string, limit = 200): Promise<Row[]> {
  const rows = (await (await fetch(`${url}/api/news?limit=${limit}`)).json()) as Row[];
  return rows.map((row) => {
    const live: Record<string, unknown> = { ...row };
    toLiveShape(live);
    return live as Row;
  });
}
