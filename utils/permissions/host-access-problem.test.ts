import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER } from '@/utils/base/endpoints';
import { hostAccessProblem, type HasOrigin } from './host-access-problem';

/** A browser holding exactly these grants, recording what it was asked. */
function browserGranting(...granted: string[]) {
  const asked: string[] = [];
  const hasOrigin: HasOrigin = async (pattern) => (asked.push(pattern), granted.includes(pattern));
  return { asked, hasOrigin };
}

describe('hostAccessProblem', () => {
  it('names the saved API address when its host is not granted', async () => {
    const { asked, hasOrigin } = browserGranting();
    expect(await hostAccessProblem({ serverAddress: 'http://127.0.0.1:8080', overrides: {} }, hasOrigin)).toEqual({ code: 'no-host-access', address: 'http://127.0.0.1:8080' });
    expect(asked).toEqual(['http://127.0.0.1/*']);
  });

  it('says nothing when the host is granted, whatever the port', async () => {
    const { hasOrigin } = browserGranting('http://localhost/*');
    expect(await hostAccessProblem({ serverAddress: 'http://localhost:9000/news', overrides: {} }, hasOrigin)).toBeUndefined();
  });

  it('checks the API override, not the server address', async () => {
    const { asked, hasOrigin } = browserGranting('https://news.example/*');
    const saved = { serverAddress: 'https://news.example', overrides: { apiUrl: 'https://api.example/v1' } };
    expect(await hostAccessProblem(saved, hasOrigin)).toEqual({ code: 'no-host-access', address: 'https://api.example' });
    expect(asked).toEqual(['https://api.example/*']);
  });

  it('never asks about the public service, which the manifest grants', async () => {
    const { asked, hasOrigin } = browserGranting();
    expect(await hostAccessProblem({ serverAddress: DEFAULT_SERVER, overrides: {} }, hasOrigin)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('leaves an unusable address to the connector', async () => {
    const { asked, hasOrigin } = browserGranting();
    expect(await hostAccessProblem({ serverAddress: 'http://news.example', overrides: {} }, hasOrigin)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('claims nothing when the browser cannot answer', async () => {
    const failing: HasOrigin = () => Promise.reject(new Error('no permissions API'));
    expect(await hostAccessProblem({ serverAddress: 'http://127.0.0.1', overrides: {} }, failing)).toBeUndefined();
  });
});
