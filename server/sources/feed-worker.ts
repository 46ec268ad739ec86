// The feed reader's worker thread (feed-reader.ts): reads one document or JSON answer at a time, off the service's main thread.
import { parentPort } from 'node:worker_threads';
import { feedEntries } from './feed-entries';
import type { WorkerMessage, WorkerRequest } from './feed-reader';
import { pickList, readBoundedJson } from '../outbound/json-bounds';
import type { UnreadableCounts } from './unreadable';

const port = parentPort!;
const say = (message: WorkerMessage) => port.postMessage(message);
port.on('message', (request: WorkerRequest) => {
  try {
    if ('json' in request) say({ picked: pickList(readBoundedJson(request.json, request.what), request.pick) });
    else {
      let unreadable: UnreadableCounts = {};
      const entries = feedEntries(request.document, request.now, request.address, (counts) => (unreadable = counts));
      say({ entries, unreadable });
    }
  } catch (error) {
    say({ error: error instanceof Error ? error.message : String(error) });
  }
});
say({ ready: true });
