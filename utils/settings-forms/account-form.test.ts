import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, planKeyCheck, readDraft, savedApiUrlOf, type AccountDraft } from './account-form';

const saved = 'https://news.treeofalpha.com/api';
const draft = (change: Partial<AccountDraft>): AccountDraft => ({ ...EMPTY_DRAFT, serverAddress: 'https://news.treeofalpha.com', apiKey: 'nf_mine_1234', ...change });

/** Presses "Check key" as often as given, carrying the confirmation from one press to the next as the form does. */
function pressWith(savedApiUrl: string | undefined, typed: AccountDraft | AccountDraft[]) {
  let confirmedFor: string | undefined;
  return [typed].flat().map((current) => {
    const plan = planKeyCheck(current, savedApiUrl, confirmedFor);
    confirmedFor = plan.confirmedFor;
    return plan.step;
  });
}
const press = (typed: AccountDraft | AccountDraft[]) => pressWith(saved, typed);

describe('planKeyCheck', () => {
  it('sends at once to the saved address', () => {
    expect(press(draft({}))).toEqual([{ do: 'send', apiUrl: saved }]);
  });

  it('a changed key alone sends at once: where it goes is saved, and a check stores nothing', () => {
    expect(press(draft({ apiKey: 'nf_another_5678' }))).toEqual([{ do: 'send', apiUrl: saved }]);
  });

  it('a typed, unsaved address first says where the key would go; the second press sends it there', () => {
    const typed = draft({ serverAddress: 'https://collector.example' });
    expect(press([typed, typed])).toEqual([
      { do: 'confirm', apiUrl: 'https://collector.example/api' },
      { do: 'send', apiUrl: 'https://collector.example/api' },
    ]);
  });

  it('a confirmation serves one check: the press after it asks again', () => {
    const typed = draft({ serverAddress: 'https://collector.example' });
    expect(press([typed, typed, typed]).map((step) => step.do)).toEqual(['confirm', 'send', 'confirm']);
  });

  it('a confirmation is for one address: typing another between presses asks again, naming the new one', () => {
    const first = draft({ serverAddress: 'https://collector.example' });
    const second = draft({ serverAddress: 'https://other.example' });
    expect(press([first, second, second])).toEqual([
      { do: 'confirm', apiUrl: 'https://collector.example/api' },
      { do: 'confirm', apiUrl: 'https://other.example/api' },
      { do: 'send', apiUrl: 'https://other.example/api' },
    ]);
  });

  it('an API override counts, not the server address: the key goes where the override points', () => {
    const typed = draft({ apiUrl: 'https://api.collector.example/v1' });
    expect(press(typed)).toEqual([{ do: 'confirm', apiUrl: 'https://api.collector.example/v1' }]);
    // A socket override alone leaves the API, where a check goes, as saved.
    expect(press(draft({ socketUrl: 'wss://socket.example/ws' }))).toEqual([{ do: 'send', apiUrl: saved }]);
  });

  it('nothing saved that reads (or not loaded yet): every address needs the second press', () => {
    expect(pressWith(undefined, draft({}))).toEqual([{ do: 'confirm', apiUrl: saved }]);
  });

  it('without a key, or with a bad address, nothing is sent and nothing is confirmed', () => {
    const typed = draft({ serverAddress: 'https://collector.example' });
    expect(press([draft({ apiKey: '   ' }), typed, draft({ serverAddress: 'http://lan-box:8787' }), typed])).toEqual([
      { do: 'ask-for-key' },
      { do: 'confirm', apiUrl: 'https://collector.example/api' },
      { do: 'refuse', error: expect.stringContaining('https') },
      // The refused press used up the confirmation.
      { do: 'confirm', apiUrl: 'https://collector.example/api' },
    ]);
    expect(press(draft({ serverAddress: '' }))[0]?.do).toBe('refuse');
  });
});

describe('readDraft', () => {
  it('trims what is stored and keeps only the overrides that were typed', () => {
    const reading = readDraft({ serverAddress: ' http://127.0.0.1:8787 ', socketUrl: '  ', apiUrl: ' http://127.0.0.1:9000/api ', apiKey: ' nf_mine_1234 ' });
    expect(reading).toMatchObject({
      ok: true,
      account: { serverAddress: 'http://127.0.0.1:8787', endpointOverrides: { apiUrl: 'http://127.0.0.1:9000/api' }, apiKey: 'nf_mine_1234' },
      endpoints: { socketUrl: 'ws://127.0.0.1:8787/ws', apiUrl: 'http://127.0.0.1:9000/api' },
    });
  });

  it('says what is wrong with an address', () => {
    expect(readDraft(draft({ socketUrl: 'https://not-a-socket.example' }))).toEqual({ ok: false, error: expect.stringContaining('wss://') });
  });
});

describe('savedApiUrlOf', () => {
  it('is where the stored account sends the key, or nothing when the stored address does not read', () => {
    expect(savedApiUrlOf('https://news.treeofalpha.com', {})).toBe(saved);
    expect(savedApiUrlOf('https://feed.example', { apiUrl: 'https://api.example/v2' })).toBe('https://api.example/v2');
    expect(savedApiUrlOf('http://lan-box:8787', {})).toBeUndefined();
  });
});
