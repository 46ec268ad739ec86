import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the system takes the local ports of outgoing connections (Linux's default when it cannot
 * be read). A port the kernel handed out would do once, but a process that is restarted on it may
 * find a browser's connection holding it meanwhile: with two test lanes running, that happened.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the default range below.
  }
  return [32768, 60999];
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port nothing listens on now, for a process that must keep its port across restarts: chosen at
 * random below the range outgoing connections take theirs from, so none of them can hold it while
 * the process is down.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = Math.max(1024, low - 12_000);
  for (let tries = 0; tries < 50; tries++) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${floor} and ${low - 1} after 50 tries`);
}
