import 'server-only';
import { originOf } from './refused-origin';

// Better Auth's own log lines, written through the shop's logger instead of the console, so they
// follow the same rules (docs/security.md): an error is logged through the `err` serializer that
// drops a failed query's values (src/server/safe-error.ts), and an address Better Auth quotes
// (the refused Referer of "Invalid origin: …") keeps only its origin, never its path or query.

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi;

/** The text with every web address cut to its origin. */
export function withOriginsOnly(text: string) {
  return text.replace(ADDRESS, (address) => originOf(address));
}

/** Better Auth's `logger.log`: its level, its message and whatever it adds (errors among them). */
export function logAuthMessage(level: AuthLogLevel, message: string, ...args: unknown[]) {
  const err = args.find((arg) => arg instanceof Error);
  const details = args.filter((arg) => arg !== err).map((arg) => (typeof arg === 'string' ? withOriginsOnly(arg) : arg));
  const fields = { ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) };
  // Loaded here, not at import: the logger reads the environment, which importing auth must not.
  void import('@/server/logger').then(({ logger }) => logger[level](fields, `Better Auth: ${withOriginsOnly(message)}`));
}
