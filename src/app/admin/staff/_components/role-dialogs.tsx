'use client';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { SelectField } from '@/components/admin/form/fields';
import { changeStaffRoleSchema, inviteStaffSchema } from '@/lib/schemas/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLE_SUMMARIES, type StaffRole } from '@/lib/staff-roles';
import { inviteStaffAction } from '@/server/staff/actions/invite-staff';
import { changeStaffRoleAction } from '@/server/staff/actions/change-staff-role';
import type { StaffMemberRow } from '@/server/staff/admin-staff-reads';

/** The form's `role` select with what the chosen role may do, said under it. */
function RoleField() {
  const role = useWatch({ name: 'role' }) as StaffRole;
  return <SelectField name="role" label="Role" options={STAFF_ROLE_LABELS} hint={STAFF_ROLE_SUMMARIES[role]} />;
}

/** "Invite staff": an address and a role. The invitation mail goes out from a job. */
export function InviteDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} onSaved={onSaved} title="Invite staff" description="They get a link by email. It works once, for 7 days." className="sm:max-w-lg">
      {(dialog) => <InviteForm dialog={dialog} />}
    </FormDialog>
  );
}

function InviteForm({ dialog }: { dialog: FormDialogControls }) {
  const form = useAdminForm(inviteStaffSchema, { email: '', role: 'fulfilment' });
  const { Field } = form;

  const onSubmit = () =>
    form.send(inviteStaffAction, {
      onSaved: () => {
        const { email, role } = form.getValues();
        toast.success('Invitation sent', { description: `${email.trim()} will get a link to join as ${STAFF_ROLE_LABELS[role]}.` });
        dialog.saved();
      },
      title: 'Error',
      failed: 'Failed to send the invitation',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel="Send invitation">
      <Field.Text name="email" label="Email" type="email" />
      <RoleField />
    </DialogForm>
  );
}

/** "Change role" of one member; the new role applies from their next click. */
export function ChangeRoleDialog({ member, onClose, onSaved }: { member: StaffMemberRow | null; onClose: () => void; onSaved: () => void }) {
  return (
    <FormDialog
      open={member !== null}
      onClose={onClose}
      onSaved={onSaved}
      title="Change role"
      description={member ? `${member.name} (${member.email}). The new role applies from their next click.` : null}
      className="sm:max-w-lg"
    >
      {(dialog) => (member ? <ChangeRoleForm key={member.id} member={member} dialog={dialog} /> : null)}
    </FormDialog>
  );
}

function ChangeRoleForm({ member, dialog }: { member: StaffMemberRow; dialog: FormDialogControls }) {
  const form = useAdminForm(changeStaffRoleSchema, { userId: member.id, role: member.role });

  const onSubmit = () =>
    form.send(changeStaffRoleAction, {
      onSaved: () => {
        toast.success('Role changed', { description: `${member.name} is now ${STAFF_ROLE_LABELS[form.getValues('role')]}.` });
        dialog.saved();
      },
      title: 'Error',
      failed: 'Failed to change the role',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel="Save role">
      <RoleField />
    </DialogForm>
  );
}
