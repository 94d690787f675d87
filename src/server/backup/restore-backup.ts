import 'server-only';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { queryRows, type DatabaseHandle, type Transaction } from '@/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/server/db/migrate';
import type { Env } from '@/server/env';
import { tablesInRestoreOrder, type TableInfo } from './table-order';
import { withKeptDataMadeAfter } from './kept-data';
import {
  archiveEntryProblem,
  AUTH_SECRET_FILE,
  BACKUP_FORMAT,
  DATABASE_FOLDER,
  isPlainFileOrFolder,
  MANIFEST_FILE,
  RestoreRefused,
  UPLOADS_FOLDER,
  withScratchFolder,
  type BackupManifest,
} from './archive';
import { configuredSecret, installGeneratedSecret, secretToInstall, type SecretEnv } from './auth-secret';

// `npm run restore -- FILE` into an empty database and an empty uploads folder. The schema is first
// migrated to the level the backup was taken at (so every column of the dump exists and no later
// column is missing a value), the rows are inserted in one transaction, table by table in
// foreign-key order, and the schema is then migrated on to today's level like any old database.
// Everything that can refuse (a crafted archive, a database that has data, another auth secret) does so
// before anything is written.

export { RestoreRefused };

export type RestoreOptions = {
  /** The auth secret is lost: restore without the two-factor set-ups it encrypted (staff enrol again). */
  forgetTwoFactor?: boolean;
};

const ROWS_PER_INSERT = 500;

export async function restoreBackup(
  file: string,
  handle: DatabaseHandle,
  env: Pick<Env, 'dataDir' | 's3'> & Partial<SecretEnv>,
  { forgetTwoFactor = false }: RestoreOptions = {},
): Promise<BackupManifest & { secretInstalled: boolean }> {
  return withScratchFolder(async (scratch) => {
    await extractPlainEntries(file, scratch);
    const manifest = JSON.parse(await readFile(path.join(scratch, MANIFEST_FILE), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`This backup has format ${manifest.format}; this version reads ${BACKUP_FORMAT}.`);
    await refuseUnlessEmpty(handle, env);
    const carried = existsSync(path.join(scratch, AUTH_SECRET_FILE)) ? (await readFile(path.join(scratch, AUTH_SECRET_FILE), 'utf8')).trim() : null;
    const secret = forgetTwoFactor ? null : secretToInstall(manifest, carried, await configuredSecret(env), env);

    await migrateDatabase(handle, await migrationsUpTo(manifest.migrations, scratch));
    await handle.db.transaction(async (tx) => {
      const tables = await tablesInRestoreOrder(tx);
      await forgetSeededRows(tx, tables, scratch);
      await withKeptDataMadeAfter(tx, async () => {
        for (const table of tables) {
          await insertRows(tx, table, path.join(scratch, DATABASE_FOLDER, `${table.name}.jsonl`));
        }
      });
      // At the backup's schema level, which may predate two-factor.
      if (forgetTwoFactor && tables.some((table) => table.name === 'two_factors')) {
        await tx.execute(sql`delete from two_factors`);
        await tx.execute(sql`update users set two_factor_enabled = false`);
      }
    });
    await migrateDatabase(handle);

    if (manifest.uploads.kind === 'local' && existsSync(path.join(scratch, UPLOADS_FOLDER))) {
      await cp(path.join(scratch, UPLOADS_FOLDER), path.join(env.dataDir, UPLOADS_FOLDER), {
        recursive: true,
        errorOnExist: true,
        force: false,
        filter: isPlainFileOrFolder,
      });
    }
    if (secret) await installGeneratedSecret(env, secret);
    return { ...manifest, secretInstalled: secret !== null };
  });
}

/**
 * Unpacks into the scratch folder only what a backup writes (archive.ts); an archive with anything
 * else (a link, a device, a path that climbs out) was crafted or damaged and is refused whole.
 */
async function extractPlainEntries(file: string, scratch: string) {
  const problems: string[] = [];
  await tar.extract({
    file: path.resolve(file),
    cwd: scratch,
    filter: (entryPath, entry) => {
      const problem = archiveEntryProblem(entryPath, 'type' in entry ? entry.type : 'unknown');
      if (problem) problems.push(`${entryPath} (${problem})`);
      return !problem;
    },
  });
  if (problems.length > 0) {
    throw new RestoreRefused(`This archive holds entries a backup never writes, so it was not restored: ${problems.slice(0, 10).join(', ')}.`);
  }
}

async function refuseUnlessEmpty(handle: DatabaseHandle, env: Pick<Env, 'dataDir' | 's3'>) {
  const [tables] = await queryRows<{ count: number }>(
    sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`,
    handle.db,
  );
  if ((tables?.count ?? 0) > 0) throw new RestoreRefused('The database is not empty. Restore into a new database or an empty DATA_DIR.');
  const uploads = path.join(env.dataDir, UPLOADS_FOLDER);
  if (!env.s3 && existsSync(uploads) && (await readdir(uploads)).length > 0) {
    throw new RestoreRefused(`${uploads} is not empty. Restore into an empty DATA_DIR.`);
  }
}

/** A copy of the migrations folder whose journal stops at the backup's level. */
async function migrationsUpTo(level: number, scratch: string) {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  if (level > journal.entries.length) {
    throw new RestoreRefused(`This backup comes from a newer version of the shop (${level} migrations; this one has ${journal.entries.length}). Update the shop first.`);
  }
  const folder = path.join(scratch, 'migrations');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, level) }));
  return folder;
}

/**
 * Some migrations write a new shop's first rows (the first stock location, the showroom discount limits);
 * the backup holds the shop's own rows of those tables, so the seeded ones give way to them. Children
 * first, so no foreign key stands in the way.
 */
async function forgetSeededRows(tx: Transaction, tables: readonly TableInfo[], scratch: string) {
  for (const table of [...tables].reverse()) {
    if (!existsSync(path.join(scratch, DATABASE_FOLDER, `${table.name}.jsonl`))) continue;
    const target = sql.identifier(table.name);
    const [seeded] = await queryRows(sql`select 1 from ${target} limit 1`, tx);
    if (seeded) await tx.execute(sql`delete from ${target}`);
  }
}

/**
 * The file's rows as JSON arrays of ROWS_PER_INSERT rows, read line by line: a table of a million
 * orders is larger than the longest string JavaScript can hold.
 */
async function* chunksOf(file: string) {
  if (!existsSync(file)) return;
  let rows: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    rows.push(line);
    if (rows.length === ROWS_PER_INSERT) {
      yield `[${rows.join(',')}]`;
      rows = [];
    }
  }
  if (rows.length > 0) yield `[${rows.join(',')}]`;
}

/**
 * PostgreSQL turns the JSON back into typed rows itself (json_populate_recordset), so bigints,
 * arrays and timestamps come back exactly. Columns kept by trigger start at 0 (kept-data.ts). A
 * table that references itself gets those columns after all its rows exist.
 */
async function insertRows(tx: Transaction, table: TableInfo, file: string) {
  const target = sql.identifier(table.name);
  const selfReferences = sql.raw(`'{${table.selfReferences.join(',')}}'`);
  const zeroed = sql.raw(`'${JSON.stringify(Object.fromEntries(table.derivedColumns.map((column) => [column, 0])))}'`);
  for await (const chunk of chunksOf(file)) {
    const rows = sql`(select jsonb_agg((row - ${selfReferences}::text[]) || ${zeroed}::jsonb) from jsonb_array_elements(${chunk}::jsonb) row)`;
    await tx.execute(sql`insert into ${target} select * from jsonb_populate_recordset(null::${target}, ${rows})`);
  }
  // Every row of the table exists now, so each self-reference resolves whatever order the rows came in.
  for (const column of table.selfReferences) {
    const name = sql.identifier(column);
    for await (const chunk of chunksOf(file)) {
      await tx.execute(sql`
        update ${target} set ${name} = source.${name}
        from jsonb_populate_recordset(null::${target}, ${chunk}::jsonb) source
        where ${target}.id = source.id and source.${name} is not null`);
    }
  }
}
