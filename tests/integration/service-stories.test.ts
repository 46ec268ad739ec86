import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSocket, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** Story grouping past its bounds, in the running service: the hostile items are published, the rest is unharmed. */
describe('local service: stories', () => {
  let service: Service;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const storiesOf = async () => new Map(((await (await fetch(`${service.url}/api/news`)).json()) as { _id: string; story?: string }[]).map((item) => [item._id, item.story]));

  it('publishes items whose `en` holds 200,000 distinct words, and groups ordinary news around them as ever', async () => {
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const first = await service.admin.publishOk({ title: 'Upbit suspends deposits of Celo for network upgrade', url: 'https://upbit.com/notice?id=7' });
    const hostile: string[] = [];
    for (let n = 0; n < 5; n++) {
      const en = Array.from({ length: 200_000 }, (_, i) => `w${n}x${i}`).join(' ');
      hostile.push(await service.admin.publishOk({ title: `Flood ${n}`, en }));
    }
    const like = await service.admin.publishOk({ title: 'UPBIT: Upbit suspends deposits of Celo for a network upgrade' });
    const sameLink = await service.admin.publishOk({ title: 'Upbit notice', url: 'https://www.upbit.com/notice?id=7&utm_source=x' });
    const stories = await storiesOf();
    expect([stories.get(first), stories.get(like), stories.get(sameLink)]).toEqual([undefined, first, first]);
    expect(hostile.map((id) => stories.get(id))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ _id: sameLink, story: first })));
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });
});
