import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MASK = '[redacted]';

/**
 * Masks what must never reach a log, whatever line carries it: `api_key` values in URLs,
 * passwords inside connection URLs, and the secrets this node was given (the admin token, the bus
 * secret, webhook URLs: a Discord webhook URL is itself a credential).
 */
export function redactor(secrets: readonly (string | undefined)[]): (text: string) => string {
  const known = secrets.filter((secret): secret is string => !!secret && secret.length >= 8).sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const secret of known) out = out.split(secret).join(MASK);
    return out.replace(/([?&]api_key=)[^&\s"]*/gi, `$1${MASK}`).replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*:)[^@/\s]+@/gi, `$1${MASK}@`);
  };
}

/**
 * JSON lines on stderr through pino (stdout carries the documented `listening on` line and
 * command output). Every string argument, message or field, passes the redactor first.
 */
export function createLogger(level: LogLevel, redact: (text: string) => string, destination: DestinationStream = pino.destination({ fd: 2, sync: true })): Logger {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (value instanceof Error) return { type: value.name, message: redact(value.message) };
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clean(inner)]));
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
