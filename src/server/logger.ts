import 'server-only';
import pino, { type DestinationStream } from 'pino';
import { getEnv } from '@/server/env';
import { safeError } from '@/server/safe-error';
import { redactDraftLinks } from '@/lib/log-redaction';

/**
 * A logger as the server's: structured JSON, every `err` written without the values of a failed
 * query (src/server/safe-error.ts, docs/security.md), and every line, whatever field holds it,
 * without a draft order link's token (src/lib/log-redaction.ts). `destination` is stdout unless given.
 */
export function createLogger(destination?: DestinationStream) {
  return pino({ level: getEnv().LOG_LEVEL, base: undefined, serializers: { err: safeError }, hooks: { streamWrite: redactDraftLinks } }, destination);
}

/** Structured JSON logs on stdout; one logger for the whole server. */
export const logger = createLogger();
