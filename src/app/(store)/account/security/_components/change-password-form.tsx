'use client';
import { useRouter } from 'next/navigation';
import { StoreCheckboxField } from '@/components/store/form/store-choice-fields';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/account-security';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';
import { postToAuth } from './auth-request';
import { refusalMessage } from './refusal-message';

const NEW_PASSWORD_REFUSALS = new Set(['PASSWORD_TOO_SHORT', 'STAFF_PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON']);
const DEFAULTS: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherDevices: true };
const checkChange = zodCheck(changePasswordSchema);

export function ChangePasswordForm() {
  const router = useRouter();
  const form = useStoreForm(DEFAULTS, checkChange);

  async function onSubmit({ currentPassword, newPassword, signOutOtherDevices }: ChangePasswordValues) {
    // With revokeOtherSessions Better Auth ends every session and sets a new cookie here.
    const result = await postToAuth('/change-password', {
      currentPassword,
      newPassword,
      revokeOtherSessions: signOutOtherDevices,
    });
    if (result.ok) {
      form.reset(DEFAULTS);
      toast.success('Password changed', {
        description: signOutOtherDevices ? 'Your other devices have been signed out.' : undefined,
      });
      return;
    }
    const message = refusalMessage(result, router);
    if (!message) return;
    // The server's password policy (too common; under 12 characters for staff) is about the new
    // password; a wrong current one is the usual refusal.
    const field = NEW_PASSWORD_REFUSALS.has(result.code) ? 'newPassword' : 'currentPassword';
    form.refuse({ fieldErrors: { [field]: [message] } });
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex max-w-sm flex-col gap-5">
      <StoreTextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
      <StoreTextField
        form={form}
        name="newPassword"
        label="New password"
        hint="Must be at least 6 characters (12 for staff) and not a common password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
      />
      <StoreTextField form={form} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
      <StoreCheckboxField
        form={form}
        name="signOutOtherDevices"
        label="Sign out of other devices"
        hint="Anyone signed in to your account elsewhere will have to sign in again with the new password."
      />
      <StoreButton type="submit" disabled={!form.hydrated || form.submitting} className="w-full sm:w-fit">
        {form.submitting ? <Spinner /> : null}
        {form.submitting ? 'Changing…' : 'Change password'}
      </StoreButton>
    </StoreForm>
  );
}
