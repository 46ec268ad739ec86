// One load-client process for the service bench: opens its share of sockets across the nodes,
// then records how long each item took from publication to arrival. Several of these run at once
// so that no one client's event loop queueing dominates the figure.
import { WebSocket } from 'ws';

interface Start {
  urls: string[];
  sockets: number;
}

/** Per node (its index in `urls`), so one run can compare the service's sockets with the floor's. */
const latencies: number[][] = [];

async function open(urls: string[], count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // In batches, so the accept queue is not the thing being measured.
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) => new WebSocket(`${urls[(i + j) % urls.length]!.replace('http', 'ws')}/ws`));
    await Promise.all(batch.map((ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))));
    sockets.push(...batch);
  }
  for (const [i, ws] of sockets.entries()) {
    const mine = (latencies[i % urls.length] ??= []);
    // Only the receive time is taken per frame, so the client's own work stays out of the figure.
    ws.on('message', (data: Buffer) => mine.push(Date.now() - Number(/"time":(\d+)/.exec(data.toString('latin1'))![1])));
  }
  return sockets;
}

let sockets: WebSocket[] = [];
process.on('message', (message: { start?: Start; stop?: true }) => {
  if (message.start) {
    open(message.start.urls, message.start.sockets).then(
      (opened) => {
        sockets = opened;
        process.send!({ ready: opened.length });
      },
      (error: unknown) => process.send!({ error: String(error) }),
    );
  } else if (message.stop) {
    for (const ws of sockets) ws.terminate();
    process.send!({ latencies }, undefined, {}, () => process.exit(0));
  }
});
