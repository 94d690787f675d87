'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { NewPasswordFields } from '@/app/(store)/auth/_components/new-password-fields';
import { StoreForm } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { RemovePasskeysOption } from '@/components/store/remove-passkeys-option';
import { Spinner } from '@/components/ui/spinner';
import { newPasswordErrors, type NewPasswordValues } from '@/lib/auth-fields';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';
import { refreshSessionSummary } from '@/lib/session-summary';
import { resetPasswordAction } from '@/server/account/actions/store/reset-password';
import { useAction } from '@/components/use-action';

const checkNewPassword = (values: NewPasswordValues) =>
  newPasswordErrors(values, PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** The reset link's form: a new password, twice, and whether the passkeys go too. The server applies the policy of the account's role. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useStoreForm<NewPasswordValues>({ password: '', confirmPassword: '' }, checkNewPassword);
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // Stays true while the next page loads, so the form cannot be sent twice.
  const [done, setDone] = useState(false);
  const { run } = useAction();

  async function onSubmit(values: NewPasswordValues) {
    if (done) return;
    setRefusal(undefined);
    const result = await run(resetPasswordAction, { token, ...values, removePasskeys });
    if (result.ok) {
      setDone(true);
      // Every session of the account has ended, this browser's too: the header shows it signed out.
      void refreshSessionSummary();
      router.replace('/auth?reset=done');
      return;
    }
    if (!form.refuse(result)) setRefusal(result.error);
  }

  const busy = form.submitting || done;
  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <NewPasswordFields
        form={form}
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters (12 for staff), and not a common password`}
        minLength={PASSWORD_MIN_LENGTH}
      />
      <RemovePasskeysOption checked={removePasskeys} onChange={setRemovePasskeys} />
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={busy} data-replay>
        {busy ? <Spinner /> : null}
        Set new password
      </StoreButton>
      <p className="text-center text-xs text-muted-foreground">Setting it signs your account out on every device.</p>
    </StoreForm>
  );
}
