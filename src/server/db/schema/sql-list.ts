import 'server-only';
import { sql } from 'drizzle-orm';

/** `('a', 'b')` for a CHECK constraint from a list of allowed values. */
export function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
}
