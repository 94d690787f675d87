'use server';
import 'server-only';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { getAuth } from '@/server/auth/auth';
import { isAdmin } from '@/server/auth/roles';
import { requireUser } from '@/server/auth/session';
import { spendSecurityAttempt, withAuthRequest } from '@/server/auth/security-auth';
import { hasPasskey } from '@/server/auth/passkey-reads';
import { recentlyReauthenticated } from '@/server/auth/recent-reauthentication';
import { closeMyAccountSchema } from '@/lib/privacy';
import { closeAccountAndFiles } from '../../close-account';
import { accountAsSubject } from '../../my-data';

// "Close my account" in My Account → Privacy (docs/security.md, "The shopper's data").

/**
 * A passkey stands for the password when it has just signed this very session in: the proof
 * src/server/auth/recent-reauthentication.ts stamps on a session a passkey signed in, a few minutes
 * old at most. A session made otherwise, however fresh (a password sign-in, a stolen cookie), is not.
 */
async function requireRecentPasskeySignIn(userId: string) {
  if (!(await hasPasskey(userId))) throw new ActionError('This account has no passkey. Enter your password instead.');
  const session = await withAuthRequest((headers) => getAuth().api.getSession({ headers }));
  if (!session || !(await recentlyReauthenticated(session.session.id))) {
    throw new ActionError('Confirm with your passkey again, then close the account within a few minutes.');
  }
}

export const closeMyAccountAction = defineAction(
  { name: 'closeMyAccount', schema: closeMyAccountSchema, authorize: requireUser, fallbackError: 'Could not close your account. Please try again.' },
  async ({ accountId, password, withPasskey }, user) => {
    if (accountId !== user.id) throw new ActionError('That passkey signed you in to another account, so nothing was closed. Reload the page.');
    await spendSecurityAttempt(user.id);
    if (withPasskey) await requireRecentPasskeySignIn(user.id);
    else {
      if (!password) throw new ActionError('Enter your password');
      await withAuthRequest((headers) => getAuth().api.verifyPassword({ body: { password }, headers }));
    }
    // Staff accounts hold the shop's keys: the owner removes them (npm run admin:remove).
    if (await isAdmin(user.id)) throw new ActionError('A staff account cannot be closed here. Ask the shop owner to remove it.');
    const subject = await accountAsSubject(user.id);
    if (!subject) throw new ActionError('This account no longer exists.');
    // The session rows go with the account: the browser's cookie is dead from here on.
    return { ordersKept: await closeAccountAndFiles(subject, { by: 'customer' }) };
  },
);
