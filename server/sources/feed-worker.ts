// The feed reader's worker thread (feed-reader.ts): reads one document at a time, off the service's main thread.
import { parentPort } from 'node:worker_threads';
import { feedEntries } from './feed-entries';
import type { WorkerMessage } from './feed-reader';
import type { UnreadableCounts } from './unreadable';

const port = parentPort!;
const say = (message: WorkerMessage) => port.postMessage(message);
port.on('message', ({ document, now, address }: { document: string; now: number; address?: string }) => {
  try {
    let unreadable: UnreadableCounts = {};
    const entries = feedEntries(document, now, address, (counts) => (unreadable = counts));
    say({ entries, unreadable });
  } catch (error) {
    say({ error: error instanceof Error ? error.message : String(error) });
  }
});
say({ ready: true });
