import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MASK = '[redacted]';
/**
 * Query parameters whose value is a credential, by decoded name in lower case with `-`, `_` and
 * the like taken out (`auth_token`, `api-key`, `x-api-key`, `apiToken`, `access-token` alike):
 * whole names, and parts no ordinary parameter has (`monkey` is no key; `xapikey` is).
 */
const SECRET_NAMES = new Set(['key', 'sig', 'pass', 'pwd', 'code', 'hmac', 'jwt']);
const SECRET_PARTS = /token|secret|passw|apikey|accesskey|privatekey|signature|credential|auth|session|bearer/;
/**
 * A path segment that looks like a credential rather than a word or a number: a UUID, or a run of
 * 16 or more letters and digits mixed (`/feeds/3f9a…c21/rss`, a Telegram `bot123456:AA…` segment).
 * Dates, numbers and slugs (`bitcoin-tops-120000-as-etfs-draw`) have no run like it.
 */
const TOKEN_RUN = /[A-Za-z0-9]{16,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Shorter than this, a secret would mask ordinary words all over the log (a key that short is guessable anyway). */
const MIN_SECRET_LENGTH = 8;

export interface Redactor {
  (text: string): string;
  /** Secrets learned after start (the sources file's keys); masked for the rest of the process's life. */
  add(secrets: readonly (string | undefined)[]): void;
}

/** Whether a query parameter's value is a credential: by its name decoded (`api%5Fkey`), in any case. */
export function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // Not valid percent-encoding: the name as written is all there is to match.
  }
  const plain = decoded.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAMES.has(plain) || SECRET_PARTS.test(plain);
}

/** Whether a URL's path segment looks like a credential (TOKEN_RUN, UUID). */
export const isTokenSegment = (segment: string) => UUID.test(segment) || (segment.match(TOKEN_RUN) ?? []).some((run) => /\d/.test(run) && /[A-Za-z]/.test(run));

/** A URL's path with the segments that look like credentials masked. */
const maskPath = (path: string) => path.split('/').map((segment) => (isTokenSegment(segment) ? MASK : segment)).join('/');

/**
 * The one mask every log string passes, message and fields alike: what a line must never show,
 * whoever wrote it. Known secrets (the admin token, the bus secret, webhook URLs — a Discord
 * webhook URL is itself a credential — and those `add`ed later), as written and as percent-encoded,
 * wherever they sit, so an origin's refusal quoting a key is masked too; the user part of any URL
 * (user and password); a URL's path segments that look like tokens; and the value of any
 * credential-named parameter, its name matched after decoding (`api%5Fkey` is `api_key` to the
 * service that accepts it).
 */
export function redactor(initial: readonly (string | undefined)[]): Redactor {
  const known = new Set<string>();
  // One pattern for them all, longest first (a secret inside a longer one must not leave its rest):
  // a sources file's hundred keys cost one pass per string, not a hundred.
  let pattern: RegExp | undefined;
  const add = (secrets: readonly (string | undefined)[]) => {
    for (const secret of secrets) if (secret && secret.length >= MIN_SECRET_LENGTH) known.add(secret).add(encodeURIComponent(secret));
    const escaped = [...known].sort((a, b) => b.length - a.length).map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = escaped.length ? new RegExp(escaped.join('|'), 'g') : undefined;
  };
  add(initial);
  const redact = (text: string) => {
    const out = pattern ? text.replace(pattern, MASK) : text;
    return out
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/?#\s"'<>]*@/gi, `$1${MASK}@`)
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/[^/?#\s"'<>]*)(\/[^?#\s"'<>]*)/gi, (_whole, origin: string, path: string) => `${origin}${maskPath(path)}`)
      .replace(/(^|[?&;\s])([^=?&#;\s"]+)=([^&#;\s"]+)/g, (whole, lead: string, name: string) => (isSecretParameter(name) ? `${lead}${name}=${MASK}` : whole));
  };
  return Object.assign(redact, { add });
}

/**
 * JSON lines on stderr through pino (stdout carries the documented `listening on` line and
 * command output). Every string argument, message or field, passes the redactor first.
 */
export function createLogger(
  level: LogLevel,
  redact: (text: string) => string,
  destination: DestinationStream = pino.destination({ fd: 2, sync: true }),
): Logger {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (value instanceof Error) return {
      type: value.name,
      message: redact(value.message),
      ...(value.cause === undefined ? {} : { cause: clean(value.cause) }),
    };
    if (value instanceof URL) return redact(value.href);
    if (Array.isArray(value)) return value.map(clean);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clean(inner)]));
    return value;
  };
  return pino(
    {
      level,
      base: { service: 'newsflash' },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map(clean) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
