import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import type { SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { consumeRateLimit } from '@/server/rate-limit';
import { linkQuotesOfProvedEmail } from '@/server/quotes/customer-quotes';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import type { StaffRole } from '@/lib/staff-roles';
import { addressTaken, passwordIsRight } from './account-checks';
import { queueAccountLink } from './account-link-job';
import { emailChangingMail } from './account-mails';
import { consumeAccountToken, voidAccountTokens } from './account-tokens';
import { holderActor, recordEmailChange } from './email-change-undo';

// The account's address (docs/security.md, "Email verification", "Email change"): proving it
// with the link mailed at sign-up (or again with "Resend"), and moving it to another address,
// which happens only once the new address has proved itself with its own link. A proved address
// takes the quotes asked signed out with it (src/server/quotes/customer-quotes.ts). The change
// is recorded and mailed to the old address with a link that undoes it (email-change-undo.ts).
//
// A staff account's address is never changed here: with two-factor required of staff, its
// set-up link goes to the account's address, so a stolen password that could move the address
// would take the second factor too. An owner changes it on the Staff screen (src/server/staff/staff-email.ts).

export const VERIFY_RESEND_LIMIT = { windowSeconds: 15 * 60, max: 3 };
export const CHANGE_EMAIL_LIMIT = { windowSeconds: 60 * 60, max: 5 };

export const VERIFY_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const CHANGE_LINK_INVALID = 'This link has expired or was already used. Ask for the change again in My Account.';

/** Which field a refusal of the change form is about. */
export type ChangeEmailRefusal = { field: 'newEmail' | 'password' } | undefined;

export const STAFF_EMAIL_MESSAGE = 'A staff account’s email is changed by a shop owner, on the Staff screen. Ask an owner to change yours.';
export const OWNER_EMAIL_MESSAGE = 'As an owner, you change your email on the Staff screen: choose “Change email” on your own row.';

/** Why an account with this staff role cannot change its own address here; null for a shopper. */
export function staffEmailRefusal(role: StaffRole | null) {
  if (!role) return null;
  return role === 'owner' ? OWNER_EMAIL_MESSAGE : STAFF_EMAIL_MESSAGE;
}

/** The account's address, for the page a confirmation link opens. */
export async function accountEmail(userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? null;
}

export async function isEmailVerified(userId: string) {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.verified ?? false;
}

async function limited(key: string, limit: { windowSeconds: number; max: number }) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(key, limit);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new ActionError(`You have asked for this several times. Try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`);
}

/** "Resend" on My Account's banner: a new 24-hour link, which voids the one mailed before. */
export async function resendVerification(user: { id: string; email: string }) {
  if (await isEmailVerified(user.id)) throw new ActionError('Your email address is already confirmed.');
  await limited(`verify-email|account|${user.id}`, VERIFY_RESEND_LIMIT);
  await queueAccountLink({ link: 'verify-email', userId: user.id });
  return { message: `We've sent a new link to ${user.email}. It works for 24 hours.` };
}

/** Following the verification link, signed in or not. */
export async function verifyEmail(token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const holder = await consumeAccountToken(tx, token, 'verify-email');
    if (!holder) throw new ActionError(VERIFY_LINK_INVALID);
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, holder.userId))
      .returning({ email: users.email });
    if (!user) throw new ActionError(VERIFY_LINK_INVALID);
    await linkQuotesOfProvedEmail(tx, { id: holder.userId, email: user.email });
    return user;
  });
}

/**
 * "Change email": with the current password, a link to the new address and a notice to the old
 * one. Counted per account before the password is checked, so a stolen session cannot use this
 * form to guess the password either.
 */
export async function requestEmailChange(user: SessionUser, newEmail: string, password: string) {
  const refusal = staffEmailRefusal(user.role);
  if (refusal) throw new ActionError(refusal);
  await limited(`change-email|account|${user.id}`, CHANGE_EMAIL_LIMIT);
  if (!(await passwordIsRight(user.id, password))) throw new ActionError<ChangeEmailRefusal>('Wrong password.', { field: 'password' });
  if (newEmail === user.email) throw new ActionError<ChangeEmailRefusal>('That is already your address.', { field: 'newEmail' });
  // Signing up would say the same; this form needs the password and is limited per account.
  if (await addressTaken(newEmail, user.id)) {
    throw new ActionError<ChangeEmailRefusal>('Another account already uses that address.', { field: 'newEmail' });
  }
  const { siteName } = await getSiteSettings();
  await db.transaction(async (tx) => {
    await queueAccountLink({ link: 'change-email', userId: user.id, newEmail, requestedAt: new Date().toISOString() }, tx);
    await queueMail(emailChangingMail(user, newEmail, siteName), tx);
  });
  return { message: `We've sent a link to ${newEmail}. Your address changes when you open it.` };
}

/**
 * Following the link mailed to the new address: the change itself, refused if the address was taken
 * meanwhile, or if the account has joined the staff since it was asked for.
 */
export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const holder = await consumeAccountToken(tx, token, 'change-email');
    if (!holder?.newEmail) throw new ActionError(CHANGE_LINK_INVALID);
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: userRoles.role })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, holder.userId))
      .for('update', { of: users });
    if (!account) throw new ActionError(CHANGE_LINK_INVALID);
    const staffRefusal = staffEmailRefusal(account.role);
    if (staffRefusal) throw new ActionError(staffRefusal);
    if (await addressTaken(holder.newEmail, holder.userId, tx)) {
      throw new ActionError(`Another account now uses ${holder.newEmail}, so your address was not changed.`);
    }
    const email = holder.newEmail;
    await tx.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, account.id));
    // Links mailed to the old address (a reset, a verification) must not act on the account any more.
    await voidAccountTokens(tx, account.id);
    await linkQuotesOfProvedEmail(tx, { id: account.id, email });
    await recordEmailChange(tx, { account, oldEmail: account.email, newEmail: email, byOwner: false, actor: holderActor(account, email) });
    return { email };
  });
}
