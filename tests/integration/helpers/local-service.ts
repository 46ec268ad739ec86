import { inject } from 'vitest';
import { WebSocket } from 'ws';
import { BUS_SECRET, createDatabase, freshRedisDatabase } from '@/devkit/private-databases';
import { NO_NAMES_LIST } from '@/devkit/spawn-service';
import { startServer, type RunningServer } from '@/server/app';
import { defaults, type ServerConfig } from '@/server/config';

export const ADMIN = 'g7T1vraiWjM4MqgNQNzvjjzthmkX8Drr';

/** The `integration-pg` project runs the same service tests on PostgreSQL + Redis (vitest.config.ts). */
export const backend = process.env.NEWSFLASH_TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite';

/**
 * Where one test service (or one cluster of nodes) keeps its data: SQLite at `file`, or a fresh
 * PostgreSQL database and Redis bus of its own on the run's private servers.
 */
export async function storageFor(file = ':memory:'): Promise<{ db: string; bus?: string; busSecret?: string }> {
  if (backend === 'sqlite') return { db: file };
  return { db: await createDatabase(inject('postgresUrl')), bus: await freshRedisDatabase(inject('redisUrl')), busSecret: BUS_SECRET };
}

/** The same as command-line flags, for a service run as its own process. */
export const storageArgs = (storage: { db: string; bus?: string }) => ['--db', storage.db, ...(storage.bus ? ['--bus', storage.bus, '--bus-secret', BUS_SECRET] : [])];

/** The real service in this process, on a random port, with a database of its own. */
export async function startTestService(overrides: Partial<ServerConfig> = {}): Promise<RunningServer & { admin: Admin }> {
  const server = await startServer({
    ...defaults,
    port: 0,
    ...(await storageFor()),
    adminToken: ADMIN,
    adminTokenGenerated: false,
    anonDelayMs: 0,
    // No exchange or names list is reached from a test unless it points the service at a stand-in.
    coins: false,
    coinNamesApi: NO_NAMES_LIST,
    bybitApi: NO_NAMES_LIST,
    logLevel: 'silent',
    ...overrides,
  });
  return Object.assign(server, { admin: new Admin(server.url) });
}

/** Calls the service's admin API the way an operator would. */
export class Admin {
  constructor(readonly url: string) {}

  async addKey(name: string): Promise<string> {
    const response = await fetch(`${this.url}/admin/keys?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    if (response.status !== 201) throw new Error(`addKey: HTTP ${response.status}`);
    return ((await response.json()) as { key: string }).key;
  }

  async listKeys(): Promise<{ name: string; revokedAt: number | null; suspendedUntil: number | null }[]> {
    const response = await fetch(`${this.url}/admin/keys`, { headers: { authorization: `Bearer ${ADMIN}` } });
    if (response.status !== 200) throw new Error(`listKeys: HTTP ${response.status}`);
    return (await response.json()) as { name: string; revokedAt: number | null; suspendedUntil: number | null }[];
  }

  async revokeKey(name: string): Promise<void> {
    const response = await fetch(`${this.url}/admin/keys?name=${encodeURIComponent(name)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    if (response.status !== 200) throw new Error(`revokeKey: HTTP ${response.status}`);
  }

  async publish(item: Record<string, unknown>): Promise<Response> {
    return fetch(`${this.url}/admin/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify(item),
    });
  }

  async publishOk(item: Record<string, unknown> = {}): Promise<string> {
    const response = await this.publish({ title: 'Test headline', ...item });
    if (response.status !== 201) throw new Error(`publish: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { _id: string })._id;
  }
}

/** A raw client socket that records every text frame it receives. */
export async function openSocket(url: string): Promise<{ ws: WebSocket; frames: string[]; json: () => unknown[] }> {
  const ws = new WebSocket(url);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames, json: () => frames.filter((frame) => frame !== 'pong').map((frame) => JSON.parse(frame) as unknown) };
}

export { spawnService } from '@/devkit/spawn-service';
