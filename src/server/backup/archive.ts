import 'server-only';
import { lstat, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// One backup is one .tar.gz (docs/decisions/0015-backups.md):
//   manifest.json         what is inside, and the schema level (how many migrations) it was taken at
//   database/<table>.jsonl one row per line, as PostgreSQL's row_to_json wrote it (exact: no number
//                         passes through JavaScript)
//   uploads/...           the files of $DATA_DIR/uploads (local storage), or
//   s3-keys.txt           the bucket's keys (S3 storage: the bucket has backups of its own)
//   auth-secret           the generated auth secret, only when asked for (--include-secret)
// Nothing else: no links, no devices, no path outside these (a crafted archive is refused).

export const BACKUP_FORMAT = 1;

/** A restore that will not go ahead, for a reason its message gives; nothing has been written. */
export class RestoreRefused extends Error {}

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** How many migrations the database had applied: a restore migrates to exactly this, restores, then migrates on. */
  migrations: number;
  tables: Record<string, number>;
  uploads: { kind: 'local'; files: number } | { kind: 's3'; bucket: string; keys: number };
  /**
   * The auth secret that encrypted the two-factor secrets, as a fingerprint (src/server/backup/auth-secret.ts),
   * and whether the archive carries the secret itself. Absent from older archives, and when the shop's secret
   * was not known to the backup.
   */
  authSecret?: { fingerprint: string; included: boolean };
};

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
export const S3_KEYS_FILE = 's3-keys.txt';
export const AUTH_SECRET_FILE = 'auth-secret';

const TOP_LEVEL = new Set([MANIFEST_FILE, DATABASE_FOLDER, UPLOADS_FOLDER, S3_KEYS_FILE, AUTH_SECRET_FILE]);
const PLAIN_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Why an archive entry is not one a backup writes, or null when it is: only regular files and folders,
 * under the names above, by a relative path that never climbs (docs/decisions/0015-backups.md).
 */
export function archiveEntryProblem(entryPath: string, type: string): string | null {
  if (!PLAIN_TYPES.has(type)) return `a ${type} entry, not a plain file or folder`;
  const parts = entryPath.replace(/\/$/, '').split('/');
  if (entryPath.startsWith('/') || entryPath.includes('\\') || /^[A-Za-z]:/.test(entryPath)) return 'an absolute path';
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return 'a path that leaves its folder';
  if (!TOP_LEVEL.has(parts[0]!)) return 'a name a backup never writes';
  return null;
}

/** fs.cp's filter: copies regular files and folders, never a link or a device (they are left out). */
export async function isPlainFileOrFolder(source: string) {
  const info = await lstat(source);
  return info.isFile() || info.isDirectory();
}

/** A private scratch folder, removed when `run` ends however it ends. */
export async function withScratchFolder<T>(run: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'store-backup-'));
  try {
    return await run(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
