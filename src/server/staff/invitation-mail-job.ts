import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '@/server/db/client';
import { db } from '@/server/db/client';
import { staffInvitations, users } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import type { JobContext } from '@/server/jobs/job-handler';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { STAFF_ROLE_LABELS, STAFF_ROLE_SUMMARIES, type StaffRole } from '@/lib/staff-roles';
import { mintInvitationToken } from './invitation-tokens';

// The invitation mail, one durable job per invitation sent (docs/decisions/0014-durable-jobs.md),
// as the account links are mailed (src/server/account/account-link-job.ts): the payload holds only
// the invitation's id; the job mints the token, stores its hash and sends the link in the same run,
// so the plain token is never in the jobs table. A retry (the mail server was down) mints a new
// token, which voids the unsent one; an invitation revoked or accepted meanwhile is not mailed.

export const STAFF_INVITATION_JOB = 'staff-invitation-mail';

const payloadSchema = z.object({ invitationId: z.uuid() });

export async function queueInvitationMail(invitationId: string, database: Database | Transaction = db) {
  await enqueueJob(STAFF_INVITATION_JOB, { invitationId }, {}, database);
}

type Invitation = { email: string; role: StaffRole; expiresAt: Date; inviterName: string | null };

export function invitationMail(invitation: Invitation, link: string, siteName: string): MailMessage {
  const role = STAFF_ROLE_LABELS[invitation.role];
  const who = invitation.inviterName ?? `The owner of ${siteName}`;
  return {
    to: invitation.email,
    subject: `You are invited to join ${siteName} as ${role}`,
    text: [
      'Hello,',
      '',
      `${who} invited you (${invitation.email}) to join the team of ${siteName} as ${role}: ${STAFF_ROLE_SUMMARIES[invitation.role]}`,
      '',
      'To accept, open this link within 7 days. It works once:',
      '',
      link,
      '',
      'If you did not expect this invitation, ignore this mail: nothing happens unless the link is used.',
      '',
      siteName,
    ].join('\n'),
  };
}

/** The 'staff-invitation-mail' handler. */
export async function sendInvitationMail(payload: Record<string, unknown>, { signal }: JobContext) {
  const { invitationId } = payloadSchema.parse(payload);
  const [invitation] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt, inviterName: users.name })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.id, invitationId))
    .limit(1);
  if (!invitation) return;
  const token = await mintInvitationToken(db, invitationId);
  if (!token) return;
  const { siteName } = await getSiteSettings();
  await sendMail(invitationMail(invitation, siteUrl(`/auth/invitation?token=${token}`), siteName), { signal });
}
