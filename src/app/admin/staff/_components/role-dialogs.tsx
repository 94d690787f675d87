'use client';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STAFF_ROLE_LABELS, STAFF_ROLE_SUMMARIES, STAFF_ROLES, type StaffRole } from '@/lib/staff-roles';
import { inviteStaffAction } from '@/server/staff/actions/invite-staff';
import { changeStaffRoleAction } from '@/server/staff/actions/change-staff-role';
import type { StaffMemberRow } from '@/server/staff/admin-staff-reads';
import { useAction } from '@/components/use-action';

/** The role select with what the chosen role may do, said under it. */
function RoleField({ role, onChange, error }: { role: StaffRole; onChange: (role: StaffRole) => void; error?: string }) {
  const id = useId();
  return (
    <FormField inputId={id} label="Role" hint={STAFF_ROLE_SUMMARIES[role]} error={error}>
      <NativeSelect id={id} value={role} onChange={(event) => onChange(event.target.value as StaffRole)} {...fieldAria(id, { hint: true, error })}>
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {STAFF_ROLE_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

type Errors = { email?: string; role?: string; form?: string };

/** "Invite staff": an address and a role. The invitation mail goes out from a job. */
export function InviteDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite staff</DialogTitle>
          <DialogDescription>They get a link by email. It works once, for 7 days.</DialogDescription>
        </DialogHeader>
        {open ? <InviteForm onClose={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending: submitting } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(inviteStaffAction, { email, role }, {
      failed: 'Failed to send the invitation',
      success: { title: 'Invitation sent', description: `${email.trim()} will get a link to join as ${STAFF_ROLE_LABELS[role]}.` },
    });
    if (result.ok) {
      onSaved();
      onClose();
      return;
    }
    const fieldErrors = 'fieldErrors' in result ? result.fieldErrors : undefined;
    setErrors({ email: fieldErrors?.email?.[0], role: fieldErrors?.role?.[0], form: fieldErrors ? undefined : result.error });
    if (fieldErrors?.email) document.getElementById(emailId)?.focus();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submitting}>
      <FormField inputId={emailId} label="Email" required error={errors.email}>
        <Input id={emailId} type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} {...fieldAria(emailId, { error: errors.email })} />
      </FormField>
      <RoleField role={role} onChange={setRole} error={errors.role} />
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel="Send invitation" />
    </form>
  );
}

/** "Change role" of one member; the new role applies from their next click. */
export function ChangeRoleDialog({ member, onClose, onSaved }: { member: StaffMemberRow | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Change role</DialogTitle>
          <DialogDescription>{member ? `${member.name} (${member.email}). The new role applies from their next click.` : null}</DialogDescription>
        </DialogHeader>
        {member ? <ChangeRoleForm key={member.id} member={member} onClose={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChangeRoleForm({ member, onClose, onSaved }: { member: StaffMemberRow; onClose: () => void; onSaved: () => void }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [error, setError] = useState<string>();
  const { run, pending: submitting } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(changeStaffRoleAction, { userId: member.id, role }, {
      failed: 'Failed to change the role',
      success: { title: 'Role changed', description: `${member.name} is now ${STAFF_ROLE_LABELS[role]}.` },
    });
    if (!result.ok) return setError(result.error);
    onSaved();
    onClose();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submitting}>
      <RoleField role={role} onChange={setRole} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel="Save role" />
    </form>
  );
}
