import 'server-only';
import type { Env } from '@/server/env';
import { ensureAdmin, type EnsureAdminOutcome } from './admins';
import { ensureInitialAdmin, initialAdminIsRemovable, keepCredentialsFilePrivate, type InitialAdmin } from './initial-admin';

// What each start does about admins (scripts/setup.ts), and what it tells the launcher to print.

export type AdminAtStart =
  | { email: string; source: 'ADMIN_EMAIL'; outcome: EnsureAdminOutcome }
  | InitialAdmin
  | null;

export async function provisionAdminAtStart(env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  // Whatever made it (an older version, a copy, a loose umask), the password file is private.
  keepCredentialsFilePrivate();
  let admin: AdminAtStart;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    // An existing admin keeps its password: ADMIN_PASSWORD only creates or takes over the account.
    const { outcome } = await ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { command: 'ADMIN_EMAIL at start' });
    admin = { email: env.ADMIN_EMAIL, source: 'ADMIN_EMAIL', outcome };
  } else {
    admin = await ensureInitialAdmin();
  }
  return { admin, initialAdminRemovable: await initialAdminIsRemovable() };
}
