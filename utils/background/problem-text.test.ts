import { describe, expect, it } from 'vitest';
import type { Problem } from '@/utils/net/problem';
import { problemText } from './problem-text';

describe('a connection problem in words', () => {
  it('has words for every problem, with the browser or service detail kept as it came', () => {
    const problems: [Problem, string][] = [
      [{ code: 'cannot-open', detail: 'SecurityError' }, 'Cannot open a connection (SecurityError)'],
      [{ code: 'closed', detail: '1006' }, 'Connection closed (1006)'],
      [{ code: 'unreadable-frame', detail: 'not JSON' }, 'An unreadable message from the server was dropped: not JSON'],
      [{ code: 'backfill-failed', detail: 'Failed to fetch' }, 'Could not fetch the headlines missed while offline: Failed to fetch'],
      [{ code: 'backfill-status', status: 500 }, 'Could not fetch the headlines missed while offline: the service answered HTTP 500'],
      [{ code: 'backfill-timeout', seconds: 10 }, 'Could not fetch the headlines missed while offline: the service did not answer within 10 s'],
      [{ code: 'reply-too-large', megabytes: 16 }, 'Could not fetch the headlines missed while offline: the reply is larger than 16 MB'],
      [{ code: 'backfill-gap', pages: 5 }, 'More was missed than 5 pages of history hold; older missed headlines were not fetched'],
      [{ code: 'backfill-over-budget', megabytesPerSecond: 1 }, "This feed's history was asked for more often than its budget allows (1 MB a second); older missed headlines were not fetched"],
      [{ code: 'connect-timeout' }, 'The connection attempt timed out'],
      [{ code: 'socket-error' }, 'Connection error'],
      [{ code: 'no-pong' }, 'The server stopped answering pings'],
      [{ code: 'silent' }, 'The server went silent'],
      [{ code: 'no-host-access', address: 'http://127.0.0.1:8080' }, 'Newsflash may not reach http://127.0.0.1:8080 yet: open the options and press Save to allow it.'],
    ];
    for (const [problem, words] of problems) expect(problemText(problem)).toBe(words);
  });
});
