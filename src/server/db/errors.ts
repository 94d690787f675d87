import 'server-only';

// Reading a failed statement's PostgreSQL error on either driver (PGlite, node-postgres):
// Drizzle wraps the driver's error, so the SQLSTATE sits on it or on one of its causes.

function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const record = cause as Record<string, unknown>;
    yield record;
    cause = record.cause;
  }
}

/** The SQLSTATE of a failed statement, e.g. '23503' for a foreign key violation. */
export function databaseErrorCode(error: unknown): string | null {
  for (const record of errorChain(error)) {
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) return record.code;
  }
  return null;
}

/**
 * The name of the unique constraint a failed statement broke ('' when the driver did not
 * say which), or null when it was not a unique violation (SQLSTATE 23505).
 */
export function uniqueViolation(error: unknown): string | null {
  for (const record of errorChain(error)) {
    if (record.code === '23505') return typeof record.constraint === 'string' ? record.constraint : '';
  }
  return null;
}
