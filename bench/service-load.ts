import { WebSocket } from 'ws';
import { spawnService } from '../server/spawn';
import { percentile, type Figure } from './stats';

const ADMIN = 'bench-admin';

async function openMany(url: string, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // Open in batches so the accept queue is not the thing being measured.
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, () => new WebSocket(url));
    await Promise.all(batch.map((ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))));
    sockets.push(...batch);
  }
  return sockets;
}

/** The local service's socket fan-out latency with many sockets, and its vote throughput. */
export async function benchService(sockets = 1_000, items = 50): Promise<Figure[]> {
  const service = await spawnService(['--port', '0', '--db', ':memory:', '--admin-token', ADMIN, '--anon-delay', '0', '--vote-rate', '100000000']);
  const admin = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
  try {
    const clients = await openMany(`${service.url.replace('http', 'ws')}/ws`, sockets);
    const latencies: number[] = [];
    for (const ws of clients) {
      // Only the receive time is taken per frame, so the bench client's own work stays out of the figure.
      ws.on('message', (data: Buffer) => latencies.push(Date.now() - Number(/"time":(\d+)/.exec(data.toString('latin1'))![1])));
    }
    for (let i = 0; i < items; i++) {
      await fetch(`${service.url}/admin/news`, { method: 'POST', headers: admin, body: JSON.stringify({ title: `bench ${i}`, time: Date.now() }) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deadline = Date.now() + 10_000;
    while (latencies.length < sockets * items && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = latencies.length;
    for (const ws of clients) ws.terminate();

    const keys = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${service.url}/admin/keys?name=bench${i}`, { method: 'POST', headers: admin });
        return ((await response.json()) as { key: string }).key;
      }),
    );
    const ids = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${service.url}/admin/news`, { method: 'POST', headers: admin, body: JSON.stringify({ title: `vote ${i}` }) });
        return ((await response.json()) as { _id: string })._id;
      }),
    );
    let votes = 0;
    const started = Date.now();
    const until = started + 3_000;
    await Promise.all(
      keys.map(async (key, k) => {
        for (let n = 0; Date.now() < until; n++) {
          const action = n % 2 ? 'dislike' : 'like';
          const response = await fetch(`${service.url}/api/${action}?id=${ids[(k + n) % ids.length]}&api_key=${key}`, { method: 'POST' });
          await response.arrayBuffer();
          if (response.ok) votes++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    return [
      { figure: 'service: concurrent sockets held', value: sockets, unit: 'sockets', budget: '≥ 1000' },
      { figure: 'service: items delivered', value: `${delivered}/${sockets * items}`, unit: '' },
      { figure: 'service: fan-out latency p50', value: percentile(latencies, 50), unit: 'ms' },
      { figure: 'service: fan-out latency p99', value: percentile(latencies, 99), unit: 'ms', budget: '< 50 ms' },
      { figure: 'service: votes per second (20 keys)', value: votes / seconds, unit: 'votes/s' },
    ];
  } finally {
    await service.stop();
  }
}
