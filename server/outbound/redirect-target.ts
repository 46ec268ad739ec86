import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from './address-class';

/** Every address a name resolves to, as the system resolver answers (hosts file included). */
export type Lookup = (hostname: string) => Promise<LookupAddress[]>;
export const systemLookup: Lookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type TargetCheck = { ok: true; addresses: LookupAddress[] } | { ok: false; reason: string };

const ALLOW = 'a source reaches such addresses only with "allowPrivate": true';

/**
 * Whether a redirect off a source's own origin may be followed: to a public address, yes; to a
 * loopback, private, link-local or otherwise non-public one only when the source allows it. A
 * name is judged by EVERY address it resolves to (one private answer among public ones is enough
 * to refuse), and the addresses checked are the ones to connect to.
 */
export async function checkRedirectTarget(url: URL, options: { allowPrivate: boolean; lookup: Lookup }): Promise<TargetCheck> {
  // `url.host` carries no user name or password, so the reason can be logged.
  const where = `redirected to ${url.host}`;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(hostname);
  let addresses: LookupAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal }];
  } else {
    try {
      addresses = await options.lookup(hostname);
    } catch (error) {
      return { ok: false, reason: `${where}, which does not resolve (${(error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error))})` };
    }
    if (addresses.length === 0) return { ok: false, reason: `${where}, which does not resolve` };
  }
  if (options.allowPrivate) return { ok: true, addresses };
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind !== 'public') return { ok: false, reason: `${where}${literal ? '' : ` (${address})`}, a ${kind} address: refused (${ALLOW})` };
  }
  return { ok: true, addresses };
}
