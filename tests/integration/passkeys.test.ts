import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { softwareAuthenticator, type SoftwareAuthenticator } from '../helpers/software-authenticator';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { PASSKEY_SIGN_IN_REQUIRED_CODE } from '@/server/auth/passkey-only-staff';
import { PASSKEY_UNVERIFIED_CODE } from '@/server/auth/passkey-plugin';
import { revokeSessions } from '@/server/auth/revoke-access';
import { getSessionUserFromHeaders, withRequestHeaders } from '@/server/auth/session';
import { requirePermission } from '@/server/auth/permissions';
import { listPasskeys } from '@/server/account/passkey-queries';
import { db } from '@/server/db/client';
import { passkeys, sessions, users, websiteSettings } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { closeMyAccountAction } from '@/server/privacy/close-my-account-action';

// Passkeys through Better Auth's real endpoints, with a software authenticator standing in for
// the device (tests/helpers/software-authenticator.ts): the rules of docs/security.md, "Passkeys".

vi.hoisted(async () => {
  delete process.env.BETTER_AUTH_URL;
  delete process.env.PORT;
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
});

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

let ipCounter = 0;
type Answer = { status: number; body: Record<string, unknown> | null; cookie: string };

/** Cookie pairs merged, a later value of the same name replacing an earlier one, an emptied one dropped. */
function mergeCookies(...lists: string[]) {
  const jar = new Map<string, string>();
  for (const pair of lists.flatMap((list) => list.split('; ')).filter(Boolean)) {
    const name = pair.split('=')[0]!;
    if (pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * A browser request to /api/auth/* from a page at `origin`, each from its own address; the
 * answer's cookie is the jar after it.
 */
async function authRequest(path: string, body?: unknown, cookie = '', origin = ORIGIN): Promise<Answer> {
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        [CLIENT_IP_HEADER]: `198.51.100.${(++ipCounter % 250) + 1}`,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'], cookie: mergeCookies(cookie, ...set) };
}

async function signUp(email: string, password = 'a-good-pass-42') {
  const answer = await authRequest('/sign-up/email', { name: 'Ada Obi', email, password });
  expect(answer.status).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, password, cookie: answer.cookie };
}

async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'Test phone') {
  const options = await authRequest(`/passkey/generate-register-options?name=${encodeURIComponent(name)}`, undefined, cookie);
  expect(options.status).toBe(200);
  return authRequest('/passkey/verify-registration', { response: authenticator.register(options.body as never), name }, options.cookie);
}

/** "Sign in with a passkey" from a browser with no session: no email, no password. */
async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
  const { origin } = authenticator.state;
  const options = await authRequest('/passkey/generate-authenticate-options', undefined, '', origin);
  expect(options.status).toBe(200);
  return authRequest('/passkey/verify-authentication', { response: authenticator.authenticate(options.body as never) }, options.cookie, origin);
}

const sessionUser = (cookie: string) => getSessionUserFromHeaders(new Headers({ cookie }));
const passkeysOf = (userId: string) => db.select().from(passkeys).where(eq(passkeys.userId, userId));

async function setStaffSwitch(required: boolean | null) {
  await db
    .insert(websiteSettings)
    .values({ id: 1, siteName: 'Adire Living', staffTwoFactorRequired: required })
    .onConflictDoUpdate({ target: websiteSettings.id, set: { staffTwoFactorRequired: required } });
}

describe('a shopper’s passkey', () => {
  it('is added with a name, signs in without a password, and records when it was last used', async () => {
    const shopper = await signUp('passkey-shopper@example.com');
    const authenticator = softwareAuthenticator();
    const tooLong = await addPasskey(shopper.cookie, authenticator, 'x'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'PASSKEY_NAME_TOO_LONG' });
    const added = await addPasskey(shopper.cookie, authenticator, 'Passkey on Android');
    expect(added.status).toBe(200);
    expect(await listPasskeys(shopper.id)).toEqual([
      { id: expect.any(String), name: 'Passkey on Android', createdAt: expect.any(Date), lastUsedAt: null },
    ]);

    const before = Date.now();
    const signedIn = await signInWithPasskey(authenticator);
    expect(signedIn.status).toBe(200);
    expect(await sessionUser(signedIn.cookie)).toMatchObject({ id: shopper.id, email: shopper.email });
    const [listed] = await listPasskeys(shopper.id);
    expect(listed!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The signature counter moved on, so a replayed answer is refused.
    expect((await passkeysOf(shopper.id))[0]!.counter).toBe(1);
  });

  it('signs in through the session rules: its start is the request’s, its end capped, a later revocation ends it', async () => {
    const shopper = await signUp('passkey-sessions@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper.cookie, authenticator)).status).toBe(200);

    const started = Date.now();
    const signedIn = await signInWithPasskey(authenticator);
    const passkeySession = (await db.select().from(sessions).where(eq(sessions.userId, shopper.id))).at(-1)!;
    expect(passkeySession.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(passkeySession.expiresAt.getTime() - passkeySession.createdAt.getTime()).toBeLessThanOrEqual(30 * DAY);
    // Past the shopper's 30 days, it is over however recently it was refreshed.
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 31 * DAY) }).where(eq(sessions.id, passkeySession.id));
    expect(await sessionUser(signedIn.cookie)).toBeNull();

    const again = await signInWithPasskey(authenticator);
    expect(await sessionUser(again.cookie)).toMatchObject({ id: shopper.id });
    // Sign out everywhere ends the passkey's session and keeps the passkey: it is a credential.
    await db.transaction((tx) => revokeSessions(tx, shopper.id));
    expect(await sessionUser(again.cookie)).toBeNull();
    expect(await passkeysOf(shopper.id)).toHaveLength(1);
    expect((await signInWithPasskey(authenticator)).status).toBe(200);
  });

  it('signs in an account with a TOTP app without asking for a code: the passkey is both factors', async () => {
    const shopper = await signUp('passkey-and-totp@example.com');
    const enable = await authRequest('/two-factor/enable', { password: shopper.password }, shopper.cookie);
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secretFromOtpauth(String(enable.body?.totpURI))) }, shopper.cookie);
    expect(verify.status).toBe(200);
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(verify.cookie, authenticator)).status).toBe(200);

    const password = await authRequest('/sign-in/email', { email: shopper.email, password: shopper.password });
    expect(password.body).toMatchObject({ twoFactorRedirect: true });
    const signedIn = await signInWithPasskey(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty('twoFactorRedirect');
    expect(await sessionUser(signedIn.cookie)).toMatchObject({ id: shopper.id });
  });

  it('is refused when the device did not verify its user, at registration and at sign-in', async () => {
    const shopper = await signUp('passkey-unverified@example.com');
    const careless = softwareAuthenticator();
    careless.state.userVerified = false;
    const refused = await addPasskey(shopper.cookie, careless);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: PASSKEY_UNVERIFIED_CODE });
    expect(await passkeysOf(shopper.id)).toEqual([]);

    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper.cookie, authenticator)).status).toBe(200);
    authenticator.state.userVerified = false;
    const unverified = await signInWithPasskey(authenticator);
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({ code: PASSKEY_UNVERIFIED_CODE });
    expect(await sessionUser(unverified.cookie)).toBeNull();
    expect((await listPasskeys(shopper.id))[0]!.lastUsedAt).toBeNull();
  });

  it('works only for the shop’s own host and page address', async () => {
    const shopper = await signUp('passkey-origin@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper.cookie, authenticator)).status).toBe(200);
    // A page on 127.0.0.1 (trusted for password sign-in) is not the passkey's origin.
    authenticator.state.origin = 'http://127.0.0.1:3000';
    expect((await signInWithPasskey(authenticator)).status).toBe(400);
    // Nor is the page of a look-alike site that relays the challenge, sent on from the shop's own page.
    authenticator.state.origin = 'https://adire-living.example';
    const options = await authRequest('/passkey/generate-authenticate-options');
    const relayed = await authRequest('/passkey/verify-authentication', { response: authenticator.authenticate(options.body as never) }, options.cookie);
    expect(relayed.status).toBe(400);
    expect((await listPasskeys(shopper.id))[0]!.lastUsedAt).toBeNull();
  });

  it('is removed only by its owner', async () => {
    const owner = await signUp('passkey-owner@example.com');
    const other = await signUp('passkey-other@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(owner.cookie, authenticator)).status).toBe(200);
    const [passkey] = await listPasskeys(owner.id);

    const stolen = await authRequest('/passkey/delete-passkey', { id: passkey!.id }, other.cookie);
    expect(stolen.status).toBe(401);
    expect(await passkeysOf(owner.id)).toHaveLength(1);
    const signedOut = await authRequest('/passkey/delete-passkey', { id: passkey!.id });
    expect(signedOut.status).toBe(401);

    const removed = await authRequest('/passkey/delete-passkey', { id: passkey!.id }, owner.cookie);
    expect(removed.status).toBe(200);
    expect(await passkeysOf(owner.id)).toEqual([]);
    expect((await signInWithPasskey(authenticator)).status).toBe(401);
  });
});

describe('passkeys and staff', () => {
  const PASSWORD = 'admin-pass-2024';

  async function adminWithPasskey(email: string) {
    await ensureAdmin(email, PASSWORD);
    const signIn = await authRequest('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(signIn.cookie, authenticator)).status).toBe(200);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: user!.id, email, cookie: signIn.cookie, authenticator };
  }

  it('a passkey satisfies "Require two-factor sign-in for staff", and its sessions end after 7 days', async () => {
    await setStaffSwitch(true);
    try {
      const admin = await adminWithPasskey('passkey-admin@example.com');
      const signedIn = await signInWithPasskey(admin.authenticator);
      expect(signedIn.status).toBe(200);
      await expect(withRequestHeaders(new Headers({ cookie: signedIn.cookie }), () => requirePermission('orders.read'))).resolves.toMatchObject({
        email: admin.email,
        isAdmin: true,
      });
      const newest = (await db.select().from(sessions).where(eq(sessions.userId, admin.id))).at(-1)!;
      expect(newest.expiresAt.getTime() - newest.createdAt.getTime()).toBeLessThanOrEqual(7 * DAY);
    } finally {
      await setStaffSwitch(null);
    }
  });

  it('while the switch is on, the password alone no longer signs in an admin whose second factor is a passkey', async () => {
    const admin = await adminWithPasskey('passkey-only-admin@example.com');
    await setStaffSwitch(true);
    try {
      const before = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, admin.id));
      const refused = await authRequest('/sign-in/email', { email: admin.email, password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: PASSKEY_SIGN_IN_REQUIRED_CODE, message: expect.stringContaining('"Sign in with a passkey"') });
      expect(await sessionUser(refused.cookie)).toBeNull();
      expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, admin.id))).toEqual(before);

      // A wrong password is told only that: nothing about passkeys to someone guessing.
      const wrong = await authRequest('/sign-in/email', { email: admin.email, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });

      // With a TOTP app as well, the password leads to the code step, as for any admin with one.
      const enable = await authRequest('/two-factor/enable', { password: PASSWORD }, admin.cookie);
      const verify = await authRequest('/two-factor/verify-totp', { code: totp(secretFromOtpauth(String(enable.body?.totpURI))) }, admin.cookie);
      expect(verify.status).toBe(200);
      const withTotp = await authRequest('/sign-in/email', { email: admin.email, password: PASSWORD });
      expect(withTotp.status).toBe(200);
      expect(withTotp.body).toMatchObject({ twoFactorRedirect: true });
    } finally {
      await setStaffSwitch(null);
    }
  });

  it('with the switch off, the password still signs the admin in', async () => {
    await setStaffSwitch(false);
    try {
      const admin = await adminWithPasskey('passkey-admin-switch-off@example.com');
      const signIn = await authRequest('/sign-in/email', { email: admin.email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      expect(await sessionUser(signIn.cookie)).toMatchObject({ email: admin.email });
    } finally {
      await setStaffSwitch(null);
    }
  });

  it('an account handed over by a promotion to admin loses the passkeys whoever signed it up added', async () => {
    const squatter = await signUp('future-owner@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(squatter.cookie, authenticator)).status).toBe(200);

    expect((await ensureAdmin(squatter.email, PASSWORD)).outcome).toBe('promoted');
    expect(await passkeysOf(squatter.id)).toEqual([]);
    expect((await signInWithPasskey(authenticator)).status).toBe(401);
  });
});

describe('a passkey when closing the account', () => {
  const closeWithPasskey = (cookie: string, accountId: string) =>
    withRequestHeaders(new Headers({ cookie, origin: ORIGIN }), () => closeMyAccountAction({ accountId, password: '', confirmation: 'DELETE', withPasskey: true }));

  it('stands for the password only as a sign-in made in the last 5 minutes', async () => {
    const shopper = await signUp('closing-with-passkey@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper.cookie, authenticator)).status).toBe(200);

    // The sign-up's session, made 10 minutes ago, is not a fresh confirmation.
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.userId, shopper.id));
    expect(await closeWithPasskey(shopper.cookie, shopper.id)).toMatchObject({ ok: false, error: expect.stringContaining('Confirm with your passkey again') });

    const fresh = await signInWithPasskey(authenticator);
    expect(fresh.status).toBe(200);
    expect(await closeWithPasskey(fresh.cookie, shopper.id)).toEqual({ ok: true, data: { ordersKept: 0 } });
    expect(await db.select().from(users).where(eq(users.id, shopper.id))).toEqual([]);
    expect(await passkeysOf(shopper.id)).toEqual([]);
  });
});
