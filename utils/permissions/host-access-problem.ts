import { BUILT_IN_PATTERN, deriveEndpoints, hostPattern, type EndpointOverrides } from '@/utils/base/endpoints';
import type { Problem } from '@/utils/net/problem';

/** Asks the browser whether a host permission pattern is granted (`permissions.contains`). */
export type HasOrigin = (pattern: string) => Promise<boolean>;

/**
 * Whether the saved API address lacks the host access its fetches need. An address saved before
 * such access became optional need not have carried its grant over an update, and a reader may
 * revoke it in the browser's settings; then the socket may still connect while backfill and votes
 * fail, so this says why. The public service is granted by the manifest; an unusable address is
 * the connector's to report.
 */
export async function hostAccessProblem(saved: { serverAddress: string; overrides: EndpointOverrides }, hasOrigin: HasOrigin): Promise<Problem | undefined> {
  const account = deriveEndpoints(saved.serverAddress, saved.overrides);
  if (!account.ok) return undefined;
  const { apiUrl } = account.endpoints;
  const pattern = hostPattern(apiUrl);
  if (pattern === BUILT_IN_PATTERN) return undefined;
  // A browser that cannot answer is not evidence of a missing grant: nothing to claim.
  const granted = await hasOrigin(pattern).catch(() => true);
  return granted ? undefined : { code: 'no-host-access', address: new URL(apiUrl).origin };
}
