// npm run restore -- FILE
// Restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an empty
// PostgreSQL database (DATABASE_URL). An archive from either engine restores into either.
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { restoreBackup, RestoreRefused } from '@/server/backup/restore-backup';
import { openStoreForCommand } from './lib/store-database';
import { describeError, exitWith } from './lib/fail';

const argsSchema = z.tuple(
  [z.string().min(1, 'Name the archive to restore.')],
  { error: 'Name one archive file.' },
);

async function main() {
  const parsed = argsSchema.safeParse(process.argv.slice(2));
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  Usage: npm run restore -- FILE.tar.gz`);
  const { env, handle } = openStoreForCommand('Stop the store first: the embedded database opens in one process at a time.');
  try {
    const manifest = await restoreBackup(parsed.data[0], handle, env);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows from the backup of ${manifest.createdAt}.`);
    if (manifest.uploads.kind === 's3') console.log(`Uploads stay in bucket ${manifest.uploads.bucket} (${manifest.uploads.keys} keys listed in the archive).`);
  } catch (error) {
    if (error instanceof RestoreRefused) exitWith(error.message);
    throw error;
  } finally {
    await closeDatabase();
  }
}

main().catch((error) => exitWith(describeError(error)));
