import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { likesAtService } from './demo-service';

describe('likesAtService', () => {
  it('looks the item up by its id, not by the title a card shows, and reads anything else as no likes', async () => {
    const http = fakeFetch((url) => {
      const id = url.searchParams.get('id');
      if (id === 'n 1/2') return jsonResponse({ _id: 'n 1/2', title: 'Binance Will List Novax (NOVX)', likes: 2 });
      if (id === 'odd') return jsonResponse({ likes: '2' });
      return jsonResponse({ error: 'no item' }, 404);
    });
    const likes = (id: string) => likesAtService('http://127.0.0.1:1', id, http.fetch);
    expect(await likes('n 1/2')).toBe(2);
    expect(http.calls[0]!.pathname).toBe('/api/news');
    expect(await likes('odd')).toBe(0);
    expect(await likes('gone')).toBe(0);
  });
});
