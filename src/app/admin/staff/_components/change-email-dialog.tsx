'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { changeStaffEmailSchema } from '@/lib/schemas/staff';
import { changeStaffEmailAction } from '@/server/staff/actions/change-staff-email';
import type { StaffMemberRow } from '@/server/staff/admin-staff-reads';

/**
 * "Change email" of one member, the owner's own row included (src/server/staff/staff-email.ts): it
 * applies at once, and the old address is told by mail, with no link that undoes it (docs/decisions/0073).
 * Staff cannot change their own in My Account, so this is the only way; the owner's own change asks for
 * their password.
 */
export function ChangeEmailDialog({ member, self, onClose, onSaved }: { member: StaffMemberRow | null; self: boolean; onClose: () => void; onSaved: () => void }) {
  return (
    <FormDialog
      open={member !== null}
      onClose={onClose}
      onSaved={onSaved}
      title="Change email"
      description={
        member ? `${self ? 'You' : member.name} will sign in with the new address from now on. ${member.email} is told of the change by mail; only an owner can change it back.` : null
      }
      className="sm:max-w-lg"
    >
      {(dialog) => (member ? <ChangeEmailForm key={member.id} member={member} self={self} dialog={dialog} /> : null)}
    </FormDialog>
  );
}

function ChangeEmailForm({ member, self, dialog }: { member: StaffMemberRow; self: boolean; dialog: FormDialogControls }) {
  // The password goes only with the owner's own change: the server asks for it then, and refuses it at its field.
  const form = useAdminForm(changeStaffEmailSchema, { userId: member.id, newEmail: '', password: self ? '' : undefined });
  const { Field } = form;

  const onSubmit = () =>
    form.send(changeStaffEmailAction, {
      onSaved: ({ email }) => {
        toast.success('Email changed', { description: `${self ? 'You now sign' : `${member.name} now signs`} in as ${email}.` });
        dialog.saved();
      },
      title: 'Error',
      failed: 'Failed to change the email',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel="Change email">
      <Field.Text name="newEmail" label="New email" type="email" />
      {self ? <Field.Text name="password" label="Your password" type="password" autoComplete="current-password" required /> : null}
    </DialogForm>
  );
}
