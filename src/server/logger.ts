import 'server-only';
import pino from 'pino';
import { getEnv } from '@/server/env';

/** Structured JSON logs on stdout; one logger for the whole server. */
export const logger = pino({ level: getEnv().LOG_LEVEL, base: undefined });
