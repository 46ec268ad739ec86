import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/devkit/free-port';
import { spawnService, type SpawnedService } from '@/devkit/spawn-service';
import { Admin, ADMIN } from '@/tests/integration/helpers/local-service';

/** The local service as a real process on a fixed port and file database, so it can be restarted. */
export class E2eService {
  private process?: SpawnedService;
  private readonly dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-e2e-'));
  readonly published: string[] = [];
  url = '';
  admin!: Admin;

  constructor(private readonly extraArgs: string[] = []) {}

  async start(): Promise<void> {
    const port = this.url ? Number(new URL(this.url).port) : await freePort();
    this.process = await spawnService([
      '--port',
      String(port),
      '--db',
      join(this.dir, 'feed.db'),
      '--admin-token',
      ADMIN,
      '--anon-delay',
      '0',
      '--price-stand-in',
      ...this.extraArgs,
    ]);
    this.url = this.process.url;
    this.admin = new Admin(this.url);
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  async publish(item: Record<string, unknown> = {}): Promise<string> {
    const id = await this.admin.publishOk({ title: `Headline ${this.published.length + 1}`, ...item });
    this.published.push(id);
    return id;
  }

  /** Pages streaming prices from the service's stand-in right now. */
  async priceClients(): Promise<number> {
    return ((await (await fetch(`${this.url}/healthz`)).json()) as { prices: { clients: number } }).prices.clients;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
