import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface SpawnedService {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs the service as its own process (as `npm run server` does) and resolves with its address
 * once it prints the documented `listening on` line.
 */
export async function spawnService(args: string[], stderr: 'inherit' | 'ignore' | 'pipe' = 'pipe'): Promise<SpawnedService> {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], { stdio: ['ignore', 'pipe', stderr] });
  // A pipe nobody reads fills up and blocks the service; keep only the tail, to explain a failed start.
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-2_000)));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^listening on (http:\/\/[^\s]+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited with code ${code} before listening${tail ? `:\n${tail.trim()}` : ''}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}
