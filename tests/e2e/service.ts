import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/devkit/free-port';
import { spawnService, type SpawnedService } from '@/devkit/spawn-service';
import { placeBeside, startPriceStandIns, type PriceStandIns } from '@/devkit/stand-ins/price-stand-ins';
import { Admin, ADMIN } from '@/tests/integration/helpers/local-service';

/**
 * The local service as a real process on a fixed port and file database, so it can be restarted,
 * with Binance's and Bybit's price streams stood in beside it (the extension configured for it
 * streams prices from them).
 */
export class E2eService {
  private process?: SpawnedService;
  private readonly dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-e2e-'));
  readonly published: string[] = [];
  url = '';
  admin!: Admin;
  prices?: PriceStandIns;
  private unplace?: () => void;

  constructor(
    private readonly extraArgs: string[] = [],
    private readonly priceTickMs = 1_000,
  ) {}

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
      ...this.extraArgs,
    ]);
    this.url = this.process.url;
    this.admin = new Admin(this.url);
    // Kept across restarts, as an exchange does not restart with the service.
    this.prices ??= await startPriceStandIns({ intervalMs: this.priceTickMs });
    this.unplace = placeBeside(this.url, this.prices.sources);
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  async publish(item: Record<string, unknown> = {}): Promise<string> {
    const id = await this.admin.publishOk({ title: `Headline ${this.published.length + 1}`, ...item });
    // The exchange stand-ins quote what the item was published at, as an exchange would have.
    if (typeof item.firstPrice === 'object' && item.firstPrice !== null) this.prices?.seed(item.firstPrice as Record<string, unknown>);
    this.published.push(id);
    return id;
  }

  /** Pages streaming prices from the exchange stand-ins right now. */
  async priceClients(): Promise<number> {
    return (this.prices?.binance.counts().clients ?? 0) + (this.prices?.bybit.counts().clients ?? 0);
  }

  /** Holds a symbol at one price on the exchange stand-ins. */
  pinPrice(symbol: string, price: number): void {
    this.prices?.pin(symbol, price);
  }

  async dispose(): Promise<void> {
    await this.stop();
    this.unplace?.();
    await this.prices?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
