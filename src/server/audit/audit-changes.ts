import type { AuditChanges } from '@/server/db/schema';

// The "fields changed, before and after" of a row of the activity log. Secrets are never recorded:
// a field whose name says password, secret, token or hash is left out whatever the caller passes.
// Money goes in as kobo (the integer columns themselves), never as formatted naira.

const SECRET_FIELD = /password|secret|token|hash|otp|backup.?code/i;

type Fields = Record<string, unknown>;

function comparable(value: unknown) {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The fields whose value differs between `before` and `after` (both plain rows or form values). */
export function changedFields(before: Fields | null | undefined, after: Fields | null | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELD.test(key)) continue;
    const was = comparable(before?.[key]);
    const now = comparable(after?.[key]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** `fields` without any whose name says it is a secret, for changes or details given as they are. */
export function withoutSecrets<Value>(fields: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRET_FIELD.test(key)));
}

/** Only the listed fields of a row, for a before/after that should not carry the whole row. */
export function pickFields<Row extends Fields, Key extends keyof Row>(row: Row | null | undefined, keys: readonly Key[]): Pick<Row, Key> | null {
  if (!row) return null;
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
