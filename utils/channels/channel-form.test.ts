import { describe, expect, it } from 'vitest';
import { emptyDraft, readDraft, withChannel } from './channel-form';
import { MAX_CHANNELS, readChannels, type ChannelConfig } from './config';

describe('channel form', () => {
  it('reads a Telegram draft into a channel named for its kind', () => {
    const read = readDraft({ ...emptyDraft('t1'), kind: 'telegram', botToken: ' 123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA ', chatId: '-100123' }, []);
    expect(read).toEqual({ ok: true, config: { id: 't1', name: 'Telegram', enabled: true, every: true, kind: 'telegram', botToken: '123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', chatId: '-100123' } });
  });

  it('refuses plain http off this machine, credentials in the address, and a token of the wrong form', () => {
    expect(readDraft({ ...emptyDraft('n'), topicUrl: 'http://ntfy.example.org/t' }, [])).toEqual({ ok: false, error: expect.stringContaining('https://') });
    expect(readDraft({ ...emptyDraft('n'), topicUrl: 'https://user:pw@ntfy.sh/t' }, [])).toEqual({ ok: false, error: expect.stringContaining('own field') });
    expect(readDraft({ ...emptyDraft('n'), kind: 'pushover', user: 'short', appToken: 'x' }, [])).toMatchObject({ ok: false });
    expect(readDraft({ ...emptyDraft('n'), topicUrl: 'http://127.0.0.1:8080/t' }, [])).toMatchObject({ ok: true });
  });

  it('holds at most MAX_CHANNELS; stored ones past it, damaged ones and repeats are not read', () => {
    const one = (id: string): ChannelConfig => ({ id, name: id, enabled: true, every: true, kind: 'ntfy', topicUrl: 'https://ntfy.sh/x' });
    const full = Array.from({ length: MAX_CHANNELS }, (_, i) => one(`c${i}`));
    expect(readDraft({ ...emptyDraft('new'), topicUrl: 'https://ntfy.sh/y' }, full)).toMatchObject({ ok: false });
    expect(readDraft({ ...emptyDraft('c1'), topicUrl: 'https://ntfy.sh/y' }, full)).toMatchObject({ ok: true });
    expect(readChannels([one('a'), one('a'), { id: 'bad' }, ...full]).map((c) => c.id)).toEqual(['a', 'c0', 'c1', 'c2', 'c3', 'c4']);
    expect(withChannel([one('a'), one('b')], { ...one('a'), name: 'renamed' }).map((c) => c.name)).toEqual(['renamed', 'b']);
  });

  it('reads names as shown, typed or stored: no override, hidden or control character; a name of nothing else is the kind\'s', () => {
    const draft = { ...emptyDraft('n'), topicUrl: 'https://ntfy.sh/x' };
    expect(readDraft({ ...draft, name: '\u202Eenohp\u200B\n' }, [])).toMatchObject({ ok: true, config: { name: 'enohp' } });
    expect(readDraft({ ...draft, name: '\u2066\u0007\u2069' }, [])).toMatchObject({ ok: true, config: { name: 'ntfy' } });
    const stored = { id: 's', name: 'desk\u202E', enabled: true, every: true, kind: 'ntfy', topicUrl: 'https://ntfy.sh/x' };
    expect(readChannels([stored]).map((c) => c.name)).toEqual(['desk']);
  });
});
