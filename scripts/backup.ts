// npm run backup -- FILE [--include-secret]
// One archive with the database (a logical dump, from the embedded database or PostgreSQL) and the
// uploads (the files on local disk; on S3, the list of keys). --include-secret also carries the auth
// secret generated into DATA_DIR, without which staff two-factor cannot be restored elsewhere.
// See docs/decisions/0015-backups.md.
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { writeBackup } from '@/server/backup/write-backup';
import type { BackupManifest } from '@/server/backup/archive';
import { openStoreForCommand } from './lib/store-database';
import { describeError, exitWith } from './lib/fail';

const USAGE = 'Usage: npm run backup -- FILE.tar.gz [--include-secret]';
const INCLUDE_SECRET = '--include-secret';

const argsSchema = z.object({
  file: z.tuple(
    [z.string().min(1, 'Name the archive to write.').regex(/\.tar\.gz$|\.tgz$/, 'The archive name must end in .tar.gz')],
    { error: 'Name one archive file.' },
  ),
  includeSecret: z.boolean(),
});

/** What the archive says about the auth secret, so whoever keeps it knows what it holds. */
function secretNote(manifest: BackupManifest, includeSecret: boolean) {
  if (!manifest.authSecret) return 'The auth secret was not found (BETTER_AUTH_SECRET is unset): a restore cannot check it.';
  if (manifest.authSecret.included) return 'The archive holds the auth secret: keep it as private as the secret itself.';
  if (includeSecret) return 'The auth secret comes from BETTER_AUTH_SECRET, so it stays out of the archive: keep it with your settings.';
  return `The archive names the auth secret but does not hold it: a restore elsewhere needs BETTER_AUTH_SECRET (or ${INCLUDE_SECRET}).`;
}

async function main() {
  const argv = process.argv.slice(2);
  const parsed = argsSchema.safeParse({ file: argv.filter((arg) => arg !== INCLUDE_SECRET), includeSecret: argv.includes(INCLUDE_SECRET) });
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  ${USAGE}`);
  const [file] = parsed.data.file;
  const { env, handle } = openStoreForCommand('Stop the store first: the embedded database opens in one process at a time.');
  const manifest = await writeBackup(file, handle, env, { includeSecret: parsed.data.includeSecret });
  await closeDatabase();
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const uploads = manifest.uploads.kind === 'local' ? `${manifest.uploads.files} uploaded files` : `${manifest.uploads.keys} keys of bucket ${manifest.uploads.bucket}`;
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${uploads} to ${file}.`);
  console.log(secretNote(manifest, parsed.data.includeSecret));
}

main().catch((error) => exitWith(describeError(error)));
