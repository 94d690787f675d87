// @postgres: one reset token is consumed by two transactions at once, and only one may win
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { authRequester } from '../helpers/auth-requests';
import { as } from '../helpers/sessions';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { STAFF_PASSWORD_MESSAGE } from '@/server/auth/password-policy';
import { SIGN_IN_ATTEMPTS } from '@/server/auth/sign-in-limit';
import { UNCONFIRMED_ACCOUNT_MESSAGE } from '@/server/account/sign-up-takeover';
import { ACCOUNT_LINK_JOB, queueAccountLink } from '@/server/account/account-link-job';
import { consumeAccountToken, createAccountToken, findAccountToken } from '@/server/account/account-tokens';
import { RESET_REQUESTED_MESSAGE, RESET_REQUEST_LIMITS } from '@/server/account/reset-request';
import { RESET_LINK_INVALID } from '@/server/account/reset-password';
import { confirmEmailChangeAction } from '@/server/account/actions/store/confirm-email-change';
import { forgotPasswordAction } from '@/server/account/actions/store/forgot-password';
import { requestEmailChangeAction } from '@/server/account/actions/store/request-email-change';
import { resendVerificationAction } from '@/server/account/actions/store/resend-verification';
import { resetPasswordAction } from '@/server/account/actions/store/reset-password';
import { verifyEmailAction } from '@/server/account/actions/store/verify-email';
import { CHANGE_LINK_INVALID, VERIFY_LINK_INVALID, VERIFY_RESEND_LIMIT, isEmailVerified } from '@/server/account/email-address';
import { db } from '@/server/db/client';
import { accountTokens, jobs, rateLimits, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

// Password reset, the takeover of an unconfirmed address, email verification and email change
// (docs/security.md, "Password reset, email verification and email change"), performed as an attacker would against the real Better
// Auth handler, the real actions, a real database and a real SMTP server on loopback.

const { smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  delete process.env.BETTER_AUTH_URL;
  process.env.PORT = '3000';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  return { smtpPort: port };
});

const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpSink(smtpPort)]);
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});

const authRequest = authRequester(ORIGIN, '198.51.100.');
const join = (...lists: string[][]) => lists.flat().join('; ');
const sessionCookie = (cookies: string[]) => join(cookies.filter((pair) => pair.includes('session_token')));

/** The mails the sink received for `address` whose subject matches, as a reader sees them. */
function mailsTo(address: string, subject: RegExp) {
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readableMail(mail.raw))
    .filter((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ''));
}

/** The token of the newest link to `path` mailed to `address`. */
function tokenMailedTo(address: string, subject: RegExp, path = '/auth/reset-password') {
  const text = mailsTo(address, subject).at(-1);
  if (!text) throw new Error(`No mail matching ${subject} to ${address}`);
  const match = new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail to ${address}`);
  return match[1]!;
}

let clientCounter = 0;
/** A caller of the public actions, from its own client address unless one is given. */
const fromClient = (ip = `192.0.2.${(++clientCounter % 250) + 1}`) => ({
  email: '',
  headers: new Headers({ origin: ORIGIN, [CLIENT_IP_HEADER]: ip }),
});

const forgot = (email: string, ip?: string) => as(fromClient(ip), () => forgotPasswordAction({ email }));
const reset = (token: string, password: string) => as(fromClient(), () => resetPasswordAction({ token, password, confirmPassword: password }));

async function signUp(email: string, password: string, name = 'Ada Obi') {
  const answer = await authRequest('/sign-up/email', { name, email, password });
  expect(answer.status).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, password, cookie: sessionCookie(answer.cookies) };
}

const markVerified = (id: string) => db.update(users).set({ emailVerified: true }).where(eq(users.id, id));

/** Who the cookie signs in as, asked of Better Auth as the browser asks it. */
async function sessionEmail(cookie: string) {
  const response = await getAuth().handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie, origin: ORIGIN } }));
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

const signIn = (email: string, password: string, cookie = '') => authRequest('/sign-in/email', { email, password }, cookie);

/** Turns on TOTP for the account (which gives its session a new cookie); returns the secret. */
async function enrolTotp(user: { password: string; cookie: string }) {
  const enable = await authRequest('/two-factor/enable', { password: user.password }, user.cookie);
  expect(enable.status).toBe(200);
  const secret = secretFromOtpauth(String(enable.body?.totpURI));
  const verified = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: -1 }) }, user.cookie);
  expect(verified.status).toBe(200);
  user.cookie = sessionCookie(verified.cookies);
  return secret;
}

describe('account tokens', () => {
  it('keep only a SHA-256 of the token, work once, for their own purpose, and a new one voids the old', async () => {
    const user = await signUp('tokens@example.com', 'tokens-pass-1');
    const first = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(first);
    expect(JSON.stringify(rows)).not.toContain(first);

    // Not a verification link, whatever it says.
    expect(await findAccountToken(first, 'verify-email')).toBeNull();
    expect(await db.transaction((tx) => consumeAccountToken(tx, first, 'verify-email'))).toBeNull();

    const second = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
    expect(await findAccountToken(first, 'reset-password')).toBeNull();
    expect(await findAccountToken(second, 'reset-password')).toEqual({ userId: user.id, newEmail: null });

    expect(await db.transaction((tx) => consumeAccountToken(tx, second, 'reset-password'))).toEqual({ userId: user.id, newEmail: null });
    expect(await db.transaction((tx) => consumeAccountToken(tx, second, 'reset-password'))).toBeNull();

    // Two uses at once: exactly one wins.
    const third = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
    const raced = await Promise.all([1, 2].map(() => db.transaction((tx) => consumeAccountToken(tx, third, 'reset-password'))));
    expect(raced.filter(Boolean)).toHaveLength(1);

    const expired = await db.transaction((tx) => createAccountToken(tx, user.id, 'verify-email'));
    await db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.purpose, 'verify-email'));
    expect(await findAccountToken(expired, 'verify-email')).toBeNull();
    expect(await db.transaction((tx) => consumeAccountToken(tx, expired, 'verify-email'))).toBeNull();
  });
});

describe("Better Auth's own reset, verification and change-email endpoints", () => {
  it('are switched off: they would keep tokens in plain text', async () => {
    const user = await signUp('retired-endpoints@example.com', 'retired-pass-1');
    for (const [path, body] of [
      ['/request-password-reset', { email: user.email, redirectTo: '/' }],
      ['/reset-password', { newPassword: 'whatever-pass-1', token: 'x' }],
      ['/send-verification-email', { email: user.email }],
      ['/change-email', { newEmail: 'elsewhere@example.com' }],
    ] as const) {
      expect((await authRequest(path, body, user.cookie)).status, path).toBe(404);
    }
    const verify = await getAuth().handler(new Request(`${ORIGIN}/api/auth/verify-email?token=x`, { headers: { origin: ORIGIN } }));
    expect(verify.status).toBe(404);
    expect(await db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'))).toEqual([]);
  });
});

describe('forgot password', () => {
  it('answers an address with an account and one without exactly alike, and queues the same job for both', async () => {
    await signUp('known@example.com', 'known-pass-1');
    await runJobsUntilIdle();
    await db.delete(jobs);
    const tokensBefore = await db.select().from(accountTokens);

    const known = await forgot('Known@Example.com ');
    const unknown = await forgot('nobody@example.com');
    expect(known).toEqual({ ok: true, data: { message: RESET_REQUESTED_MESSAGE } });
    expect(unknown).toEqual(known);
    // The request did no lookup's work: one job each, of one kind, with the address only; no token yet.
    const queued = await jobsOfKind(ACCOUNT_LINK_JOB);
    expect(queued.map((job) => job.payload)).toEqual([
      { link: 'reset-password', email: 'known@example.com' },
      { link: 'reset-password', email: 'nobody@example.com' },
    ]);
    expect(await db.select().from(jobs)).toHaveLength(2);
    expect(await db.select().from(accountTokens)).toEqual(tokensBefore);

    await runJobsUntilIdle();
    expect(mailsTo('known@example.com', /Reset your .* password/)).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.to.includes('nobody@example.com'))).toEqual([]);
    const mail = mailsTo('known@example.com', /Reset your/)[0]!;
    expect(mail).toContain('within an hour');
    // Only the hash is kept, and the job that sent it did not keep the link either.
    const token = tokenMailedTo('known@example.com', /Reset your/);
    expect(JSON.stringify(await db.select().from(jobs))).not.toContain(token);
  });

  it('takes the same time for an address with an account and one without', async () => {
    const { id } = await signUp('timed@example.com', 'timed-pass-1');
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const time = async (run: () => Promise<unknown>) => {
      // Each run with fresh counters, so the per-address limit never answers instead.
      await db.delete(rateLimits).where(like(rateLimits.key, 'password-reset|%'));
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    // The yardstick: the same request, plus the account lookup and token write a leaky version
    // would do inline for a known address, timed on this machine under the same load.
    const leaky = async () => {
      await forgot('timed@example.com');
      await db.select({ id: users.id }).from(users).where(eq(users.email, 'timed@example.com'));
      await db.transaction((tx) => createAccountToken(tx, id, 'reset-password'));
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const inline: number[] = [];
    for (let i = 0; i < 70; i++) {
      // Interleaved, so load on the machine falls on all three alike; the first runs warm up.
      const k = await time(() => forgot('timed@example.com'));
      const u = await time(() => forgot(`ghost-${i}@example.com`));
      const l = await time(leaky);
      if (i < 10) continue;
      known.push(k);
      unknown.push(u);
      inline.push(l);
    }
    const gap = Math.abs(median(known) - median(unknown));
    const leak = median(inline) - median(unknown);
    const report = `medians: account ${median(known).toFixed(2)} ms, none ${median(unknown).toFixed(2)} ms, inline lookup ${median(inline).toFixed(2)} ms`;
    // The yardstick is measurable, and the two real paths differ by well under it.
    expect(leak, report).toBeGreaterThan(0);
    expect(gap, report).toBeLessThan(leak / 2);
    // Not the point here: the 140 links those requests queued are not sent.
    await db.delete(jobs);
  });

  it('limits requests per address, for addresses with and without an account alike, and per client', async () => {
    await signUp('limited@example.com', 'limited-pass-1');
    for (const email of ['limited@example.com', 'never-registered@example.com']) {
      for (let i = 0; i < RESET_REQUEST_LIMITS.perAddress.max; i++) expect((await forgot(email)).ok).toBe(true);
      const refused = await forgot(email);
      expect(refused).toMatchObject({ ok: false, code: 'rejected' });
      expect(!refused.ok && refused.error).toMatch(/^Too many reset links were asked for\. Try again in (60|59) minutes\.$/);
    }

    const ip = '198.18.7.7';
    for (let i = 0; i < RESET_REQUEST_LIMITS.perClient.max; i++) expect((await forgot(`spray-${i}@example.com`, ip)).ok).toBe(true);
    const refused = await forgot('one-more@example.com', ip);
    expect(refused).toMatchObject({ ok: false, code: 'rejected' });
    // Another client is not held back.
    expect((await forgot('one-more@example.com')).ok).toBe(true);
  });
});

describe('following a reset link', () => {
  it('sets the password, ends every session and trusted device, clears a paused sign-in, asks for the second factor and mails the holder', async () => {
    const user = await signUp('reset-me@example.com', 'old-password-1');
    await markVerified(user.id);
    const secret = await enrolTotp(user);
    // A device trusted at a two-factor sign-in, and a second session.
    const challenge = await signIn(user.email, user.password);
    expect(challenge.body?.twoFactorRedirect).toBe(true);
    const trusted = await authRequest('/two-factor/verify-totp', { code: totp(secret), trustDevice: true }, join(challenge.cookies));
    expect(trusted.status).toBe(200);
    const trustCookie = join(trusted.cookies.filter((pair) => pair.includes('trust_device')));
    const sessionsBefore = [user.cookie, sessionCookie(trusted.cookies)];
    for (const cookie of sessionsBefore) expect(await sessionEmail(cookie)).toBe(user.email);
    // Ten wrong passwords pause sign-in to the account.
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max; i++) expect((await signIn(user.email, `wrong-${i}-pass`)).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(429);

    expect((await forgot(user.email)).ok).toBe(true);
    await runJobsUntilIdle();
    const token = tokenMailedTo(user.email, /Reset your/);
    expect(await reset(token, 'brand-new-pass-7')).toEqual({ ok: true, data: { email: user.email } });

    for (const cookie of sessionsBefore) expect(await sessionEmail(cookie)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const trustRows = await db
      .select()
      .from(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'trust-device-%')));
    expect(trustRows).toEqual([]);
    // The pause is over; the old password is refused, the new one asks for the code, even on the once-trusted device.
    expect((await signIn(user.email, user.password)).status).toBe(401);
    const after = await signIn(user.email, 'brand-new-pass-7', trustCookie);
    expect(after.status).toBe(200);
    expect(after.body?.twoFactorRedirect).toBe(true);
    const [row] = await db.select({ verified: users.emailVerified, twoFactor: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ verified: true, twoFactor: true });

    await runJobsUntilIdle();
    const notice = mailsTo(user.email, /password was changed/);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toContain('If it was not you');

    // The link is used up.
    expect(await reset(token, 'another-pass-8')).toMatchObject({ ok: false, error: RESET_LINK_INVALID });
  });

  it('refuses an expired link, an unknown one, and a link superseded by a newer request', async () => {
    const user = await signUp('expired@example.com', 'expired-pass-1');
    await forgot(user.email);
    await runJobsUntilIdle();
    const older = tokenMailedTo(user.email, /Reset your/);
    await forgot(user.email);
    await runJobsUntilIdle();
    const newer = tokenMailedTo(user.email, /Reset your/);
    expect(newer).not.toBe(older);
    expect(await reset(older, 'fresh-pass-123')).toMatchObject({ ok: false, error: RESET_LINK_INVALID });

    await db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.userId, user.id));
    expect(await reset(newer, 'fresh-pass-123')).toMatchObject({ ok: false, error: RESET_LINK_INVALID });
    expect(await reset('A'.repeat(43), 'fresh-pass-123')).toMatchObject({ ok: false, error: RESET_LINK_INVALID });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("one account's link resets that account only", async () => {
    const x = await signUp('account-x@example.com', 'x-password-1');
    const y = await signUp('account-y@example.com', 'y-password-1');
    await forgot(x.email);
    await runJobsUntilIdle();
    const token = tokenMailedTo(x.email, /Reset your/);
    expect(await reset(token, 'set-by-x-link-1')).toEqual({ ok: true, data: { email: x.email } });
    // Y keeps its password and its session; the new password opens X only.
    expect(await sessionEmail(y.cookie)).toBe(y.email);
    expect((await signIn(y.email, 'set-by-x-link-1')).status).toBe(401);
    expect((await signIn(y.email, y.password)).status).toBe(200);
    expect((await signIn(x.email, 'set-by-x-link-1')).status).toBe(200);
  });

  it('applies the staff password policy to an admin account, and never drops its two-factor', async () => {
    const { userId } = await ensureAdmin('staff-reset@example.com', 'staff-password-2024');
    const staff = { password: 'staff-password-2024', cookie: sessionCookie((await signIn('staff-reset@example.com', 'staff-password-2024')).cookies) };
    await enrolTotp(staff);
    // An admin made before addresses were verified: still not a takeover.
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    await forgot('staff-reset@example.com');
    await runJobsUntilIdle();
    const token = tokenMailedTo('staff-reset@example.com', /Reset your/);
    expect(await reset(token, 'short-1')).toMatchObject({ ok: false, error: STAFF_PASSWORD_MESSAGE, details: { field: 'password' } });
    expect(await reset(token, 'password')).toMatchObject({ ok: false, details: { field: 'password' } });
    // A refused password leaves the link usable.
    expect((await reset(token, 'a-long-staff-pass-9')).ok).toBe(true);
    const after = await signIn('staff-reset@example.com', 'a-long-staff-pass-9');
    expect(after.status).toBe(200);
    expect(after.body?.twoFactorRedirect).toBe(true);
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, userId))).toHaveLength(1);
  });
});

describe('taking over an unconfirmed address', () => {
  it('a sign-up with the address mails it a link; following it ends the squatter’s sessions and removes their two-factor', async () => {
    const squatter = await signUp('owner@example.com', 'squatter-pass-1', 'Squatter');
    await enrolTotp(squatter);
    await runJobsUntilIdle();

    const attempt = await authRequest('/sign-up/email', { name: 'Real Owner', email: 'owner@example.com', password: 'owner-pass-1' });
    expect(attempt.status).toBe(422);
    expect(attempt.body).toMatchObject({ code: 'ACCOUNT_NOT_CONFIRMED', message: UNCONFIRMED_ACCOUNT_MESSAGE });
    expect(attempt.cookies.filter((pair) => pair.includes('session_token'))).toEqual([]);

    await runJobsUntilIdle();
    const mail = mailsTo('owner@example.com', /claim your/).at(-1)!;
    expect(mail).toContain('never confirmed');
    const token = tokenMailedTo('owner@example.com', /claim your/);
    expect((await reset(token, 'owner-pass-1')).ok).toBe(true);

    expect(await sessionEmail(squatter.cookie)).toBeNull();
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, squatter.id))).toEqual([]);
    expect((await signIn('owner@example.com', 'squatter-pass-1')).status).toBe(401);
    const owner = await signIn('owner@example.com', 'owner-pass-1');
    expect(owner.status).toBe(200);
    expect(owner.body?.twoFactorRedirect).toBeUndefined();
    const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, squatter.id));
    expect(row?.verified).toBe(true);

    // Now confirmed: the address can no longer be taken.
    const again = await authRequest('/sign-up/email', { name: 'Someone', email: 'owner@example.com', password: 'someone-pass-1' });
    expect(again.status).toBe(422);
    expect(again.body?.code).not.toBe('ACCOUNT_NOT_CONFIRMED');
  });

  it('"Forgot password?" on an unconfirmed account hands it over the same way', async () => {
    const squatter = await signUp('second-owner@example.com', 'squatter-pass-2');
    await enrolTotp(squatter);
    await forgot(squatter.email);
    await runJobsUntilIdle();
    expect((await reset(tokenMailedTo(squatter.email, /Reset your/), 'owner-pass-2')).ok).toBe(true);
    expect(await sessionEmail(squatter.cookie)).toBeNull();
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, squatter.id))).toEqual([]);
  });

  it('a confirmed address, or a staff account, is never offered: the sign-up is refused as before and nothing is mailed', async () => {
    const verified = await signUp('confirmed@example.com', 'confirmed-pass-1');
    await markVerified(verified.id);
    await ensureAdmin('staff-unconfirmed@example.com', 'staff-password-2024');
    await db.update(users).set({ emailVerified: false }).where(eq(users.email, 'staff-unconfirmed@example.com'));
    await runJobsUntilIdle();
    await db.delete(jobs);

    for (const email of ['confirmed@example.com', 'staff-unconfirmed@example.com']) {
      const answer = await authRequest('/sign-up/email', { name: 'Taker', email, password: 'taker-pass-123' });
      expect(answer.status).toBe(422);
      expect(answer.body?.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    }
    expect(await jobsOfKind(ACCOUNT_LINK_JOB)).toEqual([]);
    expect(await sessionEmail(verified.cookie)).toBe('confirmed@example.com');
  });
});

describe('verifying the address', () => {
  it('a new account is mailed a 24-hour link that confirms it once; "Resend" voids the old link and is limited', async () => {
    const user = await signUp('verify-me@example.com', 'verify-pass-1');
    expect(await isEmailVerified(user.id)).toBe(false);
    await runJobsUntilIdle();
    expect(mailsTo(user.email, /Confirm your email/)[0]).toContain('within 24 hours');
    const first = tokenMailedTo(user.email, /Confirm your email/, '/auth/verify-email');

    const signedIn = { email: user.email, headers: new Headers({ cookie: user.cookie, origin: ORIGIN }) };
    const resent = await as(signedIn, () => resendVerificationAction({}));
    expect(resent).toEqual({ ok: true, data: { message: `We've sent a new link to ${user.email}. It works for 24 hours.` } });
    await runJobsUntilIdle();
    const second = tokenMailedTo(user.email, /Confirm your email/, '/auth/verify-email');
    expect(second).not.toBe(first);
    // Signed out, the old link does nothing; the new one confirms.
    expect(await as(fromClient(), () => verifyEmailAction({ token: first }))).toMatchObject({ ok: false, error: VERIFY_LINK_INVALID });
    expect(await as(fromClient(), () => verifyEmailAction({ token: second }))).toEqual({ ok: true, data: { email: user.email } });
    expect(await isEmailVerified(user.id)).toBe(true);
    expect(await as(fromClient(), () => verifyEmailAction({ token: second }))).toMatchObject({ ok: false, error: VERIFY_LINK_INVALID });
    // Confirmed: nothing more to resend.
    expect(await as(signedIn, () => resendVerificationAction({}))).toMatchObject({ ok: false, error: 'Your email address is already confirmed.' });

    const other = await signUp('resend-limit@example.com', 'resend-pass-1');
    const caller = { email: other.email, headers: new Headers({ cookie: other.cookie, origin: ORIGIN }) };
    for (let i = 0; i < VERIFY_RESEND_LIMIT.max; i++) expect((await as(caller, () => resendVerificationAction({}))).ok).toBe(true);
    expect(await as(caller, () => resendVerificationAction({}))).toMatchObject({ ok: false, error: expect.stringMatching(/Try again in \d+ minutes/) });
    // Signed out: refused.
    expect(await as(fromClient(), () => resendVerificationAction({}))).toMatchObject({ ok: false, code: 'signed-out' });
  });

  it('admins made by the operator are created confirmed', async () => {
    const { userId } = await ensureAdmin('operator-made@example.com', 'staff-password-2024');
    expect(await isEmailVerified(userId)).toBe(true);
    const promoted = await signUp('promoted@example.com', 'promoted-pass-1');
    await ensureAdmin('promoted@example.com', 'staff-password-2024');
    expect(await isEmailVerified(promoted.id)).toBe(true);
  });
});

describe('changing the address', () => {
  it('asks for the password, mails the new address a link and the old one a notice, and changes only on confirmation', async () => {
    const user = await signUp('old-address@example.com', 'change-pass-1', 'Bola');
    const caller = { email: user.email, headers: new Headers({ cookie: user.cookie, origin: ORIGIN }) };
    const change = (newEmail: string, password = user.password) => as(caller, () => requestEmailChangeAction({ newEmail, password }));

    expect(await change('new-address@example.com', 'not-my-password')).toMatchObject({ ok: false, error: 'Wrong password.', details: { field: 'password' } });
    await signUp('taken-address@example.com', 'taken-pass-1');
    expect(await change('Taken-Address@example.com')).toMatchObject({ ok: false, details: { field: 'newEmail' } });
    expect(await change(' New-Address@Example.com ')).toEqual({
      ok: true,
      data: { message: "We've sent a link to new-address@example.com. Your address changes when you open it." },
    });
    await runJobsUntilIdle();
    expect(mailsTo('old-address@example.com', /is being changed/)[0]).toContain('new-address@example.com');
    const token = tokenMailedTo('new-address@example.com', /Confirm your new email/, '/auth/confirm-email');
    // Nothing changed yet.
    const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(before?.email).toBe('old-address@example.com');

    // A verification link mailed to the old address stops working once the address moves.
    await as(caller, () => resendVerificationAction({}));
    await runJobsUntilIdle();
    const oldVerify = tokenMailedTo('old-address@example.com', /Confirm your email/, '/auth/verify-email');

    expect(await as(fromClient(), () => confirmEmailChangeAction({ token }))).toEqual({ ok: true, data: { email: 'new-address@example.com' } });
    const [after] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(after).toEqual({ email: 'new-address@example.com', verified: true });
    expect(await as(fromClient(), () => confirmEmailChangeAction({ token }))).toMatchObject({ ok: false, error: CHANGE_LINK_INVALID });
    expect(await as(fromClient(), () => verifyEmailAction({ token: oldVerify }))).toMatchObject({ ok: false, error: VERIFY_LINK_INVALID });
    // The session carries on; the new address signs in, the old one no longer does.
    expect(await sessionEmail(user.cookie)).toBe('new-address@example.com');
    expect((await signIn('new-address@example.com', user.password)).status).toBe(200);
    expect((await signIn('old-address@example.com', user.password)).status).toBe(401);
  });

  it('is voided by a password reset: the queued link is never mailed, and a job already running mails nothing', async () => {
    const user = await signUp('reset-voids-change@example.com', 'change-pass-2', 'Tunde');
    await markVerified(user.id);
    const caller = { email: user.email, headers: new Headers({ cookie: user.cookie, origin: ORIGIN }) };
    const requestedAt = new Date().toISOString();
    // A thief with the session asks to move the account to their address; the owner resets the password before the link is mailed.
    expect((await as(caller, () => requestEmailChangeAction({ newEmail: 'thief-queued@example.com', password: user.password }))).ok).toBe(true);
    const resetToken = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
    expect(await reset(resetToken, 'owner-new-pass-1')).toMatchObject({ ok: true });

    // A worker that had already taken the job when the reset committed runs it now.
    await queueAccountLink({ link: 'change-email', userId: user.id, newEmail: 'thief-running@example.com', requestedAt });
    await runJobsUntilIdle();
    expect(mailsTo('thief-queued@example.com', /Confirm your new email/)).toEqual([]);
    expect(mailsTo('thief-running@example.com', /Confirm your new email/)).toEqual([]);
    expect(await db.select().from(accountTokens).where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'change-email')))).toEqual([]);
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe('reset-voids-change@example.com');

    // A change asked for after the reset is mailed as usual.
    const owner = { email: user.email, headers: new Headers({ cookie: sessionCookie((await signIn(user.email, 'owner-new-pass-1')).cookies), origin: ORIGIN }) };
    expect((await as(owner, () => requestEmailChangeAction({ newEmail: 'owner-new@example.com', password: 'owner-new-pass-1' }))).ok).toBe(true);
    await runJobsUntilIdle();
    expect(mailsTo('owner-new@example.com', /Confirm your new email/)).toHaveLength(1);
  });

  it('refuses the change when the new address was taken before the link was followed', async () => {
    const user = await signUp('racer@example.com', 'racer-pass-1');
    const caller = { email: user.email, headers: new Headers({ cookie: user.cookie, origin: ORIGIN }) };
    expect((await as(caller, () => requestEmailChangeAction({ newEmail: 'contested@example.com', password: user.password }))).ok).toBe(true);
    await runJobsUntilIdle();
    const token = tokenMailedTo('contested@example.com', /Confirm your new email/, '/auth/confirm-email');
    await signUp('contested@example.com', 'contested-pass-1');
    expect(await as(fromClient(), () => confirmEmailChangeAction({ token }))).toMatchObject({
      ok: false,
      error: 'Another account now uses contested@example.com, so your address was not changed.',
    });
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('racer@example.com');
  });
});
