import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../server/entry.ts', import.meta.url));

export interface SpawnedService {
  url: string;
  child: ChildProcess;
  /** What the service wrote to stderr (its log) so far, up to the last megabyte. */
  logs(): string;
  stop(): Promise<void>;
}

/** Flags whose values are secrets (passwords inside URLs, tokens): passed in the environment instead. */
const SECRET_FLAGS = ['--db', '--bus', '--bus-secret', '--admin-token'];

/**
 * Moves secret flags to their NEWSFLASH_* variables: a command line is readable by every account
 * on the machine (`ps`), a process's environment only by its owner.
 */
export function secretsToEnv(args: string[]): { args: string[]; env: Record<string, string> } {
  const kept: string[] = [];
  const env: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    if (SECRET_FLAGS.includes(flag) && i + 1 < args.length) env[`NEWSFLASH_${flag.slice(2).toUpperCase().replaceAll('-', '_')}`] = args[++i]!;
    else kept.push(flag);
  }
  return { args: kept, env };
}

/**
 * A loopback port nothing listens on: a service run by a test or the demo reads no names list (nor Bybit's candles) from the
 * internet unless told where one is.
 */
export const NO_NAMES_LIST = 'http://127.0.0.1:1';

/**
 * Runs the service as its own process (as `npm run server` does) and resolves with its address
 * once it prints the documented `listening on` line. It reaches no exchange unless the arguments
 * say `--coins` (with stand-in addresses, in tests and the demo), and no names list unless they
 * say `--coin-names-api`.
 */
export async function spawnService(args: string[], stderr: 'inherit' | 'ignore' | 'pipe' = 'pipe'): Promise<SpawnedService> {
  const secret = secretsToEnv(args);
  // The tests' runs bundle the service once (tests/integration/helpers/service-bundle.setup.ts): a start from source spends seconds in tsx.
  const code = process.env.NEWSFLASH_SERVICE_MAIN ? [process.env.NEWSFLASH_SERVICE_MAIN] : ['--import', 'tsx', main];
  const child = spawn(process.execPath, [...code, ...secret.args], { stdio: ['ignore', 'pipe', stderr], env: { NEWSFLASH_COINS: 'false', NEWSFLASH_COIN_NAMES_API: NO_NAMES_LIST, NEWSFLASH_BYBIT_API: NO_NAMES_LIST, ...process.env, ...secret.env } });
  // A pipe nobody reads fills up and blocks the service: it is read, and its last megabyte kept.
  const chunks: string[] = [];
  let kept = 0;
  child.stderr?.on('data', (chunk: Buffer) => {
    chunks.push(chunk.toString());
    for (kept += chunk.length; kept > 1_000_000 && chunks.length > 1; ) kept -= chunks.shift()!.length;
  });
  const tail = () => chunks.join('');
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^listening on (http:\/\/[^\s]+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited with code ${code} before listening${kept ? `:\n${tail().trim().slice(-2_000)}` : ''}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, logs: tail, stop };
}
