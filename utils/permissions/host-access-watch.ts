import type { EndpointOverrides } from '@/utils/base/endpoints';
import { hostAccessProblem, type HasOrigin } from './host-access-problem';
import type { Problem } from '@/utils/net/problem';

export interface HostAccessWatch {
  /** Checks again for these saved addresses (at start, after a save, after a grant changed). */
  check(saved: { serverAddress: string; overrides: EndpointOverrides }): Promise<void>;
  /** Why the saved API address may be out of reach, if it may. */
  readonly problem: Problem | undefined;
}

/** Keeps the latest check's answer; an older check that answers late is dropped. */
export function watchHostAccess(hasOrigin: HasOrigin, changed: () => void): HostAccessWatch {
  let problem: Problem | undefined;
  let latest = 0;
  return {
    get problem() {
      return problem;
    },
    async check(saved) {
      const run = ++latest;
      const found = await hostAccessProblem(saved, hasOrigin);
      if (run !== latest || JSON.stringify(found) === JSON.stringify(problem)) return;
      problem = found;
      changed();
    },
  };
}
