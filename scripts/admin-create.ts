// npm run admin:create -- EMAIL PASSWORD [--reset]
// Creates an owner account (the staff role that may do everything), or takes over an existing non-admin account (its sessions,
// trusted devices and two-factor enrolment go, its password becomes PASSWORD). An existing
// owner's password is changed only with --reset, which also signs it out everywhere.
import { z } from 'zod';
import { closeDatabase } from '@/server/db/client';
import { ensureAdmin, type EnsureAdminOutcome } from '@/server/auth/admins';
import { passwordProblem } from '@/server/auth/password-policy';
import { composeTheShop } from '@/server/composition/shop';
import { openStoreDatabaseForAdminCommand } from './lib/admin-database';
import { describeError, exitWith } from './lib/fail';

const USAGE = 'Usage: npm run admin:create -- EMAIL PASSWORD [--reset]';

const argsSchema = z.object({
  positional: z.tuple([
    z.email('The first argument must be an email address.'),
    z.string().superRefine((password, context) => {
      const problem = passwordProblem(password, { staff: true });
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ]),
  reset: z.boolean(),
});

const SAID: Record<EnsureAdminOutcome, (email: string) => string> = {
  created: (email) => `Created owner ${email}.`,
  promoted: (email) => `${email} is now an owner; its password was set and its sessions and two-factor set-up were removed.`,
  reset: (email) => `${email}: password reset; every session of the account was ended.`,
  unchanged: (email) =>
    `${email} is already an owner; its password was left as it is. Add --reset to set it (and sign it out everywhere).`,
};

async function main() {
  const argv = process.argv.slice(2);
  const parsed = argsSchema.safeParse({ positional: argv.filter((arg) => arg !== '--reset'), reset: argv.includes('--reset') });
  if (!parsed.success) exitWith(`${parsed.error.issues[0]?.message ?? 'Invalid arguments.'}\n  ${USAGE}`);
  const [email, password] = parsed.data.positional;
  await openStoreDatabaseForAdminCommand();
  // This process builds the auth instance (to hash the password): its hooks get the shop's flows.
  composeTheShop();
  const { outcome } = await ensureAdmin(email, password, { reset: parsed.data.reset });
  await closeDatabase();
  console.log(SAID[outcome](email));
}

main().catch((error) => exitWith(describeError(error)));
