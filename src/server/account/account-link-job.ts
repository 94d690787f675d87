import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Database, type Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { cancelPendingJobs, enqueueJob } from '@/server/jobs/queue';
import type { JobContext } from '@/server/jobs/job-handler';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { isAdmin } from '@/server/auth/roles';
import { createAccountToken } from './account-tokens';
import { staffEnrolmentPath } from '@/lib/staff-enrolment-link';
import { changeEmailMail, emailChangedMail, resetPasswordMail, staffEnrolmentMail, takeoverMail, verifyEmailMail } from './account-mails';

// One durable job per mailed link (docs/decisions/0014-durable-jobs.md). The request that asks
// for a link only queues this job; the job looks the account up, makes the token and sends the
// mail itself. So "Forgot password?" does the same work for an address with an account and one
// without (no lookup, no token write in the request: nothing to time), and the link's token is
// never written to the jobs table, where a queued mail would keep it in plain text.
// A retry (the mail server was down) makes a new token, which voids the unsent one.

export const ACCOUNT_LINK_JOB = 'account-link-mail';

const accountLinkPayload = z.discriminatedUnion('link', [
  // "Forgot password?": by address, looked up here, not in the request.
  z.object({ link: z.literal('reset-password'), email: z.string().min(1) }),
  // A sign-up with the address of an account never confirmed (src/server/account/sign-up-takeover.ts).
  z.object({ link: z.literal('takeover'), email: z.string().min(1) }),
  z.object({ link: z.literal('verify-email'), userId: z.string().min(1) }),
  // A staff member's set-up link for two-factor sign-in (src/server/auth/staff-enrolment.ts).
  z.object({ link: z.literal('staff-enrolment'), userId: z.string().min(1) }),
  // `requestedAt`: a password reset (or any revocation of the account's sessions) after it voids the
  // change, which may have been asked for by whoever held a stolen session. Missing in jobs queued before it was added.
  z.object({ link: z.literal('change-email'), userId: z.string().min(1), newEmail: z.string().min(1), requestedAt: z.iso.datetime().optional() }),
  // To the address an account moved from, with the link that puts it back, a shopper's only (src/server/account/email-change-undo.ts).
  z.object({
    link: z.literal('undo-email-change'),
    userId: z.string().min(1),
    oldEmail: z.string().min(1),
    newEmail: z.string().min(1),
    changedAt: z.iso.datetime(),
    byOwner: z.boolean(),
  }),
]);

export type AccountLinkRequest = z.infer<typeof accountLinkPayload>;

export async function queueAccountLink(request: AccountLinkRequest, database: Database | Transaction = db) {
  await enqueueJob(ACCOUNT_LINK_JOB, request, {}, database);
}

/** A password reset drops the email-change links still waiting to be mailed, in its transaction. */
export async function dropQueuedEmailChanges(tx: Transaction, userId: string) {
  await cancelPendingJobs(ACCOUNT_LINK_JOB, { link: 'change-email', userId }, tx);
}

/**
 * The change-email link's token, unless the account's sessions were revoked (a password reset)
 * after the change was asked for: a job already running when the reset dropped the queued ones.
 * Under the account's row lock, which the reset holds while it voids the account's links.
 */
async function changeEmailToken(userId: string, newEmail: string, requestedAt: string | undefined) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ validAfter: users.sessionsValidAfter }).from(users).where(eq(users.id, userId)).for('update');
    if (!account || (requestedAt && account.validAfter && account.validAfter > new Date(requestedAt))) return null;
    return createAccountToken(tx, userId, 'change-email', { newEmail });
  });
}

type Account = { id: string; name: string; email: string; emailVerified: boolean };

async function findAccount(by: { email: string } | { userId: string }): Promise<Account | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where('email' in by ? eq(users.email, by.email) : eq(users.id, by.userId))
    .limit(1);
  return user ?? null;
}

/** The account the link is for and the mail that carries it, or null when there is nobody (any more) to send it to. */
async function linkMail(request: AccountLinkRequest, siteName: string): Promise<MailMessage | null> {
  switch (request.link) {
    case 'reset-password': {
      const user = await findAccount({ email: request.email });
      if (!user) return null;
      const token = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
      return resetPasswordMail(user, siteUrl(`/auth/reset-password?token=${token}`), siteName);
    }
    case 'takeover': {
      const user = await findAccount({ email: request.email });
      // Confirmed (or made staff) since the sign-up attempt: no longer anyone's to take.
      if (!user || user.emailVerified || (await isAdmin(user.id))) return null;
      const token = await db.transaction((tx) => createAccountToken(tx, user.id, 'reset-password'));
      return takeoverMail(user, siteUrl(`/auth/reset-password?token=${token}`), siteName);
    }
    case 'verify-email': {
      const user = await findAccount({ userId: request.userId });
      if (!user || user.emailVerified) return null;
      const token = await db.transaction((tx) => createAccountToken(tx, user.id, 'verify-email'));
      return verifyEmailMail(user, siteUrl(`/auth/verify-email?token=${token}`), siteName);
    }
    case 'staff-enrolment': {
      const user = await findAccount({ userId: request.userId });
      if (!user || !(await isAdmin(user.id))) return null;
      const token = await db.transaction((tx) => createAccountToken(tx, user.id, 'staff-enrolment'));
      return staffEnrolmentMail(user, siteUrl(staffEnrolmentPath(token)), siteName);
    }
    case 'change-email': {
      const user = await findAccount({ userId: request.userId });
      // Staff addresses are changed by an owner only (src/server/account/email-address.ts), whenever the change was asked for.
      if (!user || (await isAdmin(user.id)) || (await findAccount({ email: request.newEmail }))) return null;
      const token = await changeEmailToken(user.id, request.newEmail, request.requestedAt);
      return token ? changeEmailMail(user, request.newEmail, siteUrl(`/auth/confirm-email?token=${token}`), siteName) : null;
    }
    case 'undo-email-change': {
      const user = await findAccount({ userId: request.userId });
      // Gone, or back at the old address already: nothing to undo.
      if (!user || user.email === request.oldEmail) return null;
      // A staff address is changed by an owner only: its old address is told, with no way back
      // (docs/decisions/0073-no-undo-for-staff-addresses.md).
      if (request.byOwner || (await isAdmin(user.id))) return emailChangedMail(user, request, null, siteName);
      const token = await db.transaction((tx) =>
        createAccountToken(tx, user.id, 'undo-email-change', { newEmail: request.oldEmail, issuedAt: new Date(request.changedAt) }),
      );
      return emailChangedMail(user, request, siteUrl(`/auth/undo-email-change?token=${token}`), siteName);
    }
  }
}

/** The 'account-link-mail' handler. */
export async function sendAccountLink(payload: Record<string, unknown>, { signal }: JobContext) {
  const request = accountLinkPayload.parse(payload);
  const { siteName } = await getSiteSettings();
  const message = await linkMail(request, siteName);
  if (message) await sendMail(message, { signal });
}
