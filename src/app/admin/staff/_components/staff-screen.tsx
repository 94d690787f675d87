'use client';
import { useState } from 'react';
import { toast } from 'sonner';
import { MailPlus, UserPlus, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { Button } from '@/components/ui/button';
import { removeStaffMemberAction } from '@/server/staff/actions/remove-staff-member';
import { sendEnrolmentLinkAction } from '@/server/staff/actions/send-enrolment-link';
import { resendInvitationAction } from '@/server/staff/actions/resend-invitation';
import { revokeInvitationAction } from '@/server/staff/actions/revoke-invitation';
import type { PendingInvitationRow, StaffMemberRow, StaffOverview } from '@/server/staff/admin-staff-reads';
import type { DiscountLimit } from '@/server/pos/discount-limit-reads';
import { DiscountLimitsCard } from './discount-limits-card';
import { ChangeRoleDialog, InviteDialog } from './role-dialogs';
import { ChangeEmailDialog } from './change-email-dialog';
import { InvitationCards, InvitationsTable } from './staff-invitations';
import { MemberCards, MembersTable } from './staff-members';
import { useAction } from '@/components/use-action';

/**
 * The Staff screen (owners only): the team with role, two-factor and last sign-in, the invitations not
 * yet answered, and how much each role may take off a showroom sale by hand.
 */
export function StaffScreen({ overview, currentUserId, discountLimits }: { overview: StaffOverview; currentUserId: string; discountLimits: readonly DiscountLimit[] }) {
  const members = useAdminList(overview.members);
  const invitations = useAdminList(overview.invitations);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMemberRow | null>(null);
  const [changingEmail, setChangingEmail] = useState<StaffMemberRow | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const { run } = useAction(toast);

  const memberHandlers = {
    currentUserId,
    onChangeRole: setChanging,
    onChangeEmail: setChangingEmail,
    onRemove: async (member: StaffMemberRow) => {
      const result = await run(removeStaffMemberAction, { userId: member.id }, { success: `${member.name} was removed from the staff`, failed: 'Failed to remove the member', refused: 'Error' });
      if (result.ok) members.reload();
    },
    onSendEnrolmentLink: async (member: StaffMemberRow) => {
      await run(sendEnrolmentLinkAction, { userId: member.id }, { success: `A two-factor set-up link is on its way to ${member.email}`, failed: 'Failed to send the set-up link', refused: 'Error' });
    },
  };
  const invitationHandlers = {
    resending,
    onResend: async (invitation: PendingInvitationRow) => {
      setResending(invitation.id);
      const result = await run(resendInvitationAction, { id: invitation.id }, { success: `A new link is on its way to ${invitation.email}`, failed: 'Failed to resend the invitation', refused: 'Error' });
      setResending(null);
      if (result.ok) invitations.reload();
    },
    onRevoke: (invitation: PendingInvitationRow) =>
      invitations.remove(invitation.id, revokeInvitationAction, { success: 'Invitation revoked', failed: 'Failed to revoke the invitation' }),
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Staff"
        description="Who works in the back office, with which role. Only owners see this screen."
        updating={members.pending || invitations.pending}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Invite staff
          </Button>
        }
      />

      <section aria-labelledby="staff-team-heading" className="flex flex-col gap-4">
        <h2 id="staff-team-heading" className="font-display text-xl font-semibold">
          Team
        </h2>
        <ListResults list={members} empty={{ icon: Users, message: 'No staff yet.' }}>
          <div className="sm:hidden">
            <MemberCards members={members.visible} {...memberHandlers} />
          </div>
          <div className="max-sm:hidden">
            <MembersTable members={members.visible} {...memberHandlers} />
          </div>
        </ListResults>
      </section>

      <section aria-labelledby="staff-invitations-heading" className="flex flex-col gap-4">
        <h2 id="staff-invitations-heading" className="font-display text-xl font-semibold">
          Pending invitations
        </h2>
        <ListResults
          list={invitations}
          empty={{ icon: MailPlus, message: 'No invitations waiting.', hint: 'Invite someone with “Invite staff”: they get a link that works once, for 7 days.' }}
        >
          <div className="sm:hidden">
            <InvitationCards invitations={invitations.visible} {...invitationHandlers} />
          </div>
          <div className="max-sm:hidden">
            <InvitationsTable invitations={invitations.visible} {...invitationHandlers} />
          </div>
        </ListResults>
      </section>

      <div className="xl:max-w-3xl">
        <DiscountLimitsCard limits={discountLimits} />
      </div>

      <InviteDialog open={inviting} onClose={() => setInviting(false)} onSaved={invitations.reload} />
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} onSaved={members.reload} />
      <ChangeEmailDialog member={changingEmail} self={changingEmail?.id === currentUserId} onClose={() => setChangingEmail(null)} onSaved={members.reload} />
    </div>
  );
}
