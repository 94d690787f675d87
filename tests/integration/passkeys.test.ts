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
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { withRequestHeaders } from '@/server/request-context';
import { requirePermission } from '@/server/auth/permissions';
import { listPasskeys } from '@/server/auth/passkey-reads';
import { db } from '@/server/db/client';
import { passkeys, sessions, users, websiteSettings } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { confirmIdentity } from '@/server/account/actions/store/confirm-identity';
import { forgetTrustedDevices } from '@/server/account/actions/store/forget-trusted-devices';
import { createAccountToken } from '@/server/account/account-tokens';
import { resetPasswordAction } from '@/server/account/actions/store/reset-password';
import { REAUTHENTICATION_REQUIRED_CODE } from '@/lib/account-security';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';

// Passkeys through Better Auth's real endpoints, with a software authenticator standing in for
// the device (tests/helpers/software-authenticator.ts): the rules of docs/security.md, "Passkeys".

const { smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  delete process.env.BETTER_AUTH_URL;
  delete process.env.PORT;
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  return { smtpPort: port };
});

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpSink(smtpPort)]);
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});

/** The mails the sink received for `address` whose subject matches, once every queued job has run. */
async function mailsTo(address: string, subject: RegExp) {
  await runJobsUntilIdle();
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readableMail(mail.raw))
    .filter((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ''));
}

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

type Holder = { cookie: string; password: string; code?: string };

/** "Confirm it's you" on the Security page: the password, and the code when two-factor is on. */
const confirmIdentityAs = ({ cookie, password, code = '' }: Holder) =>
  withRequestHeaders(new Headers({ cookie, origin: ORIGIN }), () => confirmIdentity({ password, code }));

/** The browser's two steps of adding a passkey, with nothing before them. */
async function registerPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'Test phone') {
  const options = await authRequest(`/passkey/generate-register-options?name=${encodeURIComponent(name)}`, undefined, cookie);
  if (options.status !== 200) return options;
  return authRequest('/passkey/verify-registration', { response: authenticator.register(options.body as never), name }, options.cookie);
}

/** Adding a passkey as My Account does: confirm who you are, then register it. */
async function addPasskey(holder: Holder, authenticator: SoftwareAuthenticator, name = 'Test phone') {
  expect(await confirmIdentityAs(holder)).toEqual({ ok: true, data: { minutes: 5 } });
  return registerPasskey(holder.cookie, authenticator, name);
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
    const tooLong = await addPasskey(shopper, authenticator, 'x'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'PASSKEY_NAME_TOO_LONG' });
    const added = await addPasskey(shopper, authenticator, 'Passkey on Android');
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
    expect((await addPasskey(shopper, authenticator)).status).toBe(200);

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
    const secret = secretFromOtpauth(String(enable.body?.totpURI));
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: -1 }) }, shopper.cookie);
    expect(verify.status).toBe(200);
    const authenticator = softwareAuthenticator();
    expect((await addPasskey({ cookie: verify.cookie, password: shopper.password, code: totp(secret) }, authenticator)).status).toBe(200);

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
    const refused = await addPasskey(shopper, careless);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: PASSKEY_UNVERIFIED_CODE });
    expect(await passkeysOf(shopper.id)).toEqual([]);

    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper, authenticator)).status).toBe(200);
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
    expect((await addPasskey(shopper, authenticator)).status).toBe(200);
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
    expect((await addPasskey(owner, authenticator)).status).toBe(200);
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

describe('adding a passkey', () => {
  const ageConfirmation = (userId: string, minutes: number) =>
    db.update(sessions).set({ reauthenticatedAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.userId, userId));

  it('is refused to the session cookie alone, at both steps, and after 5 minutes; the password confirms it', async () => {
    const shopper = await signUp('passkey-reauth@example.com');
    const authenticator = softwareAuthenticator();
    // A stolen cookie, however fresh its session, adds nothing.
    const bare = await registerPasskey(shopper.cookie, authenticator);
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ code: REAUTHENTICATION_REQUIRED_CODE });
    expect(await confirmIdentityAs({ ...shopper, password: 'not-my-password' })).toMatchObject({ ok: false, details: { field: 'password' } });
    expect((await registerPasskey(shopper.cookie, authenticator)).status).toBe(403);

    // Confirmed, the options come; the answer sent once the confirmation is older than 5 minutes is refused.
    expect((await confirmIdentityAs(shopper)).ok).toBe(true);
    const options = await authRequest('/passkey/generate-register-options', undefined, shopper.cookie);
    expect(options.status).toBe(200);
    await ageConfirmation(shopper.id, 6);
    const late = await authRequest('/passkey/verify-registration', { response: authenticator.register(options.body as never), name: 'Late' }, options.cookie);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ code: REAUTHENTICATION_REQUIRED_CODE });
    expect(await passkeysOf(shopper.id)).toEqual([]);

    expect((await addPasskey(shopper, authenticator)).status).toBe(200);
    expect(await passkeysOf(shopper.id)).toHaveLength(1);
  });

  it('asks an account with two-factor for its code as well as its password', async () => {
    const shopper = await signUp('passkey-reauth-totp@example.com');
    const enable = await authRequest('/two-factor/enable', { password: shopper.password }, shopper.cookie);
    const secret = secretFromOtpauth(String(enable.body?.totpURI));
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: -1 }) }, shopper.cookie);
    expect(verify.status).toBe(200);
    const holder = { cookie: verify.cookie, password: shopper.password };

    expect(await confirmIdentityAs(holder)).toMatchObject({ ok: false, details: { field: 'code' } });
    expect(await confirmIdentityAs({ ...holder, code: totp(secret, { steps: 10 }) })).toMatchObject({ ok: false, details: { field: 'code' } });
    expect((await registerPasskey(holder.cookie, softwareAuthenticator())).status).toBe(403);
    expect((await addPasskey({ ...holder, code: totp(secret) }, softwareAuthenticator())).status).toBe(200);
  });

  it('is confirmed by a passkey sign-in of the last 5 minutes', async () => {
    const shopper = await signUp('passkey-reauth-by-passkey@example.com');
    const first = softwareAuthenticator();
    expect((await addPasskey(shopper, first, 'Phone')).status).toBe(200);
    const signedIn = await signInWithPasskey(first);
    expect((await registerPasskey(signedIn.cookie, softwareAuthenticator(), 'Laptop')).status).toBe(200);
    await ageConfirmation(shopper.id, 6);
    expect((await registerPasskey(signedIn.cookie, softwareAuthenticator(), 'Tablet')).status).toBe(403);
    expect((await listPasskeys(shopper.id)).map((passkey) => passkey.name)).toEqual(['Phone', 'Laptop']);
  });

  it('mails the holder for every passkey added, with its name', async () => {
    const shopper = await signUp('passkey-added-mail@example.com');
    expect((await addPasskey(shopper, softwareAuthenticator(), 'Phone')).status).toBe(200);
    expect((await addPasskey(shopper, softwareAuthenticator(), 'Laptop')).status).toBe(200);
    await ageConfirmation(shopper.id, 6);
    expect((await registerPasskey(shopper.cookie, softwareAuthenticator(), 'Refused')).status).toBe(403);

    const mails = await mailsTo(shopper.email, /A passkey was added to your/);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('“Phone”');
    expect(mails[1]).toContain('“Laptop”');
    expect(mails[1]).toContain('/account/security#passkeys');
  });
});

describe('passkeys when the holder takes the account back', () => {
  const reset = async (userId: string, removePasskeys?: boolean) => {
    const token = await db.transaction((tx) => createAccountToken(tx, userId, 'reset-password'));
    const password = 'a-new-good-pass-7';
    return withRequestHeaders(new Headers({ origin: ORIGIN }), () => resetPasswordAction({ token, password, confirmPassword: password, removePasskeys }));
  };
  const signOutEverywhere = (cookie: string, removePasskeys: boolean) =>
    withRequestHeaders(new Headers({ cookie, origin: ORIGIN }), () => forgetTrustedDevices({ removePasskeys }));

  it('a password reset removes the passkeys when asked to ("Also remove my passkeys"), and keeps them otherwise', async () => {
    const shopper = await signUp('passkey-reset@example.com');
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, shopper.id));
    const planted = softwareAuthenticator();
    expect((await addPasskey(shopper, planted)).status).toBe(200);

    expect(await reset(shopper.id)).toMatchObject({ ok: true });
    expect(await passkeysOf(shopper.id)).toHaveLength(1);
    expect(await reset(shopper.id, true)).toMatchObject({ ok: true });
    expect(await passkeysOf(shopper.id)).toEqual([]);
    expect((await signInWithPasskey(planted)).status).toBe(401);
  });

  it('"sign out of all devices" removes the passkeys when asked to, and keeps them otherwise', async () => {
    const shopper = await signUp('passkey-sign-out@example.com');
    const planted = softwareAuthenticator();
    expect((await addPasskey(shopper, planted)).status).toBe(200);

    expect(await signOutEverywhere(shopper.cookie, false)).toEqual({ ok: true, data: { forgotten: 0, passkeysRemoved: 0 } });
    expect(await passkeysOf(shopper.id)).toHaveLength(1);
    expect(await signOutEverywhere(shopper.cookie, true)).toEqual({ ok: true, data: { forgotten: 0, passkeysRemoved: 1 } });
    expect(await passkeysOf(shopper.id)).toEqual([]);
    expect((await signInWithPasskey(planted)).status).toBe(401);
  });
});

describe('passkeys and staff', () => {
  const PASSWORD = 'admin-pass-2024';

  async function adminWithPasskey(email: string) {
    await ensureAdmin(email, PASSWORD);
    const signIn = await authRequest('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const authenticator = softwareAuthenticator();
    expect((await addPasskey({ cookie: signIn.cookie, password: PASSWORD }, authenticator)).status).toBe(200);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: user!.id, email, cookie: signIn.cookie, authenticator };
  }

  it('a passkey satisfies "Require two-factor sign-in for staff", and its sessions end after 7 days', async () => {
    const admin = await adminWithPasskey('passkey-admin@example.com');
    await setStaffSwitch(true);
    try {
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
    expect((await addPasskey(squatter, authenticator)).status).toBe(200);

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
    expect((await addPasskey(shopper, authenticator)).status).toBe(200);

    // The sign-up's session, made and last confirmed (to add the passkey) 10 minutes ago, is not a fresh confirmation.
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 10 * 60_000), reauthenticatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.userId, shopper.id));
    expect(await closeWithPasskey(shopper.cookie, shopper.id)).toMatchObject({ ok: false, error: expect.stringContaining('Confirm with your passkey again') });

    const fresh = await signInWithPasskey(authenticator);
    expect(fresh.status).toBe(200);
    expect(await closeWithPasskey(fresh.cookie, shopper.id)).toEqual({ ok: true, data: { ordersKept: 0 } });
    expect(await db.select().from(users).where(eq(users.id, shopper.id))).toEqual([]);
    expect(await passkeysOf(shopper.id)).toEqual([]);
  });

  it('is not stood for by a fresh session the password made, nor by a passkey sign-in older than 5 minutes', async () => {
    const shopper = await signUp('closing-with-fresh-password-session@example.com');
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(shopper, authenticator)).status).toBe(200);
    // The password confirmed to add the passkey was 10 minutes ago.
    await db.update(sessions).set({ reauthenticatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.userId, shopper.id));
    const refused = { ok: false, error: expect.stringContaining('Confirm with your passkey again') };

    // Made seconds ago, but by the password (or a stolen cookie of it): no passkey was used.
    const byPassword = await authRequest('/sign-in/email', { email: shopper.email, password: shopper.password });
    expect(byPassword.status).toBe(200);
    expect(await closeWithPasskey(byPassword.cookie, shopper.id)).toMatchObject(refused);
    expect(await closeWithPasskey(shopper.cookie, shopper.id)).toMatchObject(refused);

    const byPasskey = await signInWithPasskey(authenticator);
    const token = decodeURIComponent(byPasskey.cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
    await db.update(sessions).set({ reauthenticatedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(sessions.token, token));
    expect(await closeWithPasskey(byPasskey.cookie, shopper.id)).toMatchObject(refused);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, shopper.id))).toEqual([{ id: shopper.id }]);
  });
});
