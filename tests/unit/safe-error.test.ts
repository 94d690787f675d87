import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { safeError, safeErrorText, type SafeError } from '@/server/safe-error';

// The sanitizer behind the log's `err` and jobs.last_error (src/server/safe-error.ts): a failed
// query's values never leave it. The errors are built as drizzle and node-postgres build them;
// tests/integration/safe-error-logs.test.ts does the same with a real failed query.

const EMAIL = 'ada.obi@example.com';
const QUERY = 'insert into "users" ("id", "name", "email") values ($1, $2, $3)';

/** A unique violation as node-postgres raises it: its detail echoes the value. */
function pgUniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    name: 'DatabaseError',
    severity: 'ERROR',
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    where: `SQL statement "insert ... ${EMAIL}"`,
    schema: 'public',
    table: 'users',
    constraint: 'users_email_unique',
  });
}

const failedQuery = (cause: Error) => new DrizzleQueryError(QUERY, ['u1', 'Ada Obi', EMAIL], cause);

describe('safeError', () => {
  it('keeps the SQL and the driver’s code and message, and drops the parameters, detail and where', () => {
    const record = safeError(failedQuery(pgUniqueViolation())) as SafeError;
    expect(JSON.stringify(record)).not.toContain(EMAIL);
    expect(JSON.stringify(record)).not.toContain('Ada Obi');
    expect(record).toMatchObject({ type: 'DrizzleQueryError', message: `Failed query: ${QUERY}`, query: QUERY });
    expect(record).not.toHaveProperty('params');
    expect(record.stack).toMatch(/^DrizzleQueryError: Failed query: insert into/);
    expect(record.stack).toMatch(/\n\s+at /);
    expect(record.cause).toMatchObject({
      type: 'Error',
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      table: 'users',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
    });
    expect(record.cause).not.toHaveProperty('detail');
    expect(record.cause).not.toHaveProperty('where');
  });

  it('cuts a parameter out of a driver message that quotes it', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), { severity: 'ERROR', code: '22P02' });
    const record = safeError(new DrizzleQueryError('select * from "orders" where "id" = $1', [EMAIL], cause)) as SafeError;
    expect(JSON.stringify(record)).not.toContain(EMAIL);
    expect(record.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "[redacted]"' });
  });

  it('drops the parameters PGlite keeps on its own error', () => {
    const pglite = Object.assign(new Error('value too long for type character varying(5)'), {
      severity: 'ERROR',
      code: '22001',
      query: QUERY,
      params: [EMAIL],
      queryOptions: {},
    });
    expect(JSON.stringify(safeError(pglite))).not.toContain(EMAIL);
  });

  it('keeps other errors as pino would, with the causes they wrap cleaned too', () => {
    const mailError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED', command: 'CONN' });
    expect(safeError(mailError)).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:2525', code: 'ECONNREFUSED', command: 'CONN' });
    const wrapped = new Error('Could not save the order', { cause: failedQuery(pgUniqueViolation()) });
    const record = safeError(wrapped) as SafeError;
    expect(JSON.stringify(record)).not.toContain(EMAIL);
    expect(record.cause).toMatchObject({ query: QUERY });
    expect(safeError('a plain string')).toBe('a plain string');
  });

  it('survives an error that is its own cause', () => {
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(safeError(looped)).toMatchObject({ message: 'loop', cause: { message: '[circular]' } });
  });
});

describe('safeErrorText', () => {
  it('is the message and its causes’ messages, without any value', () => {
    const text = safeErrorText(failedQuery(pgUniqueViolation()));
    expect(text).toBe(`Failed query: ${QUERY}; caused by: duplicate key value violates unique constraint "users_email_unique"`);
    expect(safeErrorText(new Error('The mail server said no'))).toBe('The mail server said no');
    expect(safeErrorText(42)).toBe('42');
  });
});
