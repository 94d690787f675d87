// @postgres: a sign-in races the owner's promotion and writes its session after it
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { provisionAdminAtStart } from '@/server/auth/admin-start-up';
import { isAdmin } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { accounts, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { authRequester } from '../helpers/auth-requests';

// Admin takeover by registering its email first (docs/security.md): anyone may sign up with
// the address the owner will later give as ADMIN_EMAIL or to admin:create. Here an attacker
// does exactly that, keeps sessions, enrols an authenticator and trusts a device; then the
// owner's start-up promotes the account. Real Better Auth, real database, nothing stubbed.

const dataDir = pointDataDirAtTempFolder();
process.env.PORT = '3997';
const origin = 'http://localhost:3997';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A browser request to /api/auth/*, each from its own address (the rate limit is per address). */
const authRequest = authRequester(origin, '198.51.100.');

/** Who the cookie signs in as, if anyone, asked of Better Auth as the browser asks it. */
async function sessionEmail(cookie: string) {
  const response = await getAuth().handler(new Request(`${origin}/api/auth/get-session`, { headers: { cookie, origin } }));
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

const join = (...lists: string[][]) => lists.flat().join('; ');
const sessionCookie = (cookies: string[]) => join(cookies.filter((pair) => pair.includes('session_token')));

const OWNER_EMAIL = 'owner@adireliving.example';
const ATTACKER_PASSWORD = 'attacker-chose-this';
const OWNER_PASSWORD = 'owner-start-password-1';
const CHANGED_PASSWORD = 'owner-changed-it-2025';

async function userId(email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('admin takeover by registering its email first', () => {
  let attacker: { sessions: string[]; trustCookie: string };

  it('the promotion at start-up ends every session, trusted device and 2FA enrolment the attacker made, and sets the owner’s password', async () => {
    // The attacker registers the owner's address before the owner sets ADMIN_EMAIL.
    const signUp = await authRequest('/sign-up/email', { name: 'Not the owner', email: OWNER_EMAIL, password: ATTACKER_PASSWORD });
    expect(signUp.status).toBe(200);
    const firstSession = sessionCookie(signUp.cookies);

    // ...enrols an authenticator app...
    const enable = await authRequest('/two-factor/enable', { password: ATTACKER_PASSWORD }, firstSession);
    expect(enable.status).toBe(200);
    const secret = secretFromOtpauth(String(enable.body?.totpURI));
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secret) }, firstSession);
    expect(verify.status).toBe(200);
    const afterVerify = sessionCookie(verify.cookies);

    // ...and signs in once more, trusting the device so the code is not asked again.
    const challenge = await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: ATTACKER_PASSWORD });
    expect(challenge.body?.twoFactorRedirect).toBe(true);
    const trusted = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: 1 }), trustDevice: true }, join(challenge.cookies));
    expect(trusted.status).toBe(200);
    const trustCookie = join(trusted.cookies.filter((pair) => pair.includes('trust_device')));
    expect(trustCookie).not.toBe('');
    attacker = { sessions: [afterVerify, sessionCookie(trusted.cookies)], trustCookie };
    for (const cookie of attacker.sessions) expect(await sessionEmail(cookie)).toBe(OWNER_EMAIL);

    // The owner starts the store with ADMIN_EMAIL / ADMIN_PASSWORD.
    const started = await provisionAdminAtStart({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
    expect(started.admin).toEqual({ email: OWNER_EMAIL, source: 'ADMIN_EMAIL', outcome: 'promoted' });
    const id = await userId(OWNER_EMAIL);
    expect(await isAdmin(id)).toBe(true);

    // None of the attacker's cookies is a session any more: no admin session for them.
    for (const cookie of attacker.sessions) expect(await sessionEmail(cookie)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    // The authenticator and the trusted device are gone with them.
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(user?.twoFactorEnabled).toBe(false);
    const trustRows = await db
      .select()
      .from(verifications)
      .where(and(eq(verifications.value, id), like(verifications.identifier, 'trust-device-%')));
    expect(trustRows).toEqual([]);

    // The attacker's password no longer signs in, with or without the trusted device.
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: ATTACKER_PASSWORD }, attacker.trustCookie)).status).toBe(401);

    // The owner's does, straight in (no code from the attacker's app is asked for).
    const owner = await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: OWNER_PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body?.twoFactorRedirect).toBeUndefined();
    expect(await sessionEmail(sessionCookie(owner.cookies))).toBe(OWNER_EMAIL);
  });

  it('a later start with another ADMIN_PASSWORD leaves the password the admin changed in My Account', async () => {
    const signIn = await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: OWNER_PASSWORD });
    const ownerSession = sessionCookie(signIn.cookies);
    const change = await authRequest('/change-password', { currentPassword: OWNER_PASSWORD, newPassword: CHANGED_PASSWORD }, ownerSession);
    expect(change.status).toBe(200);

    const restarted = await provisionAdminAtStart({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'a-different-start-password' });
    expect(restarted.admin).toEqual({ email: OWNER_EMAIL, source: 'ADMIN_EMAIL', outcome: 'unchanged' });
    // A restart with the original ADMIN_PASSWORD does not bring it back either.
    await provisionAdminAtStart({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });

    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: CHANGED_PASSWORD })).status).toBe(200);
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: 'a-different-start-password' })).status).toBe(401);
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: OWNER_PASSWORD })).status).toBe(401);
    // The admin stays signed in across the restart.
    expect(await sessionEmail(ownerSession)).toBe(OWNER_EMAIL);
  });

  it('admin:create leaves an existing admin’s password alone; with --reset it sets it and ends the sessions', async () => {
    const signIn = await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: CHANGED_PASSWORD });
    const ownerSession = sessionCookie(signIn.cookies);

    expect(await ensureAdmin(OWNER_EMAIL, 'not-without-reset-1')).toMatchObject({ outcome: 'unchanged' });
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: 'not-without-reset-1' })).status).toBe(401);

    expect(await ensureAdmin(OWNER_EMAIL, 'reset-by-the-owner-1', { reset: true })).toMatchObject({ outcome: 'reset' });
    expect(await sessionEmail(ownerSession)).toBeNull();
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: CHANGED_PASSWORD })).status).toBe(401);
    expect((await authRequest('/sign-in/email', { email: OWNER_EMAIL, password: 'reset-by-the-owner-1' })).status).toBe(200);
    expect(await isAdmin(await userId(OWNER_EMAIL))).toBe(true);
  });

  it('a new admin account is created with the given password and nothing else', async () => {
    const made = await ensureAdmin('second-admin@adireliving.example', 'second-admin-pass-1');
    expect(made).toMatchObject({ created: true, outcome: 'created' });
    expect(await isAdmin(made.userId)).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, made.userId))).toEqual([]);
    expect((await authRequest('/sign-in/email', { email: 'second-admin@adireliving.example', password: 'second-admin-pass-1' })).status).toBe(200);
  });
});

describe('a sign-in racing the promotion', () => {
  it('a sign-in that began before the promotion and wrote its session after it is refused on its next request; a sign-in after it works', async () => {
    const email = 'racing-owner@adireliving.example';
    expect((await authRequest('/sign-up/email', { name: 'Not the owner', email, password: ATTACKER_PASSWORD })).status).toBe(200);

    // The attacker's sign-in is held after Better Auth checked the (old) password, just before it
    // writes the session row; the owner's promotion commits meanwhile. Only the library's own
    // session writer is held: our hooks, the database and Better Auth run as they do in the shop.
    const { internalAdapter } = await getAuth().$context;
    const writeSession = internalAdapter.createSession;
    let atWrite!: () => void;
    const reachedWrite = new Promise<void>((resolve) => (atWrite = resolve));
    let letWrite!: () => void;
    const writeLetGo = new Promise<void>((resolve) => (letWrite = resolve));
    internalAdapter.createSession = async (...args: Parameters<typeof writeSession>) => {
      atWrite();
      await writeLetGo;
      return writeSession(...args);
    };
    let racing: ReturnType<typeof authRequest>;
    try {
      racing = authRequest('/sign-in/email', { email, password: ATTACKER_PASSWORD });
      await reachedWrite;
      internalAdapter.createSession = writeSession;
      expect(await ensureAdmin(email, OWNER_PASSWORD)).toMatchObject({ outcome: 'promoted' });
    } finally {
      internalAdapter.createSession = writeSession;
      letWrite();
    }
    const attacker = await racing;
    expect(attacker.status).toBe(200);
    const id = await userId(email);
    const [user] = await db.select({ validAfter: users.sessionsValidAfter }).from(users).where(eq(users.id, id));
    const [written] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.userId, id));
    // The row was written after the promotion, yet counts from when its sign-in began: before it.
    expect(written!.createdAt.getTime()).toBeLessThan(user!.validAfter!.getTime());
    // Refused on its next request, and gone.
    expect(await sessionEmail(sessionCookie(attacker.cookies))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    // The mark is set after the promotion's last write (the owner's password), so no sign-in
    // that could have read the old password before the commit counts as later.
    const [credential] = await db.select({ updatedAt: accounts.updatedAt }).from(accounts).where(eq(accounts.userId, id));
    expect(user!.validAfter!.getTime()).toBeGreaterThanOrEqual(credential!.updatedAt.getTime());

    // The owner, signing in after the promotion, is signed in and stays so.
    const owner = await authRequest('/sign-in/email', { email, password: OWNER_PASSWORD });
    expect(owner.status).toBe(200);
    expect(await sessionEmail(sessionCookie(owner.cookies))).toBe(email);
    expect(await sessionEmail(sessionCookie(owner.cookies))).toBe(email);
  });
});

describe('admin passwords follow the staff policy', () => {
  it('ADMIN_PASSWORD that is short or common stops the start with a clear message', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'sixsix-ok' })).toThrow(
      'Invalid environment: ADMIN_PASSWORD: Staff passwords must be at least 12 characters.',
    );
    expect(() => parseEnv({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'qwerty123456' })).toThrow(
      'Invalid environment: ADMIN_PASSWORD: This password is too common and easy to guess. Choose another one.',
    );
    expect(parseEnv({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD }).ADMIN_PASSWORD).toBe(OWNER_PASSWORD);
  });

  it('npm run admin:create refuses a short or common password before touching the database', () => {
    const run = (password: string) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/admin-create.ts', OWNER_EMAIL, password], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const short = run('short-pass');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('✖ Staff passwords must be at least 12 characters.');
    const common = run('1qaz2wsx3edc');
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('✖ This password is too common and easy to guess. Choose another one.');
  });
});
