import { parseConfig, usage } from './config';
import { createLogger, redactor } from './log/logger';
import { keptAdminToken } from './access/admin-token';
import { readAiKey } from './ai/ai-key';
import { secretsOf, startServer } from './app';
import { backupSqlite } from './operations/backup';
import { buildInfo } from './operations/build-info';
import { hangup } from './signals/early-signals';
import { RedisBus } from './bus/redis-bus';
import type { BusEvent } from './bus/types';
import { openStorage } from './storage/open';
import type { KeyRepo } from './storage/types';

async function keysCommand(args: string[]): Promise<void> {
  const [action] = args;
  // `list` takes no name: what follows it are options.
  const name = action === 'list' ? undefined : args[1];
  const config = parseConfig(args.slice(action === 'list' ? 1 : 2));
  const storage = await openStorage(config, console.error);
  try {
    const revoked = await keysAction(storage.keys, action, name);
    if (revoked !== undefined && config.bus) await tellNodes(config.bus, config.busSecret!, { type: 'revoke', keyId: revoked });
  } finally {
    await storage.close();
  }
}

/** Running nodes log out a revoked key's sockets when told over their bus. */
async function tellNodes(url: string, secret: string, event: BusEvent): Promise<void> {
  const bus = new RedisBus(url, secret, () => {}, console.error);
  await bus.connected(5_000);
  bus.publish(event);
  await bus.close();
  if (bus.health().queued) console.error('the bus was unreachable: nodes refuse the key from now on, but its open sockets stay logged in until they reconnect');
  else console.log('told the running nodes: its open sockets are logged out');
}

/** Returns the revoked key's id when the action revoked one. */
async function keysAction(keys: KeyRepo, action: string | undefined, name: string | undefined): Promise<number | undefined> {
  if (action === 'add' && name) {
    console.log(await keys.add(name));
  } else if (action === 'list') {
    const rows = (await keys.list()).map((key) => ({
      name: key.name,
      key: `${key.prefix}…`,
      created: new Date(key.createdAt).toISOString(),
      state: key.revokedAt
        ? 'revoked'
        : key.suspendedUntil && key.suspendedUntil > Date.now()
          ? `suspended until ${new Date(key.suspendedUntil).toISOString()}`
          : 'active',
    }));
    if (rows.length) console.table(rows);
    else console.log('no keys yet: npm run server -- keys add NAME');
  } else if (action === 'revoke' && name) {
    const id = await keys.revoke(name);
    if (id === undefined) throw new Error(`no active key named "${name}"`);
    console.log(`revoked ${name}`);
    return id;
  } else {
    throw new Error('keys takes: add NAME | list | revoke NAME');
  }
}

/** `backup FILE [--db …]`: a consistent copy of the running service's SQLite database. */
async function backupCommand(args: string[]): Promise<void> {
  const [target] = args;
  if (!target || target.startsWith('--')) throw new Error('backup takes the file to write: backup FILE [--db data/newsflash.db]');
  const config = parseConfig(args.slice(1));
  let shown = -1;
  await backupSqlite(config.db, target, (percent) => {
    if (percent !== shown) console.error(`backup: ${percent}%`);
    shown = percent;
  });
  console.log(`backed up ${config.db} to ${target}`);
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage());
    return;
  }
  if (argv.includes('--version') || argv.includes('-v')) {
    const { version, commit } = buildInfo();
    console.log(`newsflash ${version} (commit ${commit})`);
    return;
  }
  if (argv[0] === 'keys') return keysCommand(argv.slice(1));
  if (argv[0] === 'backup') return backupCommand(argv.slice(1));
  const given = parseConfig(argv);
  const kept = given.adminTokenGenerated ? keptAdminToken(given.adminTokenFile, given.adminToken) : undefined;
  const aiKey = given.aiEndpoint && given.aiKeyFile ? readAiKey(given.aiKeyFile) : undefined;
  const config = { ...given, ...(kept && { adminToken: kept.token }), ...(aiKey && { aiKey: aiKey.key }) };
  const redact = redactor(secretsOf(config));
  const logger = createLogger(config.logLevel, redact);
  const server = await startServer(config, redact, logger);
  if (kept) {
    logger.info({ file: config.adminTokenFile }, kept.created ? 'admin token generated and written to the file, readable only by this user' : 'admin token read from the file');
    if (kept.looseMode) logger.warn({ file: config.adminTokenFile, mode: kept.looseMode }, 'the admin token file can be read by other users: chmod 600 it');
  }
  if (aiKey?.looseMode) logger.warn({ file: config.aiKeyFile, mode: aiKey.looseMode }, 'the AI key file can be read by other users: chmod 600 it');
  console.log(`listening on ${server.url}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, drainMs: config.drainMs }, 'shutting down: draining');
    server.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.fatal({ err: error instanceof Error ? error : String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // SIGHUP re-reads the sources file; sockets and unchanged sources carry on. One that came while
  // the service started (held since the first moment: early-signals.ts) is applied now.
  hangup.ready(() => {
    // While draining, sources are stopping: a reload must not start them again.
    if (closing) return;
    const outcome = server.reloadSources();
    if (!outcome) logger.warn('SIGHUP: no sources file is configured (--sources), nothing to re-read');
    else if (outcome.ok) logger.info({ sources: outcome.sources }, 'sources file re-read');
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`newsflash server: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Run `npm run server -- --help` for the options.');
  process.exit(2);
});
