import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MASK = '[redacted]';
/** Query parameters whose value is a credential, by decoded name in lower case. */
const SECRET_PARAMETERS = new Set(['api_key', 'apikey', 'key', 'token', 'access_token']);
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
  return SECRET_PARAMETERS.has(decoded.toLowerCase());
}

/**
 * The one mask every log string passes, message and fields alike: what a line must never show,
 * whoever wrote it. Known secrets (the admin token, the bus secret, webhook URLs — a Discord
 * webhook URL is itself a credential — and those `add`ed later), as written and as percent-encoded,
 * wherever they sit, so an origin's refusal quoting a key is masked too; the user part of any URL
 * (user and password); and the value of any credential-named parameter, its name matched after
 * decoding (`api%5Fkey` is `api_key` to the service that accepts it).
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
      .replace(/(^|[?&;\s])([^=?&#;\s"]+)=([^&#;\s"]+)/g, (whole, lead: string, name: string) => (isSecretParameter(name) ? `${lead}${name}=${MASK}` : whole));
  };
  return Object.assign(redact, { add });
}

/**
 * JSON lines on stderr through pino (stdout carries the documented `listening on` line and
 * command output). Every string argument, message or field, passes the redactor first.
 */
export function createLogger(level: LogLevel, redact: (text: string) => string, destination: DestinationStream = pino.destination({ fd: 2, sync: true })): Logger {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (value instanceof Error) return { type: value.name, message: redact(value.message), ...(value.cause === undefined ? {} : { cause: clean(value.cause) }) };
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
