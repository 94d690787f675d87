import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { countOtherAdmins, ensureAdmin, removeAdmin } from './admins';

// A store that starts with no admin at all (no ADMIN_EMAIL, no admin:create yet) gets one,
// admin@store.local, with a random password kept in $DATA_DIR/initial-admin.json (mode 600).
// The password is printed once, by the start that created it; later starts only say where
// it is kept, so it does not sit in every log the host keeps
// (docs/decisions/0041-first-admin-printed-once-and-provisioning-takeover.md).

export const INITIAL_ADMIN_EMAIL = 'admin@store.local';
const credentialsSchema = z.object({ email: z.string(), password: z.string() });

export type InitialAdmin = {
  email: string;
  source: 'initial';
  /** Only on the start that created the account. */
  password?: string;
  credentialsFile: string;
};

export function initialAdminCredentialsFile() {
  return path.join(getEnv().dataDir, 'initial-admin.json');
}

function credentialsFileExists() {
  try {
    return statSync(initialAdminCredentialsFile()).isFile();
  } catch {
    return false;
  }
}

/**
 * The file holds an admin password: readable by the store's own user only, whatever umask or
 * copy made it looser. Run at every start. Returns whether the file exists.
 */
export function keepCredentialsFilePrivate() {
  if (!credentialsFileExists()) return false;
  const file = initialAdminCredentialsFile();
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
  return true;
}

function readSavedCredentials() {
  try {
    return credentialsSchema.parse(JSON.parse(readFileSync(initialAdminCredentialsFile(), 'utf8')));
  } catch {
    return null;
  }
}

async function isAdminEmail(email: string) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.email, email), eq(userRoles.role, 'owner')))
    .limit(1);
  return Boolean(row);
}

/** Creates admin@store.local when there is no admin; otherwise says whether it is still in use. */
export async function ensureInitialAdmin(): Promise<InitialAdmin | null> {
  const credentialsFile = initialAdminCredentialsFile();
  const [anyAdmin] = await db.select({ userId: userRoles.userId }).from(userRoles).limit(1);
  if (anyAdmin) {
    const saved = readSavedCredentials();
    if (!saved || !(await isAdminEmail(saved.email))) return null;
    return { email: saved.email, source: 'initial', credentialsFile };
  }

  const password = randomBytes(15).toString('base64url');
  await ensureAdmin(INITIAL_ADMIN_EMAIL, password, { command: 'First start (admin@store.local)' });
  writeFileSync(credentialsFile, JSON.stringify({ email: INITIAL_ADMIN_EMAIL, password }), { mode: 0o600 });
  chmodSync(credentialsFile, 0o600); // an older file keeps its mode through writeFileSync
  return { email: INITIAL_ADMIN_EMAIL, source: 'initial', password, credentialsFile };
}

/** admin@store.local is still an admin, and another admin exists: it can be removed. */
export async function initialAdminIsRemovable() {
  return (await isAdminEmail(INITIAL_ADMIN_EMAIL)) && (await countOtherAdmins(INITIAL_ADMIN_EMAIL)) > 0;
}

/**
 * `npm run admin:remove`: `removeAdmin`, and when it is admin@store.local, its password file
 * too, since that password has no use any more and nothing should keep it.
 */
export async function removeAdminAccount(email: string) {
  const removed = await removeAdmin(email);
  if (email.trim().toLowerCase() === INITIAL_ADMIN_EMAIL) rmSync(initialAdminCredentialsFile(), { force: true });
  return removed;
}
