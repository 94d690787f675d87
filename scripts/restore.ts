// npm run restore -- FILE [--forget-two-factor]
// Restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an empty
// PostgreSQL database (DATABASE_URL). An archive from either engine restores into either. Refused when
// this environment's auth secret would not decrypt the staff's two-factor set-ups; --forget-two-factor
// is for a secret that is lost (docs/decisions/0015-backups.md).
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { restoreBackup, RestoreRefused } from '@/server/backup/restore-backup';
import { generatedSecretFile } from '@/server/backup/auth-secret';
import { openStoreForCommand } from './lib/store-database';
import { describeError, exitWith } from './lib/fail';

const USAGE = 'Usage: npm run restore -- FILE.tar.gz [--forget-two-factor]';
const FORGET_TWO_FACTOR = '--forget-two-factor';

const argsSchema = z.object({
  file: z.tuple([z.string().min(1, 'Name the archive to restore.')], { error: 'Name one archive file.' }),
  forgetTwoFactor: z.boolean(),
});

async function main() {
  const argv = process.argv.slice(2);
  const parsed = argsSchema.safeParse({ file: argv.filter((arg) => arg !== FORGET_TWO_FACTOR), forgetTwoFactor: argv.includes(FORGET_TWO_FACTOR) });
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  ${USAGE}`);
  const { env, handle } = openStoreForCommand('Stop the store first: the embedded database opens in one process at a time.');
  try {
    const restored = await restoreBackup(parsed.data.file[0], handle, env, { forgetTwoFactor: parsed.data.forgetTwoFactor });
    const rows = Object.values(restored.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows from the backup of ${restored.createdAt}.`);
    if (restored.uploads.kind === 's3') console.log(`Uploads stay in bucket ${restored.uploads.bucket} (${restored.uploads.keys} keys listed in the archive).`);
    if (restored.secretInstalled) console.log(`The backed-up shop's auth secret was installed in ${generatedSecretFile(env)}.`);
    if (parsed.data.forgetTwoFactor) console.log('Two-factor set-ups were left out: staff sign in with their password and turn two-factor on again.');
  } catch (error) {
    if (error instanceof RestoreRefused) exitWith(error.message);
    throw error;
  } finally {
    await closeDatabase();
  }
}

main().catch((error) => exitWith(describeError(error)));
