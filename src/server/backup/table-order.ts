import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@/server/db/client';
import { DERIVED_COLUMNS, DERIVED_TABLES } from './kept-data';

// The order to restore tables in: a table comes after every table it references, so each row's
// foreign keys already resolve when it is inserted. A table that references itself (a category's
// parent) is restored in two passes: rows first with those columns empty, then the columns.
// Read from the database's own catalogue, so a table added by a later migration is covered
// without touching this file.

export type TableInfo = { name: string; selfReferences: string[]; derivedColumns: string[] };

type ForeignKey = { child: string; parent: string; columns: string[] };

export async function tablesInRestoreOrder(database: Database): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in (${sql.join(DERIVED_TABLES.map((name) => sql`${name}`), sql`, `)}) order by tablename`,
    database,
  );
  const keys = await queryRows<ForeignKey>(
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
               array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k) as columns
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    database,
  );
  const names = tables.map((table) => table.name.replace(/^"|"$/g, ''));
  const clean = (name: string) => name.replace(/^public\./, '').replace(/^"|"$/g, '');
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  const selfReferences = new Map(names.map((name) => [name, [] as string[]]));
  for (const key of keys) {
    const child = clean(key.child);
    const parent = clean(key.parent);
    if (child === parent) selfReferences.get(child)?.push(...key.columns);
    else parents.get(child)?.add(parent);
  }

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error('The tables reference each other in a circle; a backup cannot order them.');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.map((name) => ({ name, selfReferences: selfReferences.get(name) ?? [], derivedColumns: DERIVED_COLUMNS[name] ?? [] }));
}
