'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { NewPasswordFields } from '@/app/(store)/auth/_components/new-password-fields';
import { RemovePasskeysOption } from '@/components/store/remove-passkeys-option';
import { Spinner } from '@/components/ui/spinner';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { refreshSessionSummary } from '@/lib/session-summary';
import { resetPasswordAction } from '@/server/account/actions/store/reset-password';
import { useAction } from '@/components/use-action';

type Errors = { password?: string; confirm?: string; form?: string };

/** The reset link's form: a new password, twice, and whether the passkeys go too. The server applies the policy of the account's role. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const ids = { password: useId(), confirm: useId() };
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const { run } = useAction();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || done) return;
    const found: Errors = {};
    if (!password) found.password = 'Password is required';
    else if (password.length < PASSWORD_MIN_LENGTH) found.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (password && confirm !== password) found.confirm = 'Passwords do not match';
    setErrors(found);
    const first = found.password ? ids.password : found.confirm ? ids.confirm : null;
    if (first) return document.getElementById(first)?.focus();
    setPending(true);
    const result = await run(resetPasswordAction, { token, password, confirmPassword: confirm, removePasskeys });
    if (result.ok) {
      setDone(true);
      // Every session of the account has ended, this browser's too: the header shows it signed out.
      void refreshSessionSummary();
      router.replace('/auth?reset=done');
      return;
    }
    setPending(false);
    const message = result.error;
    if (result.details?.field === 'password') {
      setErrors({ password: message });
      document.getElementById(ids.password)?.focus();
    } else setErrors({ form: message });
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending || done}>
      <NewPasswordFields
        ids={ids}
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters (12 for staff), and not a common password`}
        minLength={PASSWORD_MIN_LENGTH}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <RemovePasskeysOption checked={removePasskeys} onChange={setRemovePasskeys} />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={pending || done} data-replay>
        {pending || done ? <Spinner /> : null}
        Set new password
      </StoreButton>
      <p className="text-center text-xs text-muted-foreground">Setting it signs your account out on every device.</p>
    </form>
  );
}
