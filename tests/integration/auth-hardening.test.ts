// @postgres: one TOTP code is verified by two sign-ins at once, and only one passes; wrong passwords lock an account
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';
import { as, signedInAdmin } from '../helpers/sessions';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { requirePermission, requirePermissionFromHeaders, requirePermissionPage, staffOrRefusal } from '@/server/auth/permissions';
import { getSessionUserFromHeaders, requireUser } from '@/server/auth/session';
import { COMMON_PASSWORD_MESSAGE, STAFF_PASSWORD_MESSAGE } from '@/server/auth/password-policy';
import { db } from '@/server/db/client';
import { rateLimits, sessions, twoFactors, users, websiteSettings } from '@/server/db/schema';
import { mintEnrolmentToken } from '@/server/staff/enrolment-link';
import { startStaffEnrolmentAction } from '@/server/staff/actions/store/start-staff-enrolment';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

// The attacks of docs/security.md on Better Auth, performed against the real handler, a real
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a real SMTP server on loopback:
// common and short staff passwords, guessing one account from many addresses, replaying a
// TOTP code, a session that never ends, and an admin without two-factor when the shop requires it.

// The SMTP sink's port and DATA_DIR must be set before anything reads the environment.
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

let ipCounter = 0;
const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

type AuthAnswer = { status: number; body: Record<string, unknown> | null; cookies: string[] };

/** A request as the browser sends it to /api/auth/*, by default each from its own address. */
async function authRequest(path: string, body: unknown, { cookie = '', ip = nextIp(), method = 'POST' } = {}): Promise<AuthAnswer> {
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: ip, ...(cookie ? { cookie } : {}) },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    }),
  );
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='));
  return { status: response.status, body: (await response.json().catch(() => null)) as AuthAnswer['body'], cookies };
}

/** A Cookie header from Set-Cookie pairs; a cookie set twice in one answer keeps its last value. */
const join = (cookies: string[]) => [...new Map(cookies.map((pair) => [pair.split('=')[0], pair])).values()].join('; ');

async function signUp(email: string, password: string) {
  const answer = await authRequest('/sign-up/email', { name: 'Ada Obi', email, password });
  expect(answer.status).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, password, cookie: join(answer.cookies) };
}

/** The mails about sign-ins to `address` (a new account is also mailed its verification link, which is not). */
async function mailsTo(address: string) {
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => mail.raw.replace(/=\r?\n/g, ''))
    .filter((raw) => !/^Subject: Confirm your email/m.test(raw));
}

describe('passwords', () => {
  it('sign-up refuses one of the 10,000 most common passwords, whatever its case; shoppers keep the 6-character minimum', async () => {
    for (const password of ['password123', 'Iloveyou', 'qwerty123']) {
      const refused = await authRequest('/sign-up/email', { name: 'Ada', email: `common-${password}@example.com`, password });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    }
    expect(await db.select().from(users).where(sql`${users.email} like 'common-%'`)).toEqual([]);
    expect((await authRequest('/sign-up/email', { name: 'Ada', email: 'six@example.com', password: 'k7qzpw' })).status).toBe(200);
  });

  it('change-password refuses a common password, and an admin password under 12 characters, called any way', async () => {
    const shopper = await signUp('changer@example.com', 'first-pass-1');
    const common = await authRequest('/change-password', { currentPassword: shopper.password, newPassword: 'sunshine' }, { cookie: shopper.cookie });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    // A shopper may choose a short one (the product's 6 characters).
    const short = await authRequest('/change-password', { currentPassword: shopper.password, newPassword: 'k7qzpw-2' }, { cookie: shopper.cookie });
    expect(short.status).toBe(200);

    const admin = await signedInAdmin();
    const cookie = admin.headers.get('cookie')!;
    const adminPassword = 'admin-pass-2024';
    const tooShort = await authRequest('/change-password', { currentPassword: adminPassword, newPassword: 'short-pw-9' }, { cookie });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toMatchObject({ code: 'STAFF_PASSWORD_TOO_SHORT', message: STAFF_PASSWORD_MESSAGE });
    // Straight through auth.api (no HTTP, no browser) is refused the same way.
    await expect(
      getAuth().api.changePassword({ body: { currentPassword: adminPassword, newPassword: 'short-pw-9' }, headers: admin.headers }),
    ).rejects.toMatchObject({ body: { code: 'STAFF_PASSWORD_TOO_SHORT' } });
    const long = await authRequest('/change-password', { currentPassword: adminPassword, newPassword: 'a-long-unique-phrase' }, { cookie });
    expect(long.status).toBe(200);
  });
});

describe('the per-account sign-in limit', () => {
  it('10 wrong passwords from 10 addresses lock the account: the right one is refused, the holder gets one mail, others sign in', async () => {
    const victim = await signUp('victim@example.com', 'right-pass-42');
    const bystander = await signUp('bystander@example.com', 'other-pass-42');

    const wrong = [];
    for (let i = 0; i < 10; i++) {
      // Each guess from its own address: the per-address limit never sees more than one.
      const email = i % 2 ? 'VICTIM@example.com' : 'victim@example.com';
      wrong.push((await authRequest('/sign-in/email', { email, password: `guess-${i}-xyz` }, { ip: `198.51.100.${i + 1}` })).status);
    }
    expect(wrong).toEqual(Array(10).fill(401));

    const right = await authRequest('/sign-in/email', { email: victim.email, password: victim.password }, { ip: '198.51.100.77' });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'ACCOUNT_SIGN_IN_LOCKED' });
    expect(String(right.body?.message)).toMatch(/^Too many failed sign-in attempts for this account.*Try again in 15 minutes/);
    expect(right.cookies.some((pair) => pair.includes('session_token'))).toBe(false);

    // The account holder hears of it, once (the mail is a queued job, sent by the worker).
    await runJobsUntilIdle();
    expect(await mailsTo(victim.email)).toHaveLength(1);
    for (let i = 0; i < 3; i++) await authRequest('/sign-in/email', { email: victim.email, password: `more-${i}-xyz` });
    await runJobsUntilIdle();
    const mails = await mailsTo(victim.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Someone tried to sign in to your Adire Living account');
    expect(mails[0]).toContain('signing in to it is paused for 15 minutes');
    expect(mails[0]).toContain('http://localhost:3000/account/security');

    // Nobody else is slowed, and the count lives in the database (every app instance sees it).
    expect((await authRequest('/sign-in/email', { email: bystander.email, password: bystander.password })).status).toBe(200);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'sign-in-account:victim@example.com'));
    expect(row?.count).toBeGreaterThanOrEqual(11);

    // Once the window has passed, the right password signs in again.
    await db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 16 * 60 * 1000 })
      .where(eq(rateLimits.key, 'sign-in-account:victim@example.com'));
    expect((await authRequest('/sign-in/email', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('a successful sign-in forgets the account’s earlier failures', async () => {
    const user = await signUp('forgetful@example.com', 'right-pass-43');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await authRequest('/sign-in/email', { email: user.email, password: `nope-${i}-xyz` })).status).toBe(401);
      expect((await authRequest('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
    }
    await runJobsUntilIdle();
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('TOTP replay', () => {
  it('a code accepted once is refused again, also when two requests carry it at once; a later step’s code works', async () => {
    const user = await signUp('replay@example.com', 'replay-pass-1');
    const enable = await authRequest('/two-factor/enable', { password: user.password }, { cookie: user.cookie });
    expect(enable.status).toBe(200);
    const secret = secretFromOtpauth(String(enable.body?.totpURI));

    // Turning 2FA on takes the previous step's code (still accepted by Better Auth's window).
    const enrolCode = totp(secret, { steps: -1 });
    const verify = await authRequest('/two-factor/verify-totp', { code: enrolCode }, { cookie: user.cookie });
    expect(verify.status).toBe(200);

    const challenge = async () => {
      const signIn = await authRequest('/sign-in/email', { email: user.email, password: user.password });
      expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
      return join(signIn.cookies);
    };

    // The code that turned 2FA on cannot sign in.
    const reusedEnrol = await authRequest('/two-factor/verify-totp', { code: enrolCode }, { cookie: await challenge() });
    expect(reusedEnrol.status).toBe(401);
    expect(reusedEnrol.body).toMatchObject({ code: 'TOTP_CODE_ALREADY_USED' });

    // Sign in with a code, sign out, sign in again with the same code: refused.
    const code = totp(secret);
    const first = await authRequest('/two-factor/verify-totp', { code }, { cookie: await challenge() });
    expect(first.status).toBe(200);
    expect((await authRequest('/sign-out', {}, { cookie: join(first.cookies) })).status).toBe(200);
    const replay = await authRequest('/two-factor/verify-totp', { code }, { cookie: await challenge() });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'TOTP_CODE_ALREADY_USED' });
    expect(replay.cookies.some((pair) => pair.includes('session_token'))).toBe(false);

    // The next step's code, sent twice at the same moment on two sign-ins: one gets in.
    // The step is fixed from one moment, so a 30-second boundary passed during the test changes nothing.
    const now = Date.now();
    const nextStep = Math.floor(now / 30_000) + 1;
    const next = totp(secret, { time: now, steps: 1 });
    const [a, b] = await Promise.all([challenge(), challenge()]);
    const racing = await Promise.all([
      authRequest('/two-factor/verify-totp', { code: next }, { cookie: a }),
      authRequest('/two-factor/verify-totp', { code: next }, { cookie: b }),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const [factor] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(factor?.lastTotpStep).toBe(nextStep);
  });
});

describe('absolute session lifetime', () => {
  async function sessionOf(cookie: string) {
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
    const [row] = await db.select().from(sessions).where(eq(sessions.token, token));
    return row!;
  }
  const getSession = (cookie: string) => authRequest('/get-session', undefined, { cookie, method: 'GET' });

  it('a new session ends by 30 days for a shopper and 7 days for an admin', async () => {
    const shopper = await signUp('lifetime@example.com', 'lifetime-pass-1');
    const shopperSession = await sessionOf(shopper.cookie);
    expect(shopperSession.expiresAt.getTime() - shopperSession.createdAt.getTime()).toBeLessThanOrEqual(30 * DAY);

    const admin = await signedInAdmin();
    const adminSession = await sessionOf(admin.headers.get('cookie')!);
    expect(adminSession.expiresAt.getTime() - adminSession.createdAt.getTime()).toBeLessThanOrEqual(7 * DAY);
    expect(adminSession.expiresAt.getTime() - adminSession.createdAt.getTime()).toBeGreaterThan(7 * DAY - 60_000);
  });

  it('a session used every day is signed out 30 days after it began (7 for an admin), whatever its sliding expiry says', async () => {
    const shopper = await signUp('daily@example.com', 'daily-pass-1');
    const session = await sessionOf(shopper.cookie);
    // As a session refreshed daily for a month looks: begun 31 days ago, expiring in 29 days.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000), expiresAt: new Date(Date.now() + 29 * DAY) })
      .where(eq(sessions.id, session.id));
    expect((await getSession(shopper.cookie)).body).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
    expect(await getSessionUserFromHeaders(new Headers({ cookie: shopper.cookie }))).toBeNull();

    const admin = await signedInAdmin();
    const adminCookie = admin.headers.get('cookie')!;
    const adminSession = await sessionOf(adminCookie);
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 8 * DAY) }).where(eq(sessions.id, adminSession.id));
    await expect(as(admin, requireUser)).rejects.toMatchObject({ reason: 'signed-out' });

    // Eight days is nothing for a shopper.
    const other = await signUp('weekly@example.com', 'weekly-pass-1');
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 8 * DAY) }).where(eq(sessions.id, (await sessionOf(other.cookie)).id));
    expect((await getSession(other.cookie)).body).toMatchObject({ user: { email: 'weekly@example.com' } });
  });

  it('a refresh never pushes the expiry past the absolute end', async () => {
    const shopper = await signUp('refresh@example.com', 'refresh-pass-1');
    const session = await sessionOf(shopper.cookie);
    const createdAt = new Date(Date.now() - 29 * DAY);
    // Due for its daily refresh, which would otherwise set the expiry to now + 30 days.
    await db
      .update(sessions)
      .set({ createdAt, updatedAt: new Date(Date.now() - 2 * DAY), expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessions.id, session.id));
    expect((await getSession(shopper.cookie)).body).toMatchObject({ user: { email: 'refresh@example.com' } });
    const refreshed = await sessionOf(shopper.cookie);
    expect(refreshed.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(refreshed.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY);
  });
});

describe('the staff two-factor switch', () => {
  async function setSwitch(required: boolean | null) {
    await db
      .insert(websiteSettings)
      .values({ id: 1, siteName: 'Adire Living', staffTwoFactorRequired: required })
      .onConflictDoUpdate({ target: websiteSettings.id, set: { staffTwoFactorRequired: required } });
  }

  it('off by default on http: an admin without two-factor works as before', async () => {
    await setSwitch(null);
    const admin = await signedInAdmin();
    await expect(as(admin, () => requirePermission('orders.read'))).resolves.toMatchObject({ email: admin.email, isAdmin: true });
    await expect(as(admin, () => requirePermissionPage('orders.read'))).resolves.toMatchObject({ email: admin.email });
  });

  it('on: an admin without two-factor is refused every admin gate and sent to enrol, and gets through once enrolled', async () => {
    await setSwitch(true);
    try {
      const email = 'needs-2fa@example.com';
      await ensureAdmin(email, 'admin-pass-2024');
      const signIn = await authRequest('/sign-in/email', { email, password: 'admin-pass-2024' });
      expect(signIn.status).toBe(200);
      const cookie = join(signIn.cookies);
      const admin = { email, headers: new Headers({ cookie, origin: ORIGIN }) };

      await expect(as(admin, () => requirePermission('orders.read'))).rejects.toMatchObject({
        reason: 'two-factor-required',
        message: expect.stringMatching(/requires two-factor sign-in for staff/),
      });
      await expect(requirePermissionFromHeaders(admin.headers, 'orders.read')).rejects.toMatchObject({ reason: 'two-factor-required' });
      const refusal = await staffOrRefusal(new Request(`${ORIGIN}/admin/orders/export`, { headers: admin.headers }), 'orders.export', (message, status) =>
        Response.json({ message }, { status }),
      );
      expect(refusal instanceof Response && refusal.status).toBe(403);
      await expect(as(admin, () => requirePermissionPage('orders.read'))).rejects.toMatchObject({
        digest: expect.stringContaining('/account/security?required=two-factor'),
      });

      // The enrol page's gate stays open to it; its two-factor steps, once a set-up link was followed
      // (tests/integration/staff.test.ts "staff second factors").
      await expect(as(admin, requireUser)).resolves.toMatchObject({ email });
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const link = await db.transaction((tx) => mintEnrolmentToken(tx, user!.id));
      expect(await as(admin, () => startStaffEnrolmentAction({ token: link }))).toMatchObject({ ok: true });
      const enable = await authRequest('/two-factor/enable', { password: 'admin-pass-2024' }, { cookie });
      expect(enable.status).toBe(200);
      const verify = await authRequest('/two-factor/verify-totp', { code: totp(secretFromOtpauth(String(enable.body?.totpURI))) }, { cookie });
      expect(verify.status).toBe(200);

      const enrolled = { email, headers: new Headers({ cookie: join(verify.cookies), origin: ORIGIN }) };
      await expect(as(enrolled, () => requirePermission('orders.read'))).resolves.toMatchObject({ email, isAdmin: true });
      await expect(as(enrolled, () => requirePermissionPage('orders.read'))).resolves.toMatchObject({ email });
    } finally {
      await setSwitch(null);
    }
  });
});
