'use client';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { STAFF_ROLE_LABELS } from '@/lib/staff-roles';
import type { PendingInvitationRow } from '@/server/staff/admin-staff-reads';

export type InvitationHandlers = {
  /** The invitation being resent, if any (its button is busy). */
  resending: string | null;
  onResend: (invitation: PendingInvitationRow) => void;
  onRevoke: (invitation: PendingInvitationRow) => Promise<unknown>;
};

const COLUMNS: ListColumn[] = [{ label: 'Email' }, { label: 'Role' }, { label: 'Expires' }, { label: 'Invited by' }, { label: 'Actions', className: 'text-right' }];

function Expiry({ invitation }: { invitation: PendingInvitationRow }) {
  if (invitation.expired) return <Badge variant="outline">Expired</Badge>;
  return <>{formatDateTime(invitation.expiresAt)}</>;
}

function InvitationActions({ invitation, resending, onResend, onRevoke }: InvitationHandlers & { invitation: PendingInvitationRow }) {
  const busy = resending === invitation.id;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="subtle" size="sm" disabled={busy} onClick={() => onResend(invitation)} aria-label={`Resend the invitation to ${invitation.email}`}>
        {busy ? <Spinner /> : null}
        Resend
      </Button>
      <ConfirmDelete
        confirmLabel="Revoke"
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working at once.`}
        onConfirm={() => onRevoke(invitation)}
        trigger={
          <Button variant="subtle" size="sm" className="text-destructive" aria-label={`Revoke the invitation to ${invitation.email}`}>
            Revoke
          </Button>
        }
      />
    </div>
  );
}

/** Invitations not yet answered, on a phone: one card each. */
export function InvitationCards({ invitations, ...handlers }: InvitationHandlers & { invitations: PendingInvitationRow[] }) {
  return (
    <ul aria-label="Pending invitations" className="flex flex-col gap-3">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
          <p className="truncate font-medium">{invitation.email}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="flex flex-col">
              <dt className="text-xs text-muted-foreground">Role</dt>
              <dd className="font-medium">{STAFF_ROLE_LABELS[invitation.role]}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-xs text-muted-foreground">Expires</dt>
              <dd className="font-medium">
                <Expiry invitation={invitation} />
              </dd>
            </div>
            <div className="col-span-2 flex flex-col">
              <dt className="text-xs text-muted-foreground">Invited by</dt>
              <dd className="font-medium">{invitation.invitedBy ?? 'A former owner'}</dd>
            </div>
          </dl>
          <InvitationActions invitation={invitation} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

export function InvitationsTable({ invitations, ...handlers }: InvitationHandlers & { invitations: PendingInvitationRow[] }) {
  return (
    <ListTable aria-label="Pending invitations" columns={COLUMNS}>
      {invitations.map((invitation) => (
        <TableRow key={invitation.id}>
          <TableCell className="max-w-64 truncate font-medium" title={invitation.email}>
            {invitation.email}
          </TableCell>
          <TableCell className="whitespace-nowrap">{STAFF_ROLE_LABELS[invitation.role]}</TableCell>
          <TableCell className="whitespace-nowrap">
            <Expiry invitation={invitation} />
          </TableCell>
          <TableCell>{invitation.invitedBy ?? 'A former owner'}</TableCell>
          <TableCell className="text-right">
            <InvitationActions invitation={invitation} {...handlers} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
