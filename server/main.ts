import { parseConfig, usage } from './config';
import { startServer } from './app';
import { openStorage } from './storage/open';
import type { KeyRepo } from './storage/types';

async function keysCommand(args: string[]): Promise<void> {
  const [action, name, ...rest] = args;
  const config = parseConfig(rest);
  const storage = await openStorage(config.db, config, { perMinute: config.voteRate, suspendAfter: config.suspendAfter }, console.error);
  try {
    await keysAction(storage.keys, action, name);
  } finally {
    await storage.close();
  }
}

async function keysAction(keys: KeyRepo, action: string | undefined, name: string | undefined): Promise<void> {
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
    if ((await keys.revoke(name)) === undefined) throw new Error(`no active key named "${name}"`);
    console.log(`revoked ${name}`);
  } else {
    throw new Error('keys takes: add NAME | list | revoke NAME');
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage());
    return;
  }
  if (argv[0] === 'keys') return keysCommand(argv.slice(1));
  const config = parseConfig(argv);
  const server = await startServer(config);
  if (config.adminTokenGenerated) console.error(`admin token (generated for this run): ${config.adminToken}`);
  console.log(`listening on ${server.url}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`newsflash server: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Run `npm run server -- --help` for the options.');
  process.exit(2);
});
