// @postgres: two owners demote or remove each other at once, under the owners' row locks
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { authRequester } from '../helpers/auth-requests';
import { secretFromOtpauth, totp } from '../e2e/support/totp';
import { as, signedInAdmin, signedInShopper, signedInStaff, type TestCaller } from '../helpers/sessions';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin, removeAdmin } from '@/server/auth/admins';
import { requirePermission } from '@/server/auth/permissions';
import { AccessDeniedError } from '@/server/auth/session';
import { STAFF_PASSWORD_MESSAGE } from '@/server/auth/password-policy';
import { db } from '@/server/db/client';
import { auditLog, passkeys, sessions, staffInvitations, twoFactors, userRoles, users, websiteSettings } from '@/server/db/schema';
import { confirmIdentity } from '@/server/account/actions/store/confirm-identity';
import { STAFF_ENROLMENT_LINK_REQUIRED_CODE } from '@/server/auth/staff-enrolment';
import { sendEnrolmentLinkAction } from '@/server/staff/actions/send-enrolment-link';
import { mailMyEnrolmentLinkAction } from '@/server/staff/actions/store/mail-my-enrolment-link';
import { startStaffEnrolmentAction } from '@/server/staff/actions/store/start-staff-enrolment';
import { ENROLMENT_LINK_INVALID, ENROLMENT_LINK_OTHER_ACCOUNT } from '@/server/staff/enrolment-link';
import { softwareAuthenticator } from '../helpers/software-authenticator';
import { inviteStaffAction } from '@/server/staff/actions/invite-staff';
import { revokeInvitationAction } from '@/server/staff/actions/revoke-invitation';
import { resendInvitationAction } from '@/server/staff/actions/resend-invitation';
import { changeStaffRoleAction } from '@/server/staff/actions/change-staff-role';
import { removeStaffMemberAction } from '@/server/staff/actions/remove-staff-member';
import { acceptInvitationSignedInAction } from '@/server/staff/actions/store/accept-invitation-signed-in';
import { acceptInvitationWithPasswordAction } from '@/server/staff/actions/store/accept-invitation-with-password';
import { findInvitation, INVITATION_MESSAGES } from '@/server/staff/invitation-lookup';
import { hashInvitationToken } from '@/server/staff/invitation-tokens';
import { STAFF_INVITATION_JOB } from '@/server/staff/invitation-mail-job';
import { ALREADY_STAFF_MESSAGE, INVITATION_NOT_OPEN_MESSAGE } from '@/server/staff/invitations';
import { SIGN_IN_TO_ACCEPT_MESSAGE, WRONG_ACCOUNT_MESSAGE } from '@/server/staff/join-staff';
import { ADMIN_EMAIL_MESSAGE, LAST_OWNER_MESSAGE, OWN_ROLE_MESSAGE, REMOVE_SELF_MESSAGE } from '@/server/staff/team-changes';
import { listStaff } from '@/server/staff/admin-staff-reads';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import type { StaffRole } from '@/lib/staff-roles';

// Staff and invitations (docs/security.md, "Staff roles") against real Better Auth sessions, the real
// actions and job worker, a real database and a real SMTP server on loopback: the invitation's link is
// read back from the mail the invitee would get.

const { dataDir, smtpPort, operatorEmail } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  // The server's ADMIN_EMAIL (made an owner at every start); its password is not needed here.
  const operator = `operator-${Math.random().toString(36).slice(2, 10)}@example.com`;
  process.env.ADMIN_EMAIL = operator;
  delete process.env.BETTER_AUTH_URL;
  process.env.PORT = '3000';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder(), smtpPort: port, operatorEmail: operator };
});

const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
});
afterAll(async () => {
  await smtp.close();
});

const authRequest = authRequester(ORIGIN, '203.0.113.');
const sessionCookie = (cookies: string[]) => cookies.filter((pair) => pair.includes('session_token')).join('; ');
const PASSWORD = 'joining-the-team-2026';
let clientCounter = 0;
/** A visitor of the invitation page, each from its own address (the page's actions are limited per address). */
const visitor = (): TestCaller => ({ email: '', headers: new Headers({ origin: ORIGIN, [CLIENT_IP_HEADER]: `192.0.2.${(++clientCounter % 250) + 1}` }) });
const withCookie = (cookie: string): TestCaller => ({ email: '', headers: new Headers({ origin: ORIGIN, cookie, [CLIENT_IP_HEADER]: '192.0.2.250' }) });

const newAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** Invites `email` as `role` (as the file's owner), runs the mail job and returns the token of the link mailed. */
async function invite(email: string, role: StaffRole = 'fulfilment') {
  const result = await as(callers.admin, () => inviteStaffAction({ email, role }));
  expect(result).toMatchObject({ ok: true });
  await runJobsUntilIdle();
  return { id: result.ok ? result.data.id : '', token: tokenMailedTo(email) };
}

function tokenMailedTo(address: string) {
  const text = smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readableMail(mail.raw))
    .at(-1);
  if (!text) throw new Error(`No mail to ${address}`);
  const match = new RegExp(`${ORIGIN}/auth/invitation\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No invitation link in the mail to ${address}`);
  return match[1]!;
}

const accept = (token: string, password = PASSWORD, name = 'Chidi Eze') =>
  as(visitor(), () => acceptInvitationWithPasswordAction({ token, name, password, confirmPassword: password }));

const roleOf = async (email: string) =>
  (await db.select({ role: userRoles.role }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(users.email, email)))[0]?.role ?? null;

async function auditRows(action: string, entityId?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined))
    .orderBy(desc(auditLog.id));
}

/** Who the cookie signs in as, asked of Better Auth as the browser asks it. */
async function sessionEmail(cookie: string) {
  const response = await getAuth().handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie, origin: ORIGIN } }));
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

async function signUp(email: string, password = 'shopper-pass-1') {
  const answer = await authRequest('/sign-up/email', { name: 'Someone', email, password });
  expect(answer.status).toBe(200);
  return sessionCookie(answer.cookies);
}

describe('inviting', () => {
  it('mails a link whose token is in neither the jobs table nor the database; accepting makes the account with the role, once', async () => {
    const email = newAddress('fulfil');
    const { id, token } = await invite(email);

    const [job] = await jobsOfKind(STAFF_INVITATION_JOB);
    expect(job!.payload).toEqual({ invitationId: expect.any(String) });
    expect(JSON.stringify(await db.select().from(staffInvitations))).not.toContain(token);
    const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // Opening the page spends nothing.
    expect(await findInvitation(token)).toMatchObject({ email, role: 'fulfilment', state: 'open', account: { exists: false } });
    expect(await findInvitation(token)).toMatchObject({ state: 'open' });

    expect(await accept(token, 'short-pass')).toMatchObject({ ok: false, error: STAFF_PASSWORD_MESSAGE, details: { field: 'password' } });
    expect(await accept(token)).toEqual({ ok: true, data: { email, enrolmentToken: null } });
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ name: 'Chidi Eze', emailVerified: true });
    expect(await roleOf(email)).toBe('fulfilment');
    expect((await authRequest('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);

    // Single-use.
    expect(await accept(token, 'another-password-2026')).toMatchObject({ ok: false, error: INVITATION_MESSAGES.accepted });
    expect(await findInvitation(token)).toMatchObject({ state: 'accepted' });

    const [invited] = await auditRows('invite', id);
    expect(invited).toMatchObject({ actorKind: 'staff', actorEmail: callers.admin.email, actorRole: 'owner', changes: { email: { before: null, after: email } } });
    const [accepted] = await auditRows('invitation_accepted', id);
    expect(accepted).toMatchObject({ actorKind: 'staff', actorEmail: email, actorRole: 'fulfilment', details: { role: 'fulfilment', account: 'created' } });
    expect(JSON.stringify(accepted)).not.toContain(PASSWORD);
  });

  it('refuses an address already on the staff; a second invitation revokes the first; Resend kills the old link', async () => {
    const member = await callers.staff('content');
    expect(await as(callers.admin, () => inviteStaffAction({ email: member.email, role: 'manager' }))).toMatchObject({ ok: false, error: ALREADY_STAFF_MESSAGE });

    const email = newAddress('twice');
    const first = await invite(email, 'accountant');
    const second = await invite(email, 'manager');
    expect(await accept(first.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect((await auditRows('invitation_revoked', first.id))[0]).toMatchObject({ details: { replacedBy: second.id } });

    expect(await as(callers.admin, () => resendInvitationAction({ id: second.id }))).toMatchObject({ ok: true });
    // Dead at once, before the job has even run.
    expect(await findInvitation(second.token)).toBeNull();
    await runJobsUntilIdle();
    const resent = tokenMailedTo(email);
    expect(resent).not.toBe(second.token);
    expect(await accept(second.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.unknown });
    expect(await accept(resent)).toMatchObject({ ok: true });
    expect(await roleOf(email)).toBe('manager');
  });

  it('says so for a link past its 7 days and for a revoked one', async () => {
    const expired = await invite(newAddress('late'));
    await db.update(staffInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(staffInvitations.id, expired.id));
    expect(await findInvitation(expired.token)).toMatchObject({ state: 'expired' });
    expect(await accept(expired.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.expired });

    const revoked = await invite(newAddress('withdrawn'));
    expect(await as(callers.admin, () => revokeInvitationAction({ id: revoked.id }))).toMatchObject({ ok: true });
    expect(await accept(revoked.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect(await auditRows('invitation_revoked', revoked.id)).toHaveLength(1);
    expect((await as(callers.admin, () => listStaff())).invitations.map((row) => row.id)).not.toContain(revoked.id);
  });

  it('an expired invitation is revoked by a newer one, so Resend cannot reopen it beside it', async () => {
    const email = newAddress('reopened');
    const older = await invite(email, 'manager');
    await db.update(staffInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(staffInvitations.id, older.id));
    const newer = await invite(email, 'content');
    expect(await as(callers.admin, () => resendInvitationAction({ id: older.id }))).toMatchObject({ ok: false, error: INVITATION_NOT_OPEN_MESSAGE });
    expect(await accept(newer.token)).toMatchObject({ ok: true });
    expect(await roleOf(email)).toBe('content');
  });

  it('an owner removed or demoted takes the invitations they sent with them', async () => {
    const [leaving, demoted] = await Promise.all([signedInStaff('owner'), signedInStaff('owner')]);
    const sent = async (owner: TestCaller, name: string) => {
      const email = newAddress(name);
      const result = await as(owner, () => inviteStaffAction({ email, role: 'owner' }));
      await runJobsUntilIdle();
      return { id: result.ok ? result.data.id : '', token: tokenMailedTo(email) };
    };
    const fromLeaving = await sent(leaving, 'alt-account');
    const fromDemoted = await sent(demoted, 'friend');
    const idOf = async (caller: TestCaller) => (await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email)))[0]!.id;

    expect(await as(callers.admin, async () => removeStaffMemberAction({ userId: await idOf(leaving) }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, async () => changeStaffRoleAction({ userId: await idOf(demoted), role: 'manager' }))).toMatchObject({ ok: true });

    expect(await accept(fromLeaving.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect(await accept(fromDemoted.token)).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect((await auditRows('invitation_revoked', fromLeaving.id))[0]).toMatchObject({ details: { reason: expect.stringContaining('left that role') } });
  });

  it('is for owners only', async () => {
    const manager = await callers.staff('manager');
    expect(await as(manager, () => inviteStaffAction({ email: newAddress('nope'), role: 'owner' }))).toMatchObject({ ok: false, code: 'forbidden' });
    await expect(as(manager, () => listStaff())).rejects.toThrow(AccessDeniedError);
  });
});

describe('accepting with an account that exists', () => {
  it('a confirmed account must be signed in as itself; accepting grants the role and ends its sessions', async () => {
    const email = newAddress('shopper');
    const cookie = await signUp(email);
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const { token } = await invite(email, 'accountant');

    expect(await findInvitation(token)).toMatchObject({ account: { exists: true, verified: true } });
    // Knowing the link is not enough to set the account's password.
    expect(await accept(token)).toMatchObject({ ok: false, error: SIGN_IN_TO_ACCEPT_MESSAGE });
    expect(await as(visitor(), () => acceptInvitationSignedInAction({ token }))).toMatchObject({ ok: false, error: SIGN_IN_TO_ACCEPT_MESSAGE });
    const stranger = await signedInShopper();
    expect(await as(stranger, () => acceptInvitationSignedInAction({ token }))).toMatchObject({ ok: false, error: WRONG_ACCOUNT_MESSAGE });

    expect(await sessionEmail(cookie)).toBe(email);
    expect(await as(withCookie(cookie), () => acceptInvitationSignedInAction({ token }))).toEqual({ ok: true, data: { email, enrolmentToken: null } });
    expect(await roleOf(email)).toBe('accountant');
    expect(await sessionEmail(cookie)).toBeNull();
    // Their own password still works: they sign in again, now as staff.
    expect((await authRequest('/sign-in/email', { email, password: 'shopper-pass-1' })).status).toBe(200);
  });

  it('an unconfirmed account is taken over: whoever started it loses its sessions, and the password is the invitee’s', async () => {
    const email = newAddress('squatted');
    const squatter = await signUp(email, 'squatter-pass-1');
    const { token } = await invite(email, 'content');
    expect(await findInvitation(token)).toMatchObject({ account: { exists: true, verified: false } });

    expect(await accept(token, PASSWORD, 'Real Owner')).toEqual({ ok: true, data: { email, enrolmentToken: null } });
    expect(await sessionEmail(squatter)).toBeNull();
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ name: 'Real Owner', emailVerified: true, twoFactorEnabled: false });
    expect((await authRequest('/sign-in/email', { email, password: 'squatter-pass-1' })).status).toBe(401);
    expect((await authRequest('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect(await roleOf(email)).toBe('content');
    expect((await auditRows('invitation_accepted'))[0]).toMatchObject({ details: { account: 'taken over' } });
  });
});

describe('roles and removal', () => {
  it('nobody changes their own role or removes themselves', async () => {
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, callers.admin.email));
    expect(await as(callers.admin, () => changeStaffRoleAction({ userId: me!.id, role: 'manager' }))).toMatchObject({ ok: false, error: OWN_ROLE_MESSAGE });
    expect(await as(callers.admin, () => removeStaffMemberAction({ userId: me!.id }))).toMatchObject({ ok: false, error: REMOVE_SELF_MESSAGE });
    expect(await roleOf(callers.admin.email)).toBe('owner');
  });

  it('a role change applies at the member’s next request and is recorded with before and after', async () => {
    const email = newAddress('changing');
    const { token } = await invite(email, 'fulfilment');
    await accept(token);
    const cookie = sessionCookie((await authRequest('/sign-in/email', { email, password: PASSWORD })).cookies);
    const member = withCookie(cookie);
    await expect(as(member, () => requirePermission('refunds.read'))).rejects.toThrow(AccessDeniedError);

    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await as(callers.admin, () => changeStaffRoleAction({ userId: user!.id, role: 'accountant' }))).toEqual({ ok: true, data: { role: 'accountant' } });
    await expect(as(member, () => requirePermission('refunds.read'))).resolves.toMatchObject({ role: 'accountant' });
    expect((await auditRows('role_change', user!.id))[0]).toMatchObject({
      actorEmail: callers.admin.email,
      entityType: 'staff',
      changes: { role: { before: 'fulfilment', after: 'accountant' } },
    });
  });

  it('removal ends the member’s sessions at once: their next request is refused', async () => {
    const email = newAddress('leaving');
    const { token } = await invite(email, 'fulfilment');
    await accept(token);
    const member = withCookie(sessionCookie((await authRequest('/sign-in/email', { email, password: PASSWORD })).cookies));
    await expect(as(member, () => requirePermission('orders.read'))).resolves.toMatchObject({ role: 'fulfilment' });

    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await as(callers.admin, () => removeStaffMemberAction({ userId: user!.id }))).toEqual({ ok: true, data: undefined });
    await expect(as(member, () => requirePermission('orders.read'))).rejects.toMatchObject({ reason: 'signed-out' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(await roleOf(email)).toBeNull();
    expect((await auditRows('staff_removed', user!.id))[0]).toMatchObject({ changes: { role: { before: 'fulfilment', after: null } } });
  });

  it('the server’s ADMIN_EMAIL account is neither demoted nor removed here: the next start would undo it', async () => {
    const { token } = await invite(operatorEmail, 'owner');
    expect(await accept(token)).toMatchObject({ ok: true });
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
    expect(await as(callers.admin, () => changeStaffRoleAction({ userId: operator!.id, role: 'manager' }))).toMatchObject({ ok: false, error: ADMIN_EMAIL_MESSAGE });
    expect(await as(callers.admin, () => removeStaffMemberAction({ userId: operator!.id }))).toMatchObject({ ok: false, error: ADMIN_EMAIL_MESSAGE });
    expect(await roleOf(operatorEmail)).toBe('owner');
  });

  it('two owners demoting each other at once: one wins, the shop keeps an owner', async () => {
    const [a, b] = await Promise.all([signedInAdmin(), signedInAdmin()]);
    const ids = await db.select({ id: users.id, email: users.email }).from(users).where(sql`${users.email} in (${a.email}, ${b.email})`);
    const idOf = (caller: TestCaller) => ids.find((row) => row.email === caller.email)!.id;
    // Every other owner steps aside first, so these two are the shop's only owners.
    await db.update(userRoles).set({ role: 'manager' }).where(sql`${userRoles.role} = 'owner' and ${userRoles.userId} not in (${idOf(a)}, ${idOf(b)})`);
    try {
      const results = await Promise.all([
        as(a, () => changeStaffRoleAction({ userId: idOf(b), role: 'manager' })),
        as(b, () => changeStaffRoleAction({ userId: idOf(a), role: 'manager' })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await db.select().from(userRoles).where(eq(userRoles.role, 'owner'))).toHaveLength(1);

      // The one owner left: another owner can neither demote nor remove them (there is none), and
      // concurrent removals by two owners leave one too.
      const winner = results[0]!.ok ? a : b;
      const loser = winner === a ? b : a;
      expect(await as(loser, () => removeStaffMemberAction({ userId: idOf(winner) }))).toMatchObject({ ok: false, code: 'forbidden' });
      await db.update(userRoles).set({ role: 'owner' }).where(eq(userRoles.userId, idOf(loser)));
      const removals = await Promise.all([
        as(a, () => removeStaffMemberAction({ userId: idOf(b) })),
        as(b, () => removeStaffMemberAction({ userId: idOf(a) })),
      ]);
      expect(removals.filter((result) => result.ok)).toHaveLength(1);
      expect(removals.find((result) => !result.ok)).toMatchObject({ ok: false });
      expect(await db.select().from(userRoles).where(eq(userRoles.role, 'owner'))).toHaveLength(1);
    } finally {
      await db.update(userRoles).set({ role: 'owner' }).where(eq(userRoles.role, 'manager'));
    }
  });

  it('the last owner cannot be demoted or removed by the admin command either', async () => {
    expect(LAST_OWNER_MESSAGE).toMatch(/at least one owner/);
    const owners = await db.select({ email: users.email }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.role, 'owner'));
    for (const owner of owners.slice(1)) await removeAdmin(owner.email);
    await expect(removeAdmin(owners[0]!.email)).rejects.toThrow(/only owner/);
    for (const owner of owners.slice(1)) await ensureAdmin(owner.email, 'admin-pass-2024');
    const removed = await auditRows('staff_removed');
    expect(removed.filter((row) => row.actorKind === 'command' && row.actorName === 'npm run admin:remove')).toHaveLength(owners.length - 1);
  });
});

describe('staff second factors while the shop requires them', () => {
  const STAFF_PASSWORD = 'staff-pass-2024-long';
  async function setStaffSwitch(required: boolean | null) {
    await db
      .insert(websiteSettings)
      .values({ id: 1, siteName: 'Adire Living', staffTwoFactorRequired: required })
      .onConflictDoUpdate({ target: websiteSettings.id, set: { staffTwoFactorRequired: required } });
  }
  const cookieOf = (caller: TestCaller) => caller.headers.get('cookie') ?? '';
  const userIdOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** Turning on an authenticator app, as the Security page does: the password, then the app's first code. */
  async function enrolTotp(cookie: string, password: string) {
    const enable = await authRequest('/two-factor/enable', { password }, cookie);
    if (enable.status !== 200) return enable;
    return authRequest('/two-factor/verify-totp', { code: totp(secretFromOtpauth(String(enable.body?.totpURI))) }, cookie);
  }

  /** Adding a passkey, as the Security page does: confirm it is you, then the two registration steps. */
  async function addPasskey(caller: TestCaller, password: string) {
    expect(await as(caller, () => confirmIdentity({ password, code: '' }))).toMatchObject({ ok: true });
    const options = await authRequest('/passkey/generate-register-options', undefined, cookieOf(caller));
    if (options.status !== 200) return options;
    const response = softwareAuthenticator().register(options.body as never);
    return authRequest('/passkey/verify-registration', { response, name: 'Phone' }, [cookieOf(caller), ...options.cookies].join('; '));
  }

  function enrolmentTokenMailedTo(address: string) {
    const text = smtp.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => readableMail(mail.raw))
      .at(-1);
    const match = new RegExp(`${ORIGIN}/auth/staff-enrolment\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '');
    if (!match) throw new Error(`No set-up link in the mail to ${address}`);
    return match[1]!;
  }

  it('a staff member without one cannot enrol an authenticator app or a passkey with a password session alone', async () => {
    const member = await signedInStaff('fulfilment');
    await setStaffSwitch(true);
    try {
      const app = await enrolTotp(cookieOf(member), STAFF_PASSWORD);
      expect(app.status).toBe(403);
      expect(app.body).toMatchObject({ code: STAFF_ENROLMENT_LINK_REQUIRED_CODE });
      const passkey = await addPasskey(member, STAFF_PASSWORD);
      expect(passkey.status).toBe(403);
      expect(passkey.body).toMatchObject({ code: STAFF_ENROLMENT_LINK_REQUIRED_CODE });
      const id = await userIdOf(member.email);
      expect(await db.select().from(passkeys).where(eq(passkeys.userId, id))).toEqual([]);
      expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
      // A shopper enrols as before.
      const shopper = await signedInShopper();
      expect((await enrolTotp(cookieOf(shopper), 'shopper-pass')).status).toBe(200);
    } finally {
      await setStaffSwitch(null);
    }
    // With the switch off, nothing is asked beyond the password.
    expect((await enrolTotp(cookieOf(member), STAFF_PASSWORD)).status).toBe(200);
  });

  it('accepting the invitation hands over a one-time set-up link: signed in, the new member enrols through it', async () => {
    // Sent by this file's owner, who has no second factor: before the switch goes on.
    const email = newAddress('enrols-on-joining');
    const { token } = await invite(email);
    await setStaffSwitch(true);
    try {
      const joined = await accept(token);
      if (!joined.ok) throw new Error(joined.error);
      expect(joined.data).toEqual({ email, enrolmentToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const signIn = await authRequest('/sign-in/email', { email, password: PASSWORD });
      const member = withCookie(sessionCookie(signIn.cookies));
      expect((await enrolTotp(cookieOf(member), PASSWORD)).status).toBe(403);

      // Only in a session of its own account, and once.
      const other = await signedInStaff('content');
      expect(await as(other, () => startStaffEnrolmentAction({ token: joined.data.enrolmentToken! }))).toMatchObject({ ok: false, error: ENROLMENT_LINK_OTHER_ACCOUNT });
      expect(await as(member, () => startStaffEnrolmentAction({ token: joined.data.enrolmentToken! }))).toEqual({ ok: true, data: undefined });
      expect(await as(member, () => startStaffEnrolmentAction({ token: joined.data.enrolmentToken! }))).toMatchObject({ ok: false, error: ENROLMENT_LINK_INVALID });
      expect((await addPasskey(member, PASSWORD)).status).toBe(200);
      expect(await as(member, () => requirePermission('orders.read'))).toMatchObject({ email });
    } finally {
      await setStaffSwitch(null);
    }
  });

  it('a set-up link mailed by the owner from the Staff screen, or asked for by the member, lets them enrol', async () => {
    const member = await signedInStaff('accountant');
    const memberId = await userIdOf(member.email);
    expect(await as(callers.admin, () => sendEnrolmentLinkAction({ userId: memberId }))).toEqual({ ok: true, data: { email: member.email } });
    expect(await auditRows('enrolment_link_sent', memberId)).toHaveLength(1);
    const shopperId = await userIdOf((await signedInShopper()).email);
    expect(await as(callers.admin, () => sendEnrolmentLinkAction({ userId: shopperId }))).toMatchObject({ ok: false, error: 'This person is no longer on the staff.' });
    await runJobsUntilIdle();
    const fromOwner = enrolmentTokenMailedTo(member.email);

    await setStaffSwitch(true);
    try {
      // The member's own request mails a newer link, which voids the owner's.
      expect(await as(member, () => mailMyEnrolmentLinkAction({}))).toMatchObject({ ok: true });
      await runJobsUntilIdle();
      const own = enrolmentTokenMailedTo(member.email);
      expect(own).not.toBe(fromOwner);
      expect(await as(member, () => startStaffEnrolmentAction({ token: fromOwner }))).toMatchObject({ ok: false, error: ENROLMENT_LINK_INVALID });
      expect(await as(member, () => startStaffEnrolmentAction({ token: own }))).toMatchObject({ ok: true });
      expect((await enrolTotp(cookieOf(member), STAFF_PASSWORD)).status).toBe(200);
      // A shopper has no set-up link to ask for.
      expect(await as(await signedInShopper(), () => mailMyEnrolmentLinkAction({}))).toMatchObject({ ok: false });
    } finally {
      await setStaffSwitch(null);
    }
  });
});

describe('the Staff screen', () => {
  it('lists each member’s passkeys with their names and when they were added', async () => {
    const member = await signedInStaff('manager');
    const cookie = member.headers.get('cookie') ?? '';
    expect(await as(member, () => confirmIdentity({ password: 'staff-pass-2024-long', code: '' }))).toMatchObject({ ok: true });
    const options = await authRequest('/passkey/generate-register-options', undefined, cookie);
    const response = softwareAuthenticator().register(options.body as never);
    expect((await authRequest('/passkey/verify-registration', { response, name: 'Work phone' }, [cookie, ...options.cookies].join('; '))).status).toBe(200);

    const listed = (await as(callers.admin, () => listStaff())).members.find((row) => row.email === member.email);
    expect(listed).toMatchObject({ twoFactor: true, passkeys: [{ name: 'Work phone', createdAt: expect.any(Date) }] });
    expect(Date.now() - listed!.passkeys[0]!.createdAt!.getTime()).toBeLessThan(60_000);
  });
});

describe('the activity log of staff sign-ins', () => {
  it('records a staff sign-in with its address and a failed one without the password; not a shopper’s', async () => {
    const email = newAddress('signing');
    const { token } = await invite(email, 'content');
    await accept(token);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));

    expect((await authRequest('/sign-in/email', { email, password: 'wrong-password-guess' })).status).toBe(401);
    expect((await authRequest('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const [failed] = await auditRows('sign_in_failed', user!.id);
    expect(failed).toMatchObject({ actorEmail: email, actorRole: 'content', clientIp: expect.stringMatching(/^203\.0\.113\./) });
    expect(JSON.stringify(failed)).not.toContain('wrong-password-guess');
    const [signedIn] = await auditRows('sign_in', user!.id);
    expect(signedIn).toMatchObject({ actorKind: 'staff', actorEmail: email, details: { method: 'password' } });

    const overview = await as(callers.admin, () => listStaff());
    expect(overview.members.find((member) => member.email === email)).toMatchObject({ role: 'content', twoFactor: false, lastSignInAt: expect.any(Date) });

    const shopper = newAddress('shopper-only');
    await signUp(shopper);
    await authRequest('/sign-in/email', { email: shopper, password: 'wrong-password-guess' });
    expect(await db.select().from(auditLog).where(eq(auditLog.actorEmail, shopper))).toHaveLength(0);
  });

  it('records a wrong authenticator code after the right password as a failed sign-in, never the code itself', async () => {
    const email = newAddress('two-factor');
    const { token } = await invite(email, 'accountant');
    await accept(token);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const password = await authRequest('/sign-in/email', { email, password: PASSWORD });
    const enable = await authRequest('/two-factor/enable', { password: PASSWORD }, sessionCookie(password.cookies));
    const secret = secretFromOtpauth(String(enable.body?.totpURI));
    expect((await authRequest('/two-factor/verify-totp', { code: totp(secret) }, sessionCookie(password.cookies))).status).toBe(200);

    const challenge = await authRequest('/sign-in/email', { email, password: PASSWORD });
    expect(challenge.body).toMatchObject({ twoFactorRedirect: true });
    const wrongCode = totp(secret) === '000000' ? '111111' : '000000';
    expect((await authRequest('/two-factor/verify-totp', { code: wrongCode }, challenge.cookies.join('; '))).status).toBe(401);
    const [failed] = await auditRows('sign_in_failed', user!.id);
    expect(failed).toMatchObject({ actorEmail: email, details: { method: 'authenticator code', reason: 'wrong code' }, clientIp: expect.stringMatching(/^203\.0\.113\./) });
    expect(JSON.stringify(failed)).not.toContain(wrongCode);

    const signedIn = await authRequest('/two-factor/verify-totp', { code: totp(secret, { steps: 1 }) }, challenge.cookies.join('; '));
    expect(signedIn.status).toBe(200);
    expect((await auditRows('sign_in', user!.id))[0]).toMatchObject({ details: { method: 'password and authenticator code' } });
    // A wrong code while setting up an authenticator again is no failed sign-in: the member is signed in.
    await authRequest('/two-factor/disable', { password: PASSWORD }, sessionCookie(signedIn.cookies));
    await authRequest('/two-factor/enable', { password: PASSWORD }, sessionCookie(signedIn.cookies));
    await authRequest('/two-factor/verify-totp', { code: wrongCode }, sessionCookie(signedIn.cookies));
    expect(await auditRows('sign_in_failed', user!.id)).toHaveLength(1);
  });

  it('the admin commands record what they did as the command', async () => {
    const email = newAddress('command-owner');
    const { userId } = await ensureAdmin(email, 'owner-pass-2026-long');
    expect((await auditRows('create', userId))[0]).toMatchObject({ actorKind: 'command', actorName: 'npm run admin:create', entityType: 'staff', changes: { role: { before: null, after: 'owner' } } });
    await ensureAdmin(email, 'owner-pass-2026-reset', { reset: true });
    expect((await auditRows('password_reset', userId))[0]).toMatchObject({ actorKind: 'command' });
    expect(JSON.stringify(await auditRows('password_reset', userId))).not.toContain('owner-pass-2026-reset');
    await removeAdmin(email);
    expect((await auditRows('staff_removed', userId))[0]).toMatchObject({ actorKind: 'command', actorName: 'npm run admin:remove' });
  });
});
