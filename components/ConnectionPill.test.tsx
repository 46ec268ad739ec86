import { describe, expect, it } from 'vitest';
import type { StatusSnapshot } from '@/utils/messages';
import { describeConnection } from './ConnectionPill';

const status = (over: Partial<StatusSnapshot>): StatusSnapshot =>
  ({ feed: { connection: 'open', login: { state: 'anonymous' } }, serverAddress: 'http://127.0.0.1:9999', hasKey: false, keyWithheld: false, ...over }) as StatusSnapshot;

describe('describeConnection', () => {
  it('an open socket without host access for its API shows the worker\'s words and the way to the options', () => {
    const words = 'Newsflash may not reach http://127.0.0.1:9999 yet: open the options and press Save to allow it.';
    expect(describeConnection(status({ hostAccess: words }), 0)).toEqual({ label: words, tone: 'bad', fix: true });
  });

  it('an address that cannot be used keeps its own reason', () => {
    const stopped = status({ feed: { connection: 'stopped', login: { state: 'anonymous' }, lastError: 'Server address is invalid' }, hostAccess: 'unreachable' });
    expect(describeConnection(stopped, 0).label).toBe('Server address is invalid');
  });

  it('an open socket with host access is live', () => {
    expect(describeConnection(status({}), 0)).toMatchObject({ tone: 'ok' });
  });
});
