import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { getAuth } from '@/server/auth/auth';
import { setCredentialPassword } from '@/server/auth/admins';
import { passwordProblem } from '@/server/auth/password-policy';
import { refuseSessionsBefore, removePasskeys, revokeAllAccess, revokeSessions } from '@/server/auth/revoke-access';
import { isAdmin } from '@/server/auth/roles';
import { forgetSignInFailures } from '@/server/auth/sign-in-limit';
import { db } from '@/server/db/client';
import { linkQuotesOfProvedEmail } from '@/server/quotes/customer-quotes';
import { users } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { consumeAccountToken, findAccountToken, voidAccountTokens } from './account-tokens';
import { passwordChangedMail } from './account-mails';
import { dropQueuedEmailChanges } from './account-link-job';

// Following a reset link (docs/security.md, "Password reset"): the new password, under the
// policy of the account's role, set in one transaction with the link used up, every session and
// trusted device ended and the address marked verified (the link proved the mailbox). A shopper
// account that was never verified is being claimed by the owner of its address from whoever
// started it: its two-factor set-up and passkeys go too, as at an admin takeover, and the address,
// now proved, takes the quotes asked signed out with it (src/server/quotes/customer-quotes.ts). Any
// other account's holder may ask for its passkeys to go as well ("Also remove my passkeys").

export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';

/** Which field a refusal is about, for the form to show it there. */
export type ResetRefusal = { field: 'password' } | undefined;

export async function resetPassword(token: string, password: string, { removePasskeys: alsoPasskeys = false } = {}): Promise<{ email: string }> {
  const holder = await findAccountToken(token, 'reset-password');
  if (!holder) throw new ActionError(RESET_LINK_INVALID);
  const staff = await isAdmin(holder.userId);
  const problem = passwordProblem(password, { staff });
  if (problem) throw new ActionError<ResetRefusal>(problem, { field: 'password' });
  // Hashing is slow on purpose: done before the transaction, not while it holds locks.
  const hash = await (await getAuth().$context).password.hash(password);
  const { siteName } = await getSiteSettings();

  const user = await db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'reset-password');
    // Used by a request racing this one, or expired since the check above.
    if (!used) throw new ActionError(RESET_LINK_INVALID);
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, used.userId))
      .for('update');
    if (!account) throw new ActionError(RESET_LINK_INVALID);
    // Staff are never taken over this way (src/server/account/sign-up-takeover.ts): an admin made before
    // addresses were verified keeps its two-factor, or a mailbox alone would open the back office.
    if (account.emailVerified || staff) await revokeSessions(tx, account.id);
    else await revokeAllAccess(tx, account.id);
    if (!account.emailVerified) await linkQuotesOfProvedEmail(tx, account);
    if (alsoPasskeys) await removePasskeys(tx, account.id);
    await setCredentialPassword(tx, account.id, hash);
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, account.id));
    // Links mailed before, and email changes still waiting for their link: a thief may have asked for one.
    await voidAccountTokens(tx, account.id);
    await dropQueuedEmailChanges(tx, account.id);
    await queueMail(passwordChangedMail(account, siteName), tx);
    return account;
  });
  // Once more after the commit: a sign-in that checked the old password while the transaction
  // ran must not keep its session (src/server/auth/revoke-access.ts).
  await refuseSessionsBefore(db, user.id);
  // A paused sign-in (too many wrong passwords) is over: the owner has just proved who they are.
  await forgetSignInFailures(user.email);
  return { email: user.email };
}
