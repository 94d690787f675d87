// npm run backup -- FILE
// One archive with the database (a logical dump, from the embedded database or PostgreSQL) and the
// uploads (the files on local disk; on S3, the list of keys). See docs/decisions/0015-backups.md.
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { writeBackup } from '@/server/backup/write-backup';
import { openStoreForCommand } from './lib/store-database';
import { describeError, exitWith } from './lib/fail';

const argsSchema = z.tuple(
  [z.string().min(1, 'Name the archive to write.').regex(/\.tar\.gz$|\.tgz$/, 'The archive name must end in .tar.gz')],
  { error: 'Name one archive file.' },
);

async function main() {
  const parsed = argsSchema.safeParse(process.argv.slice(2));
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  Usage: npm run backup -- FILE.tar.gz`);
  const { env, handle } = openStoreForCommand('Stop the store first: the embedded database opens in one process at a time.');
  const manifest = await writeBackup(parsed.data[0], handle, env);
  await closeDatabase();
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const uploads = manifest.uploads.kind === 'local' ? `${manifest.uploads.files} uploaded files` : `${manifest.uploads.keys} keys of bucket ${manifest.uploads.bucket}`;
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${uploads} to ${parsed.data[0]}.`);
}

main().catch((error) => exitWith(describeError(error)));
