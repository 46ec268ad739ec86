import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService } from '../devkit/spawn-service';
import { BATCH } from '../server/operations/retention';
import { openDb } from '../server/storage/sqlite/db';
import { SqliteItems } from '../server/storage/sqlite/items';
import { percentile, type Figure } from './stats';

const ADMIN = 'B3nch-Lk8jH5gF2dS9aP4oI7uY1tR6eW';
const DAY = 24 * 60 * 60_000;
const FRESH_ITEMS = 100;

/** `items` items past the retention (one vote on every fifth), and a few fresh ones, written in one transaction. */
function fill(file: string, items: number): void {
  const db = openDb(file);
  const old = Date.now() - 100 * DAY;
  db.transaction(() => {
    db.prepare("INSERT INTO keys (id, name, hash, prefix, created_at) VALUES (1, 'bench-old', 'h', 'nf_', 0)").run();
    const item = db.prepare('INSERT INTO items (id, time, json) VALUES (?, ?, ?)');
    const vote = db.prepare("INSERT INTO votes (key_id, news_id, type, time) VALUES (1, ?, 'like', ?)");
    for (let i = 0; i < items; i++) {
      const id = `old-${i}`;
      const time = old - i * 1_000;
      item.run(id, time, JSON.stringify({ _id: id, time, title: `Old headline ${i}` }));
      if (i % 5 === 0) vote.run(id, time);
    }
    for (let i = 0; i < FRESH_ITEMS; i++) {
      const id = `fresh-${i}`;
      item.run(id, Date.now() - i * 60_000, JSON.stringify({ _id: id, time: Date.now() - i * 60_000, title: `Fresh headline ${i}` }));
    }
  })();
  db.close();
}

/**
 * How long one batch holds the database, in this process with nothing else running: the longest a
 * request can wait behind pruning, without the noise of HTTP and a busy machine. Deletes
 * `batches` batches of the oldest items.
 */
async function batchTimes(file: string, batches: number): Promise<number[]> {
  const db = openDb(file);
  const items = new SqliteItems(db);
  const times: number[] = [];
  for (let i = 0; i < batches; i++) {
    const started = performance.now();
    await items.prune(Date.now() - 90 * DAY, BATCH);
    times.push(performance.now() - started);
  }
  db.close();
  return times;
}

/** One client asking in a loop, each request timed from send to the end of its body. */
async function client(ask: () => Promise<Response>, until: () => boolean, into: number[]): Promise<void> {
  while (!until()) {
    const started = performance.now();
    const response = await ask();
    await response.arrayBuffer();
    into.push(performance.now() - started);
  }
}

/**
 * A SQLite database holding `items` items older than the retention, pruned by the service's
 * first pass while two clients ask `/api/news` and vote without pause: the slowest requests
 * during the pass, beside the same clients' requests once it is over.
 */
export async function benchRetention({ items }: { items: number }): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-retention-bench-'));
  const file = join(dir, 'bench.db');
  try {
    const filling = performance.now();
    fill(file, items);
    const filled = (performance.now() - filling) / 1000;
    const batches = await batchTimes(file, 40);
    const service = await spawnService(['--port', '0', '--db', file, '--admin-token', ADMIN, '--retain-days', '90', '--vote-rate', '1000000', '--log-level', 'info']);
    try {
      const key = ((await (await fetch(`${service.url}/admin/keys?name=bench`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { key: string }).key;
      // The pass says how many it deleted and how long it took; read at once, before request lines push it out of the kept log.
      let pass: RegExpExecArray | null = null;
      const passDone = () => (pass ??= /retention: deleted (\d+) items .* in ([\d.]+) s/.exec(service.logs())) !== null;
      const during: number[] = [];
      let votes = 0;
      const vote = () => {
        const n = votes++;
        return fetch(`${service.url}/api/${n % 2 ? 'unlike' : 'like'}?id=fresh-${Math.floor(n / 2) % FRESH_ITEMS}&api_key=${key}`, { method: 'POST' });
      };
      const news = () => fetch(`${service.url}/api/news?limit=50`);
      await Promise.all([client(news, passDone, during), client(vote, passDone, during)]);
      const after: number[] = [];
      const afterUntil = performance.now() + 5_000;
      await Promise.all([client(news, () => performance.now() > afterUntil, after), client(vote, () => performance.now() > afterUntil, after)]);
      const [, pruned, seconds] = pass as unknown as [string, string, string];
      const baseline = `${percentile(after, 99).toFixed(1)} ms p99, ${Math.max(...after).toFixed(1)} ms max after the pass`;
      return [
        { figure: `retention: ${items.toLocaleString('en')} old items (with ${Math.ceil(items / 5).toLocaleString('en')} votes) written in one transaction`, value: filled, unit: 's' },
        { figure: `retention: one batch of ${BATCH} items with their votes, in process: median (max ${Math.max(...batches).toFixed(1)} ms)`, value: percentile(batches, 50), unit: 'ms', budget: '≤ 50 ms' },
        { figure: `retention: items pruned per second (first pass: ${BATCH} a batch, each followed by a pause as long)`, value: Math.round(Number(pruned) / Number(seconds)), unit: 'items/s' },
        { figure: `retention: request latency during the pass, p99 (${during.length} requests: /api/news and votes)`, value: percentile(during, 99), unit: 'ms', budget: '≤ 50 ms', baseline },
        { figure: 'retention: request latency during the pass, max', value: Math.max(...during), unit: 'ms', budget: '≤ 50 ms', baseline },
      ];
    } finally {
      await service.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
