import 'server-only';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// One backup is one .tar.gz (docs/decisions/0015-backups.md):
//   manifest.json         what is inside, and the schema level (how many migrations) it was taken at
//   database/<table>.jsonl one row per line, as PostgreSQL's row_to_json wrote it (exact: no number
//                         passes through JavaScript)
//   uploads/...           the files of $DATA_DIR/uploads (local storage), or
//   s3-keys.txt           the bucket's keys (S3 storage: the bucket has backups of its own)

export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** How many migrations the database had applied: a restore migrates to exactly this, restores, then migrates on. */
  migrations: number;
  tables: Record<string, number>;
  uploads: { kind: 'local'; files: number } | { kind: 's3'; bucket: string; keys: number };
};

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
export const S3_KEYS_FILE = 's3-keys.txt';

/** A private scratch folder, removed when `run` ends however it ends. */
export async function withScratchFolder<T>(run: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'store-backup-'));
  try {
    return await run(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
