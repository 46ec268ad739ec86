import { createInterface } from 'node:readline';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '../devkit/stand-ins/jetstream';
import { startOrigin } from '../devkit/stand-ins/origin-server';

/**
 * A Jetstream stand-in and its AppView flooding one account's posts, run as its own process by
 * the floods bench (floods.ts): the stand-in replays everything past a cursor at once on every
 * reconnect, which would stall a reader timed in the same process. Prints `ready <jetstream>
 * <appView> <handle>`; on a line `flood <per second>` on stdin posts that many a second (in 10 ms
 * ticks) until `stop`, then prints `sent <count>` and exits.
 */
const ACCOUNT: StandInAccount = { did: 'did:plc:floodbench0000000000000', handle: 'flood.bsky.social', displayName: 'Flood' };
const jetstream = new JetstreamStandIn();
await jetstream.start();
const appView = await startOrigin((path) => (path === '/xrpc/app.bsky.actor.getProfiles' ? { body: profilesAnswer([ACCOUNT], [ACCOUNT.handle]), type: 'application/json' } : undefined));
let sent = 0;
let ticker: NodeJS.Timeout | undefined;
console.log(`ready ${jetstream.url} ${appView.url} ${ACCOUNT.handle}`);
for await (const line of createInterface({ input: process.stdin })) {
  const [command, arg] = line.split(' ');
  if (command === 'flood') {
    const perTick = Number(arg) / 100;
    ticker = setInterval(() => {
      for (let i = 0; i < perTick; i++) jetstream.post(ACCOUNT.did, `Flood post ${++sent}: $BTC and ETH moving at ${Date.now()}`);
    }, 10);
  }
  if (command === 'stop') break;
}
clearInterval(ticker);
console.log(`sent ${sent}`);
await jetstream.stop();
await appView.close();
process.exit(0);
