// npm run admin:remove -- EMAIL
// Takes the owner role from EMAIL and ends every session of the account; the account stays
// (a shopper account, with its orders). Refused for the last owner. For admin@store.local,
// the first owner out of the box, its saved password file goes too
// (docs/decisions/0041-first-admin-printed-once-and-provisioning-takeover.md).
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { AdminChangeRefused } from '@/server/auth/admins';
import { removeAdminAccount } from '@/server/auth/initial-admin';
import { openStoreDatabaseForAdminCommand } from './lib/admin-database';
import { describeError, exitWith } from './lib/fail';

const argsSchema = z.tuple([z.email('The argument must be the email address of an owner.')]);

async function main() {
  const parsed = argsSchema.safeParse(process.argv.slice(2));
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  Usage: npm run admin:remove -- EMAIL`);
  const email = parsed.data[0].trim().toLowerCase();
  await openStoreDatabaseForAdminCommand();
  try {
    await removeAdminAccount(email);
  } catch (error) {
    if (error instanceof AdminChangeRefused) exitWith(error.message);
    throw error;
  }
  await closeDatabase();
  console.log(`${email} is no longer an owner; its sessions were ended.`);
}

main().catch((error) => exitWith(describeError(error)));
