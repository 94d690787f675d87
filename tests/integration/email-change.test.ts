import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { authRequester } from '../helpers/auth-requests';
import { as, signedInStaff, type TestCaller } from '../helpers/sessions';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { ACCOUNT_LINK_JOB } from '@/server/account/account-link-job';
import { createAccountToken, findAccountToken } from '@/server/account/account-tokens';
import { STAFF_UNDO_REFUSED, UNDO_LINK_INVALID } from '@/server/account/email-change-undo';
import { STAFF_EMAIL_MESSAGE } from '@/server/account/email-address';
import { confirmEmailChangeAction } from '@/server/account/actions/store/confirm-email-change';
import { forgotPasswordAction } from '@/server/account/actions/store/forgot-password';
import { requestEmailChangeAction } from '@/server/account/actions/store/request-email-change';
import { resetPasswordAction } from '@/server/account/actions/store/reset-password';
import { undoEmailChangeAction } from '@/server/account/actions/store/undo-email-change';
import { changeStaffEmailAction } from '@/server/staff/actions/change-staff-email';
import { sendEnrolmentLinkAction } from '@/server/staff/actions/send-enrolment-link';
import { ADMIN_EMAIL_ADDRESS_MESSAGE, OWN_EMAIL_PASSWORD_MESSAGE } from '@/server/staff/staff-email';
import { db } from '@/server/db/client';
import { accountTokens, auditLog, jobs, passkeys, twoFactors, userRoles, users } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

// Who may change an account's email, and what every change leaves behind (docs/security.md, "Password
// reset, email verification and email change"): a staff member's address is changed by an owner on the
// Staff screen, never by the member; every change is in Activity and mailed to the old address, a
// shopper's with a link that puts it back, a staff member's without (docs/decisions/0073). Against real Better Auth sessions, the real actions and job worker, a real
// database and a real SMTP server on loopback.

const { dataDir, smtpPort, operatorEmail } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  // The server's ADMIN_EMAIL (made an owner at every start).
  const operator = `operator-${Math.random().toString(36).slice(2, 10)}@example.com`;
  process.env.ADMIN_EMAIL = operator;
  delete process.env.BETTER_AUTH_URL;
  process.env.PORT = '3000';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder(), smtpPort: port, operatorEmail: operator };
});

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
});
afterAll(async () => {
  await smtp.close();
});

const ORIGIN = 'http://localhost:3000';
const STAFF_PASSWORD = 'staff-pass-2024-long';
const OWNER_PASSWORD = 'admin-pass-2024';
const newAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const authRequest = authRequester(ORIGIN, '203.0.113.');
const sessionCookie = (cookies: string[]) => cookies.filter((pair) => pair.includes('session_token')).join('; ');

/** The mails the sink received for `address`, as a reader sees them. */
function mailsTo(address: string) {
  return smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw));
}

/** The token of the newest link to `path` mailed to `address`. */
function tokenMailedTo(address: string, path: string) {
  const text = mailsTo(address).at(-1) ?? '';
  const match = new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in the last mail to ${address}`);
  return match[1]!;
}

let clientCounter = 0;
/** A visitor of a mailed link's page, signed out, each from its own address. */
const visitor = (): TestCaller => ({ email: '', headers: new Headers({ origin: ORIGIN, [CLIENT_IP_HEADER]: `192.0.2.${(++clientCounter % 250) + 1}` }) });
const withCookie = (email: string, cookie: string): TestCaller => ({ email, headers: new Headers({ origin: ORIGIN, cookie }) });
const undo = (token: string) => as(visitor(), () => undoEmailChangeAction({ token }));

async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

async function accountOf(id: string) {
  const [row] = await db.select({ email: users.email, verified: users.emailVerified, twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
  return row;
}

/** Who the cookie signs in as, asked of Better Auth as the browser asks it. */
async function sessionEmail(cookie: string) {
  const response = await getAuth().handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie, origin: ORIGIN } }));
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

const auditRows = (action: string, entityId: string) =>
  db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.id));

/** The account-link jobs' payloads, which must never hold a mailed token. */
async function linkJobPayloads() {
  return JSON.stringify(await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, ACCOUNT_LINK_JOB)));
}

/** A shopper signed up and confirmed, with the cookie of the session the sign-up opened. */
async function confirmedShopper(name = 'Bola Ade') {
  const email = newAddress('shopper');
  const password = 'shopper-pass-2026';
  const answer = await authRequest('/sign-up/email', { name, email, password });
  expect(answer.status).toBe(200);
  const [row] = await db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning({ id: users.id });
  return { id: row!.id, email, password, cookie: sessionCookie(answer.cookies) };
}

/** A change of address asked for in My Account and confirmed from the new address's link. */
async function changeAndConfirm(caller: TestCaller, password: string, newEmail: string) {
  expect(await as(caller, () => requestEmailChangeAction({ newEmail, password }))).toMatchObject({ ok: true });
  await runJobsUntilIdle();
  const token = tokenMailedTo(newEmail, '/auth/confirm-email');
  expect(await as(visitor(), () => confirmEmailChangeAction({ token }))).toEqual({ ok: true, data: { email: newEmail } });
  await runJobsUntilIdle();
}

describe('a staff member’s own address', () => {
  it('is not changed from My Account, by a member or an owner: the action refuses and says to ask an owner', async () => {
    const member = await callers.staff('fulfilment');
    const memberId = await userIdOf(member);
    const jobsBefore = (await jobsOfKind(ACCOUNT_LINK_JOB)).length;

    const refused = await as(member, () => requestEmailChangeAction({ newEmail: newAddress('thief'), password: STAFF_PASSWORD }));
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('Ask an owner') });
    const byOwner = await as(callers.admin, () => requestEmailChangeAction({ newEmail: newAddress('owner-self'), password: 'admin-pass-2024' }));
    expect(byOwner).toMatchObject({ ok: false, error: expect.stringContaining('Staff screen') });

    // Nothing queued, nothing mailed, the address unchanged.
    expect(await jobsOfKind(ACCOUNT_LINK_JOB)).toHaveLength(jobsBefore);
    await runJobsUntilIdle();
    expect(mailsTo(member.email)).toEqual([]);
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, memberId));
    expect(row?.email).toBe(member.email);
  });
});

describe('an owner changing a member’s email on the Staff screen', () => {
  it('applies it at once, in Activity with before and after; the old address is told with no link back, and an undo link mailed before is refused', async () => {
    const member = await signedInStaff('content');
    const memberId = await userIdOf(member);
    const cookie = member.headers.get('cookie') ?? '';
    const oldEmail = member.email;
    const newEmail = newAddress('member-new');
    // A set-up link mailed to the old address before the change.
    expect(await as(callers.admin, () => sendEnrolmentLinkAction({ userId: memberId }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const setUpLink = tokenMailedTo(oldEmail, '/auth/staff-enrolment');
    // An undo link a build before docs/decisions/0073 mailed the old address for an earlier change.
    const earlierUndo = await db.transaction((tx) => createAccountToken(tx, memberId, 'undo-email-change', { newEmail: oldEmail }));

    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: memberId, newEmail: ` ${newEmail.toUpperCase()} ` }))).toEqual({ ok: true, data: { email: newEmail } });
    expect(await accountOf(memberId)).toMatchObject({ email: newEmail, verified: true });
    const [changed] = await auditRows('email_changed', memberId);
    expect(changed).toMatchObject({
      entityType: 'staff',
      actorKind: 'staff',
      actorEmail: callers.admin.email,
      actorRole: 'owner',
      changes: { email: { before: oldEmail, after: newEmail } },
    });
    // The link mailed to the old address no longer works; the member's session carries on.
    expect(await findAccountToken(setUpLink, 'staff-enrolment')).toBeNull();
    expect(await sessionEmail(cookie)).toBe(newEmail);

    // Whoever reads the old mailbox learns of the change, and gets no way back into the account.
    await runJobsUntilIdle();
    const notice = mailsTo(oldEmail).at(-1)!;
    expect(notice).toMatch(/Subject: Your .* email was changed/);
    expect(notice).toContain(`from ${oldEmail} to ${newEmail}, by an owner of the shop`);
    expect(notice).toContain('only an owner of the shop can change a staff account’s email');
    expect(notice).not.toMatch(/token=/);
    expect(await db.select().from(accountTokens).where(and(eq(accountTokens.userId, memberId), eq(accountTokens.purpose, 'undo-email-change')))).toHaveLength(1);
    expect(await undo(earlierUndo)).toMatchObject({ ok: false, error: STAFF_UNDO_REFUSED });
    expect(await accountOf(memberId)).toMatchObject({ email: newEmail });
    expect(await sessionEmail(cookie)).toBe(newEmail);
    expect(await auditRows('email_change_undone', memberId)).toEqual([]);
    expect(await roleOf(memberId)).toBe('content');
  });

  it('refuses an address another account uses, the server’s ADMIN_EMAIL account, and anyone but an owner', async () => {
    const member = await signedInStaff('fulfilment');
    const memberId = await userIdOf(member);
    const taken = await confirmedShopper();
    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: memberId, newEmail: taken.email }))).toMatchObject({
      ok: false,
      details: { field: 'newEmail' },
    });

    await ensureAdmin(operatorEmail, 'operator-pass-2024');
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: operator!.id, newEmail: newAddress('operator-new') }))).toMatchObject({
      ok: false,
      error: ADMIN_EMAIL_ADDRESS_MESSAGE,
    });

    const manager = await callers.staff('manager');
    expect(await as(manager, () => changeStaffEmailAction({ userId: memberId, newEmail: newAddress('by-manager') }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(member, () => changeStaffEmailAction({ userId: memberId, newEmail: newAddress('by-self') }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await accountOf(memberId)).toMatchObject({ email: member.email });
  });
});

describe('a shopper’s email change', () => {
  it('is in Activity once confirmed and mailed to the old address with an undo link, which puts it back, signs out, removes an authenticator set up since, and leads to a new password', async () => {
    const owner = await confirmedShopper('Ngozi Eze');
    // A passkey of the owner's from before the change.
    await db.insert(passkeys).values({
      id: `pk-${randomUUID()}`,
      name: 'Ngozi’s phone',
      publicKey: 'test-key',
      userId: owner.id,
      credentialID: `cred-${randomUUID()}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: new Date(Date.now() - 3600_000),
    });
    // An authenticator set-up the owner started and never finished: Better Auth reuses its row for the next one.
    expect((await authRequest('/two-factor/enable', { password: owner.password }, owner.cookie)).status).toBe(200);
    // A thief with the password signs in, moves the account to their address and sets up their own authenticator.
    const thief = withCookie(owner.email, sessionCookie((await authRequest('/sign-in/email', { email: owner.email, password: owner.password })).cookies));
    const thiefEmail = newAddress('thief');
    await changeAndConfirm(thief, owner.password, thiefEmail);

    const [changed] = await auditRows('email_changed', owner.id);
    expect(changed).toMatchObject({
      entityType: 'account',
      actorKind: 'user',
      actorRole: null,
      changes: { email: { before: owner.email, after: thiefEmail } },
    });
    const notice = mailsTo(owner.email).at(-1)!;
    expect(notice).toContain(`from ${owner.email} to ${thiefEmail}, when someone confirmed the new address`);
    const token = tokenMailedTo(owner.email, '/auth/undo-email-change');
    expect(await linkJobPayloads()).not.toContain(token);

    const thiefCookie = thief.headers.get('cookie')!;
    const enable = await authRequest('/two-factor/enable', { password: owner.password }, thiefCookie);
    expect(enable.status).toBe(200);
    const verified = await authRequest('/two-factor/verify-totp', { code: totp(secretFromOtpauth(String(enable.body?.totpURI)), { steps: 1 }) }, thiefCookie);
    expect(verified.status).toBe(200);
    expect(await accountOf(owner.id)).toMatchObject({ twoFactorEnabled: true });

    const undone = await undo(token);
    // The address back, and no reset link handed to whoever pressed the button (docs/decisions/0073).
    expect(undone).toEqual({ ok: true, data: { email: owner.email } });
    expect(await accountOf(owner.id)).toEqual({ email: owner.email, verified: true, twoFactorEnabled: false });
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, owner.id))).toEqual([]);
    expect((await db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, owner.id))).map((row) => row.name)).toEqual(['Ngozi’s phone']);
    expect(await sessionEmail(sessionCookie(verified.cookies))).toBeNull();
    expect(await sessionEmail(owner.cookie)).toBeNull();
    const [restored] = await auditRows('email_change_undone', owner.id);
    expect(restored).toMatchObject({
      entityType: 'account',
      actorKind: 'user',
      changes: { email: { before: thiefEmail, after: owner.email } },
      details: { sessionsEnded: true, secondFactorsRemoved: true },
    });

    // The page's next step: "Forgot password?", mailed to the address put back; no code asked at the next sign-in.
    expect(await as(visitor(), () => forgotPasswordAction({ email: owner.email }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const resetToken = tokenMailedTo(owner.email, '/auth/reset-password');
    const password = 'owner-new-pass-2026';
    expect(await as(visitor(), () => resetPasswordAction({ token: resetToken, password, confirmPassword: password }))).toMatchObject({ ok: true });
    const signIn = await authRequest('/sign-in/email', { email: owner.email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).not.toHaveProperty('twoFactorRedirect');
    expect((await authRequest('/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(401);
  });

  it('keeps the first change’s undo link through a password reset and further changes from the new address; undoing it voids the later ones', async () => {
    const owner = await confirmedShopper();
    const thief = withCookie(owner.email, owner.cookie);
    const second = newAddress('second');
    await changeAndConfirm(thief, owner.password, second);
    const first = tokenMailedTo(owner.email, '/auth/undo-email-change');

    // The new address's holder resets the password, then moves the account on again.
    expect(await as(visitor(), () => forgotPasswordAction({ email: second }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const reset = tokenMailedTo(second, '/auth/reset-password');
    const thiefPassword = 'thief-pass-2026';
    expect(await as(visitor(), () => resetPasswordAction({ token: reset, password: thiefPassword, confirmPassword: thiefPassword }))).toMatchObject({ ok: true });
    const signedIn = withCookie(second, sessionCookie((await authRequest('/sign-in/email', { email: second, password: thiefPassword })).cookies));
    const third = newAddress('third');
    await changeAndConfirm(signedIn, thiefPassword, third);
    const later = tokenMailedTo(second, '/auth/undo-email-change');

    expect(await undo(first)).toMatchObject({ ok: true, data: { email: owner.email } });
    expect(await accountOf(owner.id)).toMatchObject({ email: owner.email });
    expect(await undo(later)).toMatchObject({ ok: false, error: UNDO_LINK_INVALID });
    expect(await accountOf(owner.id)).toMatchObject({ email: owner.email });
  });

  it('gives no way back once the account has joined the staff: its undo link is refused, and a job still waiting mails no link', async () => {
    const shopper = await confirmedShopper();
    const moved = newAddress('moved');
    await changeAndConfirm(withCookie(shopper.email, shopper.cookie), shopper.password, moved);
    const token = tokenMailedTo(shopper.email, '/auth/undo-email-change');
    await db.insert(userRoles).values({ userId: shopper.id, role: 'fulfilment' });
    expect(await undo(token)).toMatchObject({ ok: false, error: STAFF_UNDO_REFUSED });
    expect(await accountOf(shopper.id)).toMatchObject({ email: moved });

    // A change confirmed just before the account joined, its mail still queued.
    const again = newAddress('again');
    const member = withCookie(moved, sessionCookie((await authRequest('/sign-in/email', { email: moved, password: shopper.password })).cookies));
    await db.delete(userRoles).where(eq(userRoles.userId, shopper.id));
    expect(await as(member, () => requestEmailChangeAction({ newEmail: again, password: shopper.password }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await as(visitor(), () => confirmEmailChangeAction({ token: tokenMailedTo(again, '/auth/confirm-email') }))).toMatchObject({ ok: true });
    await db.insert(userRoles).values({ userId: shopper.id, role: 'fulfilment' });
    await runJobsUntilIdle();
    const notice = mailsTo(moved).at(-1)!;
    expect(notice).toContain(`from ${moved} to ${again}`);
    expect(notice).not.toMatch(/token=/);
  });

  it('is refused at the link when the account has joined the staff since it was asked for', async () => {
    const shopper = await confirmedShopper();
    const caller = withCookie(shopper.email, shopper.cookie);
    const newEmail = newAddress('joined');
    expect(await as(caller, () => requestEmailChangeAction({ newEmail, password: shopper.password }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const token = tokenMailedTo(newEmail, '/auth/confirm-email');
    await db.insert(userRoles).values({ userId: shopper.id, role: 'fulfilment' });
    expect(await as(visitor(), () => confirmEmailChangeAction({ token }))).toMatchObject({ ok: false, error: STAFF_EMAIL_MESSAGE });
    expect(await accountOf(shopper.id)).toMatchObject({ email: shopper.email });
  });
});

describe('an owner’s own email', () => {
  it('is changed on the Staff screen with the owner’s password', async () => {
    const ownerId = await userIdOf(callers.admin);
    const newEmail = newAddress('owner-new');
    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: ownerId, newEmail }))).toMatchObject({
      ok: false,
      error: OWN_EMAIL_PASSWORD_MESSAGE,
      details: { field: 'password' },
    });
    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: ownerId, newEmail, password: 'not-my-password' }))).toMatchObject({
      ok: false,
      error: 'Wrong password.',
      details: { field: 'password' },
    });
    expect(await accountOf(ownerId)).toMatchObject({ email: callers.admin.email });
    expect(await as(callers.admin, () => changeStaffEmailAction({ userId: ownerId, newEmail, password: OWNER_PASSWORD }))).toEqual({ ok: true, data: { email: newEmail } });
    expect(await accountOf(ownerId)).toMatchObject({ email: newEmail });
    const [changed] = await auditRows('email_changed', ownerId);
    expect(changed).toMatchObject({ actorRole: 'owner', changes: { email: { before: callers.admin.email, after: newEmail } } });
    await runJobsUntilIdle();
    expect(mailsTo(callers.admin.email).at(-1)).toContain(`from ${callers.admin.email} to ${newEmail}, by an owner of the shop`);
    expect(mailsTo(callers.admin.email).at(-1)).not.toMatch(/token=/);
  });
});

async function roleOf(userId: string) {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}
