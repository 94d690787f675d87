'use client';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { STAFF_ROLE_LABELS } from '@/lib/staff-roles';
import type { StaffMemberRow } from '@/server/staff/admin-staff-reads';

export type MemberHandlers = {
  /** The signed-in owner: their own row has only "Change email" (nobody changes their own role). */
  currentUserId: string;
  onChangeRole: (member: StaffMemberRow) => void;
  /** Staff cannot change their own address in My Account: an owner does it here (src/server/staff/staff-email.ts). */
  onChangeEmail: (member: StaffMemberRow) => void;
  onRemove: (member: StaffMemberRow) => Promise<unknown>;
  /** Mails a one-time link to set up two-factor sign-in (src/server/staff/enrolment-link.ts). */
  onSendEnrolmentLink: (member: StaffMemberRow) => Promise<unknown>;
};

const COLUMNS: ListColumn[] = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Two-factor' }, { label: 'Last sign-in' }, { label: 'Actions', className: 'text-right' }];

function TwoFactor({ on }: { on: boolean }) {
  const Icon = on ? ShieldCheck : ShieldAlert;
  return (
    <span className={on ? 'inline-flex items-center gap-1.5 text-foreground' : 'inline-flex items-center gap-1.5 text-muted-foreground'}>
      <Icon aria-hidden="true" className="size-4" />
      {on ? 'On' : 'Off'}
    </span>
  );
}

/** Each passkey that signs in as the member, with when it was added: one the member does not know of stands out. */
function Passkeys({ member }: { member: StaffMemberRow }) {
  if (member.passkeys.length === 0) return null;
  return (
    <ul aria-label={`Passkeys of ${member.name}`} className="mt-1 flex flex-col gap-0.5 text-xs font-normal text-muted-foreground">
      {member.passkeys.map((passkey, index) => (
        <li key={index}>
          Passkey “{passkey.name || 'Passkey'}”{passkey.createdAt ? `, added ${formatShortDate(passkey.createdAt)}` : ''}
        </li>
      ))}
    </ul>
  );
}

const lastSignIn = (member: StaffMemberRow) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never');

function ChangeEmailButton({ member, onChangeEmail }: { member: StaffMemberRow; onChangeEmail: MemberHandlers['onChangeEmail'] }) {
  return (
    <Button variant="subtle" size="sm" onClick={() => onChangeEmail(member)} aria-label={`Change email of ${member.name}`}>
      Change email
    </Button>
  );
}

function MemberActions({ member, currentUserId, onChangeRole, onChangeEmail, onRemove, onSendEnrolmentLink }: MemberHandlers & { member: StaffMemberRow }) {
  if (member.id === currentUserId) {
    return (
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Badge variant="secondary" className="w-fit">
          You
        </Badge>
        <ChangeEmailButton member={member} onChangeEmail={onChangeEmail} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {member.twoFactor ? null : (
        <Button variant="subtle" size="sm" onClick={() => void onSendEnrolmentLink(member)} aria-label={`Send ${member.name} a two-factor set-up link`}>
          Send set-up link
        </Button>
      )}
      <Button variant="subtle" size="sm" onClick={() => onChangeRole(member)} aria-label={`Change role of ${member.name}`}>
        Change role
      </Button>
      <ChangeEmailButton member={member} onChangeEmail={onChangeEmail} />
      <ConfirmDelete
        confirmLabel="Remove"
        title={`Remove ${member.name}?`}
        description={`${member.name} loses access to the back office at once and is signed out everywhere. Their account stays, as a shopper’s.`}
        onConfirm={() => onRemove(member)}
        trigger={
          <Button variant="subtle" size="sm" className="text-destructive" aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
        }
      />
    </div>
  );
}

/** The team on a phone: one card each. */
export function MemberCards({ members, ...handlers }: MemberHandlers & { members: StaffMemberRow[] }) {
  return (
    <ul aria-label="Staff members" className="flex flex-col gap-3">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-medium">{member.name}</h3>
            <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Detail term="Role" value={STAFF_ROLE_LABELS[member.role]} />
            <Detail
              term="Two-factor"
              value={
                <>
                  <TwoFactor on={member.twoFactor} />
                  <Passkeys member={member} />
                </>
              }
            />
            <Detail term="Last sign-in" value={lastSignIn(member)} />
          </dl>
          <MemberActions member={member} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** The team on wider screens. */
export function MembersTable({ members, ...handlers }: MemberHandlers & { members: StaffMemberRow[] }) {
  return (
    <ListTable aria-label="Staff members" columns={COLUMNS}>
      {members.map((member) => (
        <TableRow key={member.id}>
          <TableCell className="font-medium">{member.name}</TableCell>
          <TableCell className="max-w-56 truncate" title={member.email}>
            {member.email}
          </TableCell>
          <TableCell className="whitespace-nowrap">{STAFF_ROLE_LABELS[member.role]}</TableCell>
          <TableCell>
            <TwoFactor on={member.twoFactor} />
            <Passkeys member={member} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{lastSignIn(member)}</TableCell>
          <TableCell className="text-right">
            <MemberActions member={member} {...handlers} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
