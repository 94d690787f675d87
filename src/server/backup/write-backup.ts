import 'server-only';
import { cp, mkdir, open, readdir, realpath, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import * as tar from 'tar';
import { queryRows, type DatabaseHandle, type Transaction } from '@/server/db/client';
import { createS3Client } from '@/server/media/s3-driver';
import type { Env } from '@/server/env';
import { tablesInRestoreOrder } from './table-order';
import { configuredSecret, secretFingerprint, type SecretEnv } from './auth-secret';
import {
  AUTH_SECRET_FILE,
  BACKUP_FORMAT,
  DATABASE_FOLDER,
  isPlainFileOrFolder,
  MANIFEST_FILE,
  S3_KEYS_FILE,
  UPLOADS_FOLDER,
  withScratchFolder,
  type BackupManifest,
} from './archive';

// `npm run backup -- FILE`: the database as a logical dump taken in one snapshot (a repeatable-read,
// read-only transaction, so a shop that keeps selling on PostgreSQL still gets a consistent copy),
// and the uploads, in one archive; with the auth secret's fingerprint, and the generated secret itself
// when asked (src/server/backup/auth-secret.ts).

export type BackupOptions = {
  /** Carry a secret generated into $DATA_DIR/auth-secret in the archive, so a restore elsewhere installs it. */
  includeSecret?: boolean;
};

export async function writeBackup(
  file: string,
  handle: DatabaseHandle,
  env: Pick<Env, 'dataDir' | 's3'> & Partial<SecretEnv>,
  { includeSecret = false }: BackupOptions = {},
): Promise<BackupManifest> {
  return withScratchFolder(async (scratch) => {
    await mkdir(path.join(scratch, DATABASE_FOLDER));
    const { tables, migrations } = await handle.db.transaction((tx) => dumpTables(tx, scratch), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const uploads = env.s3 ? await listBucket(env.s3, scratch) : await copyLocalUploads(env.dataDir, scratch);
    const secret = await configuredSecret(env);
    // Only a generated secret: one from the environment is kept with the deployment's settings.
    const included = includeSecret && secret?.generated === true;
    if (included) await writeFile(path.join(scratch, AUTH_SECRET_FILE), secret.secret, { mode: 0o600 });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: handle.kind,
      migrations,
      tables,
      uploads,
      ...(secret && { authSecret: { fingerprint: secretFingerprint(secret.secret), included } }),
    };
    await writeFile(path.join(scratch, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const entries = await readdir(scratch);
    await tar.create({ gzip: true, file: path.resolve(file), cwd: scratch, portable: true }, entries);
    return manifest;
  });
}

async function dumpTables(tx: Transaction, scratch: string) {
  const tables: Record<string, number> = {};
  for (const { name } of await tablesInRestoreOrder(tx)) {
    tables[name] = await dumpTable(tx, name, path.join(scratch, DATABASE_FOLDER, `${name}.jsonl`));
  }
  const [applied] = await queryRows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`, tx);
  return { tables, migrations: applied?.count ?? 0 };
}

const ROWS_PER_FETCH = 5000;

/**
 * One table as JSON lines, fetched through a cursor a few thousand rows at a time and appended as
 * they come: a million orders never sit in memory at once, nor in one string (JavaScript's longest
 * is shorter than such a table). Returns how many rows it wrote.
 */
async function dumpTable(tx: Transaction, name: string, file: string) {
  const out = await open(file, 'w');
  let count = 0;
  try {
    await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(name)} t`);
    for (;;) {
      const rows = await queryRows<{ line: string }>(sql`fetch ${sql.raw(String(ROWS_PER_FETCH))} from backup_rows`, tx);
      if (rows.length > 0) await out.write(rows.map((row) => `${row.line}\n`).join(''));
      count += rows.length;
      if (rows.length < ROWS_PER_FETCH) break;
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    await out.close();
  }
  return count;
}

async function copyLocalUploads(dataDir: string, scratch: string): Promise<BackupManifest['uploads']> {
  const source = path.join(dataDir, UPLOADS_FOLDER);
  if (!existsSync(source)) return { kind: 'local', files: 0 };
  // Links and devices inside are left out (a restore refuses an archive that holds them); the folder
  // itself may be a link to a bigger disk.
  await cp(await realpath(source), path.join(scratch, UPLOADS_FOLDER), { recursive: true, filter: isPlainFileOrFolder });
  const files = (await readdir(path.join(scratch, UPLOADS_FOLDER), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return { kind: 'local', files: files.length };
}

async function listBucket(s3: NonNullable<Env['s3']>, scratch: string): Promise<BackupManifest['uploads']> {
  const client = createS3Client(s3);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  await writeFile(path.join(scratch, S3_KEYS_FILE), keys.map((key) => `${key}\n`).join(''));
  return { kind: 's3', bucket: s3.bucket, keys: keys.length };
}
