import { describe, expect, it } from 'vitest';
import { fetchIcon, MAX_ICON_BYTES, type IconFetch, type IconRequest } from './notification-icon';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);

/** A host that answers every request with `response`, and remembers how it was asked. */
function host(response: () => Response) {
  const requests: { url: string; init: IconRequest }[] = [];
  const fetch: IconFetch = async (url, init) => {
    requests.push({ url, init });
    return response();
  };
  return { fetch, requests };
}

const decoded = (dataUrl: string | undefined) => (dataUrl ? new Uint8Array(Buffer.from(dataUrl.split(',')[1]!, 'base64')) : undefined);

describe('fetchIcon', () => {
  it('a small image comes back as a data URL of the same bytes, asked for without cookies or referrer', async () => {
    const { fetch, requests } = host(() => new Response(PNG, { headers: { 'content-type': 'image/png; charset=binary' } }));
    const icon = await fetchIcon('https://pbs.twimg.com/a.png', fetch);
    expect(icon).toMatch(/^data:image\/png;base64,/);
    expect(decoded(icon)).toEqual(PNG);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: 'https://pbs.twimg.com/a.png', init: { credentials: 'omit', referrerPolicy: 'no-referrer' } });
  });

  it('one byte past the budget is refused (the notification shows ours); exactly the budget is kept', async () => {
    const big = (size: number) => host(() => new Response(new Uint8Array(size), { headers: { 'content-type': 'image/jpeg' } })).fetch;
    expect(await fetchIcon('https://x.example/a.jpg', big(MAX_ICON_BYTES + 1))).toBeUndefined();
    expect(decoded(await fetchIcon('https://x.example/a.jpg', big(MAX_ICON_BYTES)))?.length).toBe(MAX_ICON_BYTES);
  });

  it('anything but a drawable image, an error status or a failed request gives undefined', async () => {
    const answer = (body: BodyInit, type: string, status = 200) => host(() => new Response(body, { status, headers: { 'content-type': type } })).fetch;
    expect(await fetchIcon('https://x.example/a', answer('<svg/>', 'image/svg+xml'))).toBeUndefined();
    expect(await fetchIcon('https://x.example/a', answer('<html>', 'text/html'))).toBeUndefined();
    expect(await fetchIcon('https://x.example/a', answer(PNG, 'image/png', 404))).toBeUndefined();
    expect(await fetchIcon('https://x.example/a', () => Promise.reject(new TypeError('CORS refused')))).toBeUndefined();
  });

  it('a host that never finishes answering is given up on after the timeout', async () => {
    const stalled: IconFetch = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(PNG);
            init.signal.addEventListener('abort', () => controller.error(init.signal.reason));
          },
        }),
        { headers: { 'content-type': 'image/png' } },
      );
    expect(await fetchIcon('https://slow.example/a.png', stalled, 20)).toBeUndefined();
  });
});
