import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { addressTaken, passwordIsRight } from '@/server/account/account-checks';
import { dropQueuedEmailChanges } from '@/server/account/account-link-job';
import { voidAccountTokens } from '@/server/account/account-tokens';
import { recordEmailChange } from '@/server/account/email-change-undo';
import { spendSecurityAttempt } from '@/server/auth/security-auth';
import type { StaffUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { isServerAdminEmail, lockedMember } from './team-changes';

// An owner changes a staff member's email on the Staff screen, their own included (docs/security.md,
// "Staff roles and the activity log"); nobody on the staff changes it in My Account
// (src/server/account/email-address.ts). It applies at once and counts as confirmed: the owner vouches
// for the address, as the operator does for the admins it makes. The old address is told what
// changed, with no link that undoes it: whoever reads a mailbox the member left must not get the
// account back (docs/decisions/0073-no-undo-for-staff-addresses.md). The change is in Activity
// (src/server/account/email-change-undo.ts); links already mailed to the old address (a reset, a
// two-factor set-up link) stop working. An owner changing their own address gives their password
// again, so a back-office session left open cannot move the owner's mailbox.

/** Which field of the dialog a refusal is about. */
export type StaffEmailRefusal = { field: 'newEmail' | 'password' } | undefined;

export const OWN_EMAIL_PASSWORD_MESSAGE = 'Enter your password to change your own email.';
export const ADMIN_EMAIL_ADDRESS_MESSAGE =
  'This account is the server’s ADMIN_EMAIL: at the next start the server would make a new owner account for that address. Remove ADMIN_EMAIL from the server’s settings first.';

const refusal = (message: string, field: 'newEmail' | 'password') => new ActionError<StaffEmailRefusal>(message, { field });

export async function changeStaffEmail({ userId, newEmail, password }: { userId: string; newEmail: string; password?: string }, owner: StaffUser) {
  if (userId === owner.id) {
    if (!password) throw refusal(OWN_EMAIL_PASSWORD_MESSAGE, 'password');
    // The Security page's budget: an open session cannot be used to guess the password here either.
    await spendSecurityAttempt(owner.id);
    if (!(await passwordIsRight(owner.id, password))) throw refusal('Wrong password.', 'password');
  }
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, owner, userId, () => false);
    if (member.email === newEmail) throw refusal('That is already their address.', 'newEmail');
    if (isServerAdminEmail(member.email)) throw new ActionError(ADMIN_EMAIL_ADDRESS_MESSAGE);
    if (await addressTaken(newEmail, userId, tx)) throw refusal('Another account already uses that address.', 'newEmail');
    await tx.update(users).set({ email: newEmail, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await voidAccountTokens(tx, userId);
    await dropQueuedEmailChanges(tx, userId);
    await recordEmailChange(tx, { account: { id: userId, name: member.name, role: member.role }, oldEmail: member.email, newEmail, byOwner: true });
    return { email: newEmail };
  });
}
