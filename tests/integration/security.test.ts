import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { db } from '@/server/db/client';
import { twoFactors, users, verifications } from '@/server/db/schema';
import { totpSecretFromUri } from '@/lib/account-security';
import { authRequester } from '../helpers/auth-requests';

// The Security page's server actions against a real database and the real Better Auth:
// who may call them, what a wrong password gets, the two steps of turning 2FA on, the
// per-account attempt budget, and forgetting trusted devices on "sign out everywhere".

// The actions read the request's cookies through next/headers; here the test sets them.
let requestCookie = '';
vi.mock('next/headers', () => ({
  headers: async () => new Headers(requestCookie ? { cookie: requestCookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }),
}));

// Before the actions are imported: their logger reads (and keeps) the environment.
pointDataDirAtTempFolder();
process.env.PORT = '3998';

const { forgetTrustedDevices } = await import('@/server/account/actions/store/forget-trusted-devices');
const { regenerateBackupCodes } = await import('@/server/account/actions/store/regenerate-backup-codes');
const { startTwoFactorSetup } = await import('@/server/account/actions/store/start-two-factor-setup');
const { isTwoFactorEnabled } = await import('@/server/auth/security-reads');
const origin = 'http://localhost:3998';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A browser request to /api/auth/*, each from its own address (the rate limit is per address). */
const authRequest = authRequester(origin, '203.0.113.');

const join = (...lists: string[][]) => lists.flat().join('; ');

async function signUp(email: string, password = 'secret-pass') {
  const { status, cookies } = await authRequest('/sign-up/email', { name: 'Ada Obi', email, password });
  expect(status).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, password, session: join(cookies) };
}

describe('the Security page actions', () => {
  it('refuse a caller who is not signed in, before looking at the input', async () => {
    requestCookie = '';
    expect(await startTwoFactorSetup({ password: 'anything' })).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await regenerateBackupCodes({ password: 'anything' })).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await forgetTrustedDevices({})).toMatchObject({ ok: false, code: 'signed-out' });
  });

  it('turn 2FA on in two steps: only a verified factor is asked for at sign-in', async () => {
    const user = await signUp('two-step@example.com');
    requestCookie = user.session;

    expect(await startTwoFactorSetup({ password: '' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await startTwoFactorSetup({ password: 'wrong-password' })).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'That password is not right. Please try again.',
    });

    const setup = await startTwoFactorSetup({ password: user.password });
    if (!setup.ok) throw new Error(setup.error);
    expect(setup.data.totpURI).toMatch(/^otpauth:\/\/totp\/Adire%20Living:two-step%40example\.com\?/);
    expect(setup.data.secret).toBe(totpSecretFromUri(setup.data.totpURI));
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.data.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(setup.data.backupCodes).toHaveLength(10);

    // Enrolled, not verified: off, and the password alone still signs in.
    expect(await isTwoFactorEnabled(user.id)).toBe(false);
    const [factor] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(factor?.verified).toBe(false);
    const early = await authRequest('/sign-in/email', { email: user.email, password: user.password });
    expect(early.body?.twoFactorRedirect).toBeUndefined();

    // Verified with a code from the app: on, and sign-in now asks for a code.
    const secret = secretFromOtpauth(setup.data.totpURI);
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secret) }, user.session);
    expect(verify.status).toBe(200);
    expect(await isTwoFactorEnabled(user.id)).toBe(true);
    const later = await authRequest('/sign-in/email', { email: user.email, password: user.password });
    expect(later.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });

    // New backup codes need the password (and the session Better Auth swapped in on verify).
    requestCookie = join(verify.cookies);
    expect(await regenerateBackupCodes({ password: 'wrong-password' })).toMatchObject({ ok: false, code: 'rejected' });
    const fresh = await regenerateBackupCodes({ password: user.password });
    expect(fresh.ok && fresh.data.backupCodes).toHaveLength(10);
    expect(fresh.ok && fresh.data.backupCodes).not.toContain(setup.data.backupCodes[0]);
  });

  it('"sign out everywhere" forgets trusted devices, so the next sign-in asks for a code again', async () => {
    const user = await signUp('trusted@example.com');
    requestCookie = user.session;
    const setup = await startTwoFactorSetup({ password: user.password });
    if (!setup.ok) throw new Error(setup.error);
    const secret = secretFromOtpauth(setup.data.totpURI);
    const verify = await authRequest('/two-factor/verify-totp', { code: totp(secret) }, user.session);
    expect(verify.status).toBe(200);

    // A sign-in that ticks "Trust this device" gets a trust cookie...
    const challenge = await authRequest('/sign-in/email', { email: user.email, password: user.password });
    // The next step's code: the one that turned 2FA on was used up (src/server/auth/totp-replay.ts).
    const trusted = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: 1 }), trustDevice: true }, join(challenge.cookies));
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.cookies.filter((pair) => pair.includes('trust_device'));
    expect(trustCookie).toHaveLength(1);
    // ...with which the password alone signs in.
    const skip = await authRequest('/sign-in/email', { email: user.email, password: user.password }, join(trustCookie));
    expect(skip.body?.twoFactorRedirect).toBeUndefined();
    const renewedTrust = skip.cookies.filter((pair) => pair.includes('trust_device'));

    requestCookie = join(verify.cookies);
    const forgotten = await forgetTrustedDevices({});
    expect(forgotten).toMatchObject({ ok: true });
    const left = await db
      .select()
      .from(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'trust-device-%')));
    expect(left).toEqual([]);

    const asked = await authRequest('/sign-in/email', { email: user.email, password: user.password }, join(renewedTrust));
    expect(asked.body?.twoFactorRedirect).toBe(true);
  });

  it('give each account a budget of password attempts (auth.api calls skip the per-address limit)', async () => {
    const user = await signUp('guesser@example.com');
    requestCookie = user.session;
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await startTwoFactorSetup({ password: `guess-${i}` }));
    expect(results.slice(0, 10).map((result) => !result.ok && result.error)).toEqual(
      Array(10).fill('That password is not right. Please try again.'),
    );
    expect(results[10]).toMatchObject({ ok: false, error: 'Too many attempts. Please wait a few minutes and try again.' });
    // Even the right password waits for the budget to refill.
    expect(await startTwoFactorSetup({ password: user.password })).toMatchObject({ ok: false, code: 'rejected' });
  });
});
