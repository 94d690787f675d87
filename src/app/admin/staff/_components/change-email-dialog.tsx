'use client';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { changeStaffEmailAction } from '@/server/staff/actions/change-staff-email';
import type { StaffMemberRow } from '@/server/staff/admin-staff-reads';
import { useAction } from '@/components/use-action';

type Errors = { newEmail?: string; password?: string; form?: string };

/**
 * "Change email" of one member, the owner's own row included (src/server/staff/staff-email.ts): it
 * applies at once, and the old address is told by mail, with no link that undoes it (docs/decisions/0073).
 * Staff cannot change their own in My Account, so this is the only way; the owner's own change asks for
 * their password.
 */
export function ChangeEmailDialog({ member, self, onClose, onSaved }: { member: StaffMemberRow | null; self: boolean; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Change email</DialogTitle>
          <DialogDescription>
            {member
              ? `${self ? 'You' : member.name} will sign in with the new address from now on. ${member.email} is told of the change by mail; only an owner can change it back.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {member ? <ChangeEmailForm key={member.id} member={member} self={self} onClose={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChangeEmailForm({ member, self, onClose, onSaved }: { member: StaffMemberRow; self: boolean; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const ids = { newEmail: `${id}-new-email`, password: `${id}-password` };
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending: submitting } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(changeStaffEmailAction, { userId: member.id, newEmail, password: self ? password : undefined }, {
      failed: 'Failed to change the email',
      success: ({ data }) => ({ title: 'Email changed', description: `${self ? 'You now sign' : `${member.name} now signs`} in as ${data.email}.` }),
    });
    if (result.ok) {
      onSaved();
      onClose();
      return;
    }
    const field = result.details?.field ?? (result.fieldErrors?.newEmail ? 'newEmail' : undefined);
    const message = result.fieldErrors?.newEmail?.[0] ?? result.error;
    setErrors(field ? { [field]: message } : { form: message });
    if (field) document.getElementById(ids[field])?.focus();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submitting}>
      <FormField inputId={ids.newEmail} label="New email" required error={errors.newEmail}>
        <Input
          id={ids.newEmail}
          type="email"
          autoComplete="off"
          required
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          {...fieldAria(ids.newEmail, { error: errors.newEmail })}
        />
      </FormField>
      {self ? (
        <FormField inputId={ids.password} label="Your password" required error={errors.password}>
          <Input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldAria(ids.password, { error: errors.password })}
          />
        </FormField>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel="Change email" />
    </form>
  );
}
