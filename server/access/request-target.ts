/**
 * Why a raw request target is refused, or undefined when it is fine.
 *
 * The service reads targets with the WHATWG URL parser, which takes `\` for `/`, reads `%2e` as a
 * dot, folds dot segments and takes a leading `//` for a host. A proxy in front (nginx in
 * deploy/) reads none of them alike, so a target the two read differently walks past the proxy's
 * rules: `/..\metrics` was `/metrics` here and an ordinary path to nginx. No route of this
 * service has any of these in its path, so the service refuses them itself rather than trusting
 * every proxy to agree. Only the path is checked: query values may hold any encoded character.
 */
export function targetRefusal(target: string): string | undefined {
  // A fragment is never sent by a client; the parser would cut the path at it.
  if (target.includes('#')) return 'the request target must not contain #';
  const path = target.split('?', 1)[0]!;
  if (path.includes('\\')) return 'the request path must not contain a backslash';
  if (path.includes('\0') || /%00/.test(path)) return 'the request path must not contain NUL';
  if (/%2f|%5c/i.test(path)) return 'the request path must not contain an encoded slash or backslash';
  if (/%2e/i.test(path)) return 'the request path must not contain an encoded dot';
  if (path.startsWith('//')) return 'the request path must not start with //';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'the request path must not contain . or .. segments';
  return undefined;
}
