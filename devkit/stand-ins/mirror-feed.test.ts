import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedFeedServer } from './feed-socket-server';
import { MirrorFeed } from './mirror-feed';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('MirrorFeed', () => {
  const source = new ScriptedFeedServer();
  let mirror: MirrorFeed | undefined;
  afterEach(async () => {
    await mirror?.stop();
    await source.close();
  });

  it("republishes the followed feed's items with their ids, logged in with the key it was given, and ignores what is not an item", async () => {
    const address = await source.listen();
    const offsets: number[] = [];
    mirror = new MirrorFeed(() => (offsets.push(0), 0));
    await mirror.start(`ws://${address}/ws`, 'mirror-key');
    await until(() => source.logins.includes('mirror-key'));
    source.sendRaw('not json');
    source.sendRaw(JSON.stringify({ time: 1 }));
    source.publish({ _id: 'shared-1', title: 'Same news', time: 1_700_000_000_000 });
    await until(() => mirror!.republished === 1);
    expect(mirror.server.published).toEqual([{ _id: 'shared-1', title: 'Same news', time: 1_700_000_000_000 }]);
    expect(offsets).toHaveLength(1);
  });
});
