'use client';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/account-security';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { postToAuth } from './auth-request';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { refusalMessage } from './refusal-message';

type Field = keyof ChangePasswordValues;
const NEW_PASSWORD_REFUSALS = new Set(['PASSWORD_TOO_SHORT', 'STAFF_PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON']);
const DEFAULTS: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherDevices: true };

export function ChangePasswordForm() {
  const router = useRouter();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: DEFAULTS });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, signOutOtherDevices }) => {
    // With revokeOtherSessions Better Auth ends every session and sets a new cookie here.
    const result = await postToAuth('/change-password', {
      currentPassword,
      newPassword,
      revokeOtherSessions: signOutOtherDevices,
    });
    if (result.ok) {
      reset(DEFAULTS);
      toast.success('Password changed', {
        description: signOutOtherDevices ? 'Your other devices have been signed out.' : undefined,
      });
      return;
    }
    const message = refusalMessage(result, router);
    if (!message) return;
    // The server's password policy (too common; under 12 characters for staff) is about the new
    // password; a wrong current one is the usual refusal.
    const field: Field = NEW_PASSWORD_REFUSALS.has(result.code) ? 'newPassword' : 'currentPassword';
    setError(field, { message });
    setFocus(field, { shouldSelect: true });
  });

  const ids = { current: `${id}-current`, next: `${id}-new`, confirm: `${id}-confirm`, signOut: `${id}-sign-out` };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Current password" inputId={ids.current} error={errors.currentPassword?.message}>
        <Input
          id={ids.current}
          type="password"
          autoComplete="current-password"
          required
          {...fieldAria(ids.current, { error: errors.currentPassword?.message })}
          {...register('currentPassword')}
        />
      </FormField>
      <FormField
        label="New password"
        inputId={ids.next}
        hint="Must be at least 6 characters (12 for staff) and not a common password"
        error={errors.newPassword?.message}
      >
        <Input
          id={ids.next}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          {...fieldAria(ids.next, { hint: true, error: errors.newPassword?.message })}
          {...register('newPassword')}
        />
      </FormField>
      <FormField label="Confirm new password" inputId={ids.confirm} error={errors.confirmPassword?.message}>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          required
          {...fieldAria(ids.confirm, { error: errors.confirmPassword?.message })}
          {...register('confirmPassword')}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={ids.signOut}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          aria-describedby={`${ids.signOut}-hint`}
          {...register('signOutOtherDevices')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.signOut} className="text-sm font-medium">
            Sign out of other devices
          </label>
          <p id={`${ids.signOut}-hint`} className="text-xs text-muted-foreground">
            Anyone signed in to your account elsewhere will have to sign in again with the new password.
          </p>
        </div>
      </div>
      <StoreButton type="submit" disabled={isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Changing…' : 'Change password'}
      </StoreButton>
    </form>
  );
}
