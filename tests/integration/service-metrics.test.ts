import { spawnSync } from 'node:child_process';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend, openSocket, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** promtool, from Debian's prometheus package, when this machine has it. */
const promtool = spawnSync('promtool', ['--version']).status === 0;

describe('/metrics', () => {
  let service: Service;
  afterEach(() => service?.close());

  const scrape = async () => {
    const response = await fetch(`${service.url}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** One value read back through a real parser of the text format. */
  const value = (text: string, name: string, labels: Record<string, string> = {}) => {
    const family = parsePrometheusTextFormat(text).find((entry) => entry.name === name);
    const sample = family?.metrics.find((metric) => Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted));
    return sample && (family!.type === 'HISTOGRAM' ? Number(sample.count) : Number(sample.value));
  };

  it('states sockets, fan-out, votes by outcome, responses, the outbox, storage and bus in Prometheus text format', async () => {
    service = await startTestService({ voteRate: 6, suspendAfter: 100 });
    const key = await service.admin.addKey('counted');
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ user: expect.anything() })));
    const id = await service.admin.publishOk();
    const vote = (action: string) => fetch(`${service.url}/api/${action}?id=${id}&api_key=${key}`, { method: 'POST' });
    expect((await vote('like')).status).toBe(200);
    expect((await vote('like')).status).toBe(200);
    // The bucket holds three at 6 a minute: the fourth vote is refused.
    await vote('dislike');
    expect((await vote('like')).status).toBe(429);

    const text = await scrape();
    expect(value(text, 'newsflash_sockets', { path: '/ws' })).toBe(1);
    expect(value(text, 'newsflash_fanout_seconds')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'newsflash_votes_total', { outcome: 'changed' })).toBe(2);
    expect(value(text, 'newsflash_votes_total', { outcome: 'unchanged' })).toBe(1);
    expect(value(text, 'newsflash_votes_total', { outcome: 'rate_limited' })).toBe(1);
    expect(value(text, 'newsflash_http_responses_total', { status: '429' })).toBe(1);
    expect(value(text, 'newsflash_storage_up')).toBe(1);
    expect(value(text, 'newsflash_bus_up')).toBe(1);
    expect(value(text, 'newsflash_outbox_depth')).toBe(0);
    expect(value(text, 'newsflash_outbox_oldest_age_seconds')).toBe(0);
    expect(value(text, 'newsflash_process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const family of parsePrometheusTextFormat(text)) expect(family.name).toMatch(/^newsflash_/);
    // The votes' frames may still be on their way to Redis as the page is read: the queue drains, not is empty at once.
    if (backend === 'postgres') await vi.waitFor(async () => expect(value(await scrape(), 'newsflash_bus_queue')).toBe(0));
    socket.ws.close();
  });

  it.runIf(promtool)('passes promtool check metrics (Debian\'s prometheus)', async () => {
    service = await startTestService();
    const check = spawnSync('promtool', ['check', 'metrics'], { input: await scrape(), encoding: 'utf8' });
    // It parses everything; its only lint notes are on three of prom-client's own default gauges,
    // named `…_total` by that library.
    const problems = (check.stdout + check.stderr).split('\n').filter((line) => line && !/^newsflash_nodejs_active_(handles|requests|resources)_total non-counter/.test(line));
    expect(problems).toEqual([]);
  });
});
