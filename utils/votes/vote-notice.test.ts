import { describe, expect, it } from 'vitest';
import { voteNotice } from './vote-notice';

describe('voteNotice', () => {
  it.each([
    ['bad-key', 'options'],
    ['no-key', 'options'],
    ['suspended', 'options'],
    ['offline', 'retry'],
    ['timeout', 'retry'],
    ['server', 'retry'],
    ['rate-limited', undefined],
    ['unknown-item', undefined],
  ] as const)('%s → %s', (kind, action) => {
    expect(voteNotice({ kind, message: 'm' })).toEqual(action ? { message: 'm', action } : { message: 'm' });
  });
});
