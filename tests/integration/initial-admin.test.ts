import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { getAuth } from '@/server/auth/auth';
import { AdminChangeRefused } from '@/server/auth/admins';
import { provisionAdminAtStart } from '@/server/auth/admin-start-up';
import { INITIAL_ADMIN_EMAIL, removeAdminAccount } from '@/server/auth/initial-admin';
import { isAdmin } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

// The first admin out of the box (docs/decisions/0041-first-admin-printed-once-and-provisioning-takeover.md):
// its password is handed out once, its file stays private, and it can be removed once the
// shop has its own admin. Each `provisionAdminAtStart` call is what one `npm start` does.

const dataDir = pointDataDirAtTempFolder();
process.env.PORT = '3996';
const origin = 'http://localhost:3996';
const credentialsFile = path.join(dataDir, 'initial-admin.json');
const OWNER = { ADMIN_EMAIL: 'owner@adireliving.example', ADMIN_PASSWORD: 'owner-start-password-1' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

let ipCounter = 0;
async function signIn(email: string, password: string) {
  const response = await getAuth().handler(
    new Request(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: `192.0.2.${++ipCounter}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { status: response.status, cookie };
}

async function sessionEmail(cookie: string) {
  const response = await getAuth().handler(new Request(`${origin}/api/auth/get-session`, { headers: { cookie, origin } }));
  return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

const fileMode = () => statSync(credentialsFile).mode & 0o777;

async function userIdOf(email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('the first admin out of the box', () => {
  let initialPassword = '';

  it('the first start creates admin@store.local and hands out its password; later starts do not print it', async () => {
    const first = await provisionAdminAtStart({});
    expect(first.admin).toMatchObject({ email: INITIAL_ADMIN_EMAIL, source: 'initial', credentialsFile });
    initialPassword = (first.admin as { password?: string }).password ?? '';
    expect(initialPassword.length).toBeGreaterThanOrEqual(12);
    expect(JSON.parse(readFileSync(credentialsFile, 'utf8'))).toEqual({ email: INITIAL_ADMIN_EMAIL, password: initialPassword });
    expect(fileMode()).toBe(0o600);
    expect((await signIn(INITIAL_ADMIN_EMAIL, initialPassword)).status).toBe(200);

    const second = await provisionAdminAtStart({});
    expect(second.admin).toEqual({ email: INITIAL_ADMIN_EMAIL, source: 'initial', credentialsFile });
    expect(JSON.stringify(second)).not.toContain(initialPassword);
    expect(second.initialAdminRemovable).toBe(false);
  });

  it('every start makes a credentials file that has become readable to others private again', async () => {
    chmodSync(credentialsFile, 0o644);
    await provisionAdminAtStart({});
    expect(fileMode()).toBe(0o600);
    chmodSync(credentialsFile, 0o666);
    await provisionAdminAtStart(OWNER);
    expect(fileMode()).toBe(0o600);
  });

  it('once the shop has its own admin, the start says admin@store.local can be removed', async () => {
    const started = await provisionAdminAtStart(OWNER);
    expect(started.admin).toMatchObject({ email: OWNER.ADMIN_EMAIL, source: 'ADMIN_EMAIL' });
    expect(started.initialAdminRemovable).toBe(true);
  });

  it('admin:remove takes the role, ends the sessions and deletes the saved password; the last admin stays', async () => {
    await expect(removeAdminAccount('nobody@adireliving.example')).rejects.toThrow(AdminChangeRefused);

    const session = await signIn(INITIAL_ADMIN_EMAIL, initialPassword);
    expect(await sessionEmail(session.cookie)).toBe(INITIAL_ADMIN_EMAIL);
    await removeAdminAccount(INITIAL_ADMIN_EMAIL);
    expect(await isAdmin(await userIdOf(INITIAL_ADMIN_EMAIL))).toBe(false);
    expect(await sessionEmail(session.cookie)).toBeNull();
    expect(existsSync(credentialsFile)).toBe(false);

    // The owner is now the only admin: removing them is refused, and they stay an admin.
    await expect(removeAdminAccount(OWNER.ADMIN_EMAIL)).rejects.toThrow(/only owner/);
    expect(await isAdmin(await userIdOf(OWNER.ADMIN_EMAIL))).toBe(true);

    // Later starts say nothing of the first admin any more.
    const later = await provisionAdminAtStart(OWNER);
    expect(later.initialAdminRemovable).toBe(false);
    expect(await provisionAdminAtStart({})).toMatchObject({ admin: null, initialAdminRemovable: false });
  });
});
