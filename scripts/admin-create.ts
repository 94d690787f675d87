// npm run admin:create -- EMAIL PASSWORD
// Creates an admin account, or promotes an existing account and sets its password.
import { z } from 'zod';
import { getEnv } from '@/server/env';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { ensureAdmin } from '@/server/auth/admins';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { describeError, exitWith } from './lib/fail';

const argsSchema = z.tuple([
  z.email('The first argument must be an email address.'),
  z.string().min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
]);

async function main() {
  const parsed = argsSchema.safeParse(process.argv.slice(2));
  if (!parsed.success) {
    exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  Usage: npm run admin:create -- EMAIL PASSWORD`);
  }
  const [email, password] = parsed.data;
  const env = getEnv();
  if (!env.DATABASE_URL) {
    try {
      acquireDataDirLock(env.dataDir);
    } catch (error) {
      exitWith(`${describeError(error)} (Or restart it with ADMIN_EMAIL and ADMIN_PASSWORD set.)`);
    }
  }
  await migrateDatabase(getDatabase());
  const { created } = await ensureAdmin(email, password);
  await closeDatabase();
  console.log(created ? `Created admin ${email}.` : `${email} is now an admin; its password was set.`);
}

main().catch((error) => exitWith(describeError(error)));
