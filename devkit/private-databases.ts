import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * Private PostgreSQL and Redis servers for tests, the demo and the bench: each on a random
 * loopback port with its data in a temporary folder, stopped and removed afterwards. They use
 * Debian's `postgresql` and `redis-server` packages (devkit/debian-packages.mjs installs them).
 *
 * Neither trusts the machine's other accounts: PostgreSQL's superuser could run programs as the
 * developer (`COPY … FROM PROGRAM`), and Redis's data steers the service. Each gets a random
 * password, written only to files in its 0700 folder (never on a command line, which `ps` shows
 * to everyone); PostgreSQL's socket lives in that folder too.
 */

/** A password for one private server: 32 URL-safe characters. */
const password = () => randomBytes(24).toString('base64url');

/** The secret this process's nodes sign bus events with: the nodes of one cluster share it. */
export const BUS_SECRET = password();

/** A PostgreSQL program (`pg_dump`, `initdb`…) of the newest installed major version. */
export const postgresProgram = (name: string) => join(postgresBin(), name);

/** Debian installs PostgreSQL's server programs by major version, off the PATH. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root; as root, its programs run as the `postgres` user the package made. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PrivatePostgres {
  /** The superuser's address of the `postgres` database, password included (SCRAM on loopback and the socket). */
  url: string;
  /** A new empty database on this server, as a URL. */
  createDatabase(): Promise<string>;
  /** Stops the server, keeping its data (as a crash or a maintenance stop would). */
  halt(): void;
  /** Starts it again on the same port with the same data. */
  resume(): void;
  stop(): Promise<void>;
}

export async function startPostgres(options: { durable?: boolean } = {}): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const result = spawnSync(join(bin, program), args, { ...user, cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
  };
  const secret = password();
  const pwfile = join(dir, 'pwfile');
  writeFileSync(pwfile, `${secret}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '--no-sync', '-E', 'UTF8', '--locale=C']);
  rmSync(pwfile);
  // Tests and the demo do not need durability across a power cut; the bench asks for it.
  const speed = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${speed}`;
  const resume = () => run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions]);
  const halt = () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
  resume();
  const url = `postgres://postgres:${secret}@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: () => createDatabase(url),
    halt,
    resume,
    async stop() {
      try {
        halt();
      } catch {
        // Already stopped (a test that halted it and failed before resuming).
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** A Redis database number no one else in this server uses yet, as a URL: one per cluster. */
  freshDatabase(): Promise<string>;
  halt(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-redis-'));
  const port = await freePort();
  const secret = password();
  const conf = join(dir, 'redis.conf');
  writeFileSync(conf, `port ${port}\nbind 127.0.0.1\nsave ""\nappendonly no\ndatabases 10000\ndir ${dir}\nrequirepass ${secret}\n`, { mode: 0o600 });
  let child: ChildProcess | undefined;
  const resume = async () => {
    child = spawn('redis-server', [conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    const started = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('error', (error) => reject(new Error(`redis-server could not start (${error.message}): apt-get install -y redis-server`)));
      started.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}: ${output.trim().slice(-500)}`)));
    });
    started.stdout!.resume();
  };
  const halt = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await resume();
  const url = `redis://:${secret}@127.0.0.1:${port}`;
  return {
    url,
    freshDatabase: () => freshRedisDatabase(url),
    halt,
    resume,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let created = 0;

/** A new empty database on the server at `adminUrl` (a superuser's address), as a URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `newsflash_${process.pid}_${Date.now()}_${++created}`;
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A Redis database number no cluster on this server has had yet, numbered by a counter in database 0. */
export async function freshRedisDatabase(serverUrl: string): Promise<string> {
  const counter = new Redis(serverUrl);
  try {
    return `${serverUrl}/${1 + ((await counter.incr('newsflash:next-database')) % 9_999)}`;
  } finally {
    counter.disconnect();
  }
}
