import { DrizzleQueryError } from 'drizzle-orm/errors';

// What of an error may be written to the log or kept in jobs.last_error (docs/security.md). A
// failed query's error carries the values it was sent: drizzle's message ends with
// `params: <every parameter>` and keeps them in `params`; PGlite's error keeps them too; and
// PostgreSQL's `detail` and `where` echo values ("Key (email)=(ada@example.com) already exists").
// Those are customers' names, emails, phones, addresses and mail bodies. We keep what says what
// failed (the SQL text with its $1 placeholders, the driver's code and message, the constraint)
// and drop every value.

/** A database error's fields that name what failed without holding any of its values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** Parameters shorter than this are left in messages: redacting "1" or "en" would garble them and hide nothing. */
const SHORTEST_REDACTED_VALUE = 4;

export type SafeError = { type: string; message: string; stack?: string; cause?: SafeError | unknown; [field: string]: unknown };

type ErrorRecord = Error & Record<string, unknown>;

/** PostgreSQL's errors, as node-postgres and PGlite raise them: a severity and a five-character SQLSTATE. */
function isDatabaseError(error: ErrorRecord) {
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** drizzle's failed query, also when a bundle holds a second copy of drizzle (instanceof would miss it). */
function isFailedQuery(error: ErrorRecord): error is ErrorRecord & { query: string; params: unknown } {
  return error instanceof DrizzleQueryError || (typeof error.query === 'string' && 'params' in error && error.message.startsWith('Failed query: '));
}

/** Each parameter value long enough to be worth hiding, as text. */
function valuesOf(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  return params
    .map((value) => (value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '')))
    .filter((value) => value.length >= SHORTEST_REDACTED_VALUE);
}

/** The driver's own message may quote a value ("invalid input syntax for type uuid: \"…\""): those are cut out. */
function redact(text: string, values: string[]) {
  return values.reduce((result, value) => result.split(value).join('[redacted]'), text);
}

/** The stack's frames (the "    at …" lines) under a header that carries no values. */
function stackWith(header: string, stack: string | undefined) {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

function typeOf(error: Error) {
  return error.constructor?.name || error.name || 'Error';
}

function safeRecord(error: ErrorRecord, values: string[], seen: Set<unknown>): SafeError {
  seen.add(error);
  const type = typeOf(error);
  let record: SafeError;
  if (isFailedQuery(error)) {
    values = [...values, ...valuesOf(error.params)];
    const message = `Failed query: ${error.query}`;
    record = { type, message, query: error.query, stack: stackWith(`${type}: ${message}`, error.stack) };
  } else if (isDatabaseError(error)) {
    values = [...values, ...valuesOf(error.params)];
    const message = redact(error.message, values);
    record = { type, message, stack: stackWith(`${type}: ${message}`, error.stack) };
    for (const field of DATABASE_FIELDS) if (error[field] !== undefined) record[field] = error[field];
  } else {
    // Any other error is logged as pino would log it (its own fields kept), its message and
    // stack cleaned of the values of a failed query it may wrap.
    const message = redact(error.message, values);
    record = { type, message, stack: stackWith(`${type}: ${message}`, error.stack) };
    for (const [field, value] of Object.entries(error)) {
      if (field === 'cause' || field in record) continue;
      record[field] = value instanceof Error ? safeError(value, values, seen) : value;
    }
  }
  if (error.cause !== undefined) record.cause = safeError(error.cause, values, seen);
  return record;
}

/**
 * The error as a plain record for the log: type, message, stack and the error's own fields,
 * with a failed query's parameters and value-bearing details left out, through every cause.
 * Anything that is not an Error is returned as it is.
 */
export function safeError(error: unknown, values: string[] = [], seen = new Set<unknown>()): SafeError | unknown {
  if (!(error instanceof Error)) return error;
  if (seen.has(error)) return { type: typeOf(error), message: '[circular]' };
  return safeRecord(error as ErrorRecord, values, seen);
}

/** One line for jobs.last_error: the message and its causes' messages, with no query's values. */
export function safeErrorText(error: unknown): string {
  const record = safeError(error);
  if (!record || typeof record !== 'object' || !('message' in record)) return String(error);
  const messages: string[] = [];
  for (let cause: unknown = record; cause && typeof cause === 'object' && 'message' in cause; cause = (cause as SafeError).cause) {
    messages.push(String((cause as SafeError).message));
  }
  return messages.join('; caused by: ');
}
