import { describe, expect, it } from 'vitest';
import { defaults, parseConfig } from './config';

describe('parseConfig', () => {
  it('has working defaults and generates an admin token', () => {
    const config = parseConfig([], {});
    expect(config).toMatchObject({ ...defaults, adminTokenGenerated: true });
    expect(config.adminToken.length).toBeGreaterThan(20);
  });

  it('reads flags (both forms), boolean flags and environment variables, flags winning', () => {
    const config = parseConfig(['--port', '0', '--db=:memory:', '--coins', 'false', '--admin-token', '_V7_44KjS4k_p3Uads-nnyZoHLXgqALO', '--sources', 'sources.json'], {
      NEWSFLASH_PORT: '9000',
      NEWSFLASH_VOTE_RATE: '12',
      NEWSFLASH_BINANCE_API: 'http://127.0.0.1:9/binance',
    });
    expect(config).toMatchObject({ port: 0, db: ':memory:', coins: false, voteRate: 12, adminToken: '_V7_44KjS4k_p3Uads-nnyZoHLXgqALO', adminTokenGenerated: false, sources: 'sources.json', binanceApi: 'http://127.0.0.1:9/binance' });
  });

  it('refuses an admin token under 32 characters, from a flag or the environment, saying how to get a good one', () => {
    expect(() => parseConfig(['--admin-token', 'k9x'], {})).toThrow(/--admin-token .* at least 32 characters: a short one is guessed in seconds/);
    expect(() => parseConfig([], { NEWSFLASH_ADMIN_TOKEN: 'x'.repeat(31) })).toThrow(/at least 32 characters/);
    expect(parseConfig([], { NEWSFLASH_ADMIN_TOKEN: 'nXqp45AbR5egRQ44baAx5jFW2pvHW6T8' }).adminToken).toBe('nXqp45AbR5egRQ44baAx5jFW2pvHW6T8');
  });

  it('refuses a long admin token without entropy (repeats, runs, common words), from a flag or the environment', () => {
    expect(() => parseConfig(['--admin-token', 'a'.repeat(32)], {})).toThrow(/--admin-token .* is refused: it has 1 different characters/);
    expect(() => parseConfig([], { NEWSFLASH_ADMIN_TOKEN: 'password'.repeat(4) })).toThrow(/is refused/);
    expect(() => parseConfig([], { NEWSFLASH_ADMIN_TOKEN: ' '.repeat(32) })).toThrow(/is refused/);
    expect(() => parseConfig([], { NEWSFLASH_ADMIN_TOKEN: '0'.repeat(40) })).toThrow(/is refused.*openssl rand/);
  });

  it('keeps items 90 days unless told; --retain-days 0 keeps everything', () => {
    expect(parseConfig([], {}).retainDays).toBe(90);
    expect(parseConfig(['--retain-days', '0'], {}).retainDays).toBe(0);
    expect(parseConfig([], { NEWSFLASH_RETAIN_DAYS: '30' }).retainDays).toBe(30);
  });

  it('takes a PostgreSQL database and a Redis bus for several nodes', () => {
    expect(parseConfig(['--db', 'postgres://nf:pw@127.0.0.1:5432/feed', '--bus', 'redis://127.0.0.1:6379/2'], { NEWSFLASH_BUS_SECRET: 'k'.repeat(32) })).toMatchObject({
      db: 'postgres://nf:pw@127.0.0.1:5432/feed',
      bus: 'redis://127.0.0.1:6379/2',
      busSecret: 'k'.repeat(32),
    });
  });

  it.each([
    [['--port', 'abc'], '--port takes a whole number'],
    [['--vote-rate', '-1'], '--vote-rate takes a whole number'],
    [['--retain-days', '-1'], '--retain-days takes a whole number'],
    [['--binance-api', 'wss://x'], '--binance-api takes an http(s) URL'],
    [['--chat-webhook', 'ftp://x'], '--chat-webhook takes an http(s) URL'],
    [['--nope'], 'unknown option --nope'],
    [['stray'], 'unexpected argument "stray"'],
    [['--db'], '--db needs a value'],
    [['--port', '70000'], '--port must be at most 65535'],
    [['--outcome-grace', String(6 * 60 * 60_000 + 1)], '--outcome-grace must be at most 21600000 ms'],
    [['--bybit-api', 'ws://x'], '--bybit-api takes an http(s) URL'],
    [['--bus', 'http://127.0.0.1:6379'], '--bus takes a redis:// URL'],
    [['--bus', 'redis://'], '--bus takes a redis:// URL'],
    [['--bus', 'redis://127.0.0.1:6379'], '--bus needs --bus-secret'],
    [['--bus', 'redis://127.0.0.1:6379', '--bus-secret', 'short'], '--bus needs --bus-secret (or NEWSFLASH_BUS_SECRET): at least 32 characters'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseConfig(argv, {})).toThrow(message);
  });
});
