import { createServer, get, Agent, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerBudget } from './answer-budget';
import { SendBudget } from './send-budget';

const MiB = 1024 * 1024;
/** One answer's body, shared: the test's own memory stays small whatever the service would queue. */
const PAGE = 'x'.repeat(MiB);

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A node:http server answering every request with PAGE, its answers under `budget`, on a random loopback port. */
async function serve(budget: SendBudget): Promise<{ port: number; connections: Socket[] }> {
  const answers = answerBudget(budget, (request) => request.socket.remoteAddress ?? '');
  // Answered a turn later, as a database read would be.
  server = createServer({ ServerResponse: answers.ServerResponse, keepAlive: true }, (_request, response) => void setImmediate(() => response.end(PAGE)));
  answers.watch(server);
  const connections: Socket[] = [];
  server.on('connection', (socket: Socket) => void connections.push(socket));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return { port: (server.address() as AddressInfo).port, connections };
}

/** One request read whole over `agent`: the body's length. */
const fetchLength = (port: number, agent: Agent) =>
  new Promise<number>((done, fail) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => done(length));
    }).on('error', fail);
  });

describe('HTTP answers under the send budget', () => {
  it('counts the answers pipelined requests queue behind the first: a connection past its address budget is cut, a reader beside it answered', async () => {
    const budget = new SendBudget({ total: 64 * MiB, perAddress: 16 * MiB });
    const { port, connections } = await serve(budget);
    // 64 requests in one write, never read: 64 MiB of answers, most of them waiting behind the first.
    const attacker = connect(port, '127.0.0.1');
    attacker.pause();
    await new Promise((connected) => attacker.once('connect', connected));
    attacker.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(64));
    attacker.on('error', () => undefined);
    while (connections.length === 0) await new Promise((turn) => setImmediate(turn));
    await new Promise((closed) => connections[0]!.once('close', closed));
    expect(budget.counts().cut).toBe(1);
    // The same address, reading as it is sent: every answer whole.
    const agent = new Agent({ keepAlive: true });
    const lengths = [await fetchLength(port, agent), await fetchLength(port, agent), await fetchLength(port, agent)];
    agent.destroy();
    attacker.destroy();
    expect(lengths).toEqual([MiB, MiB, MiB]);
    expect(budget.counts().cut).toBe(1);
  });
});
