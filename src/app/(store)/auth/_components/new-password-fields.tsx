import { StoreTextField } from '@/components/store/form/store-form';
import type { StoreFormApi } from '@/components/store/form/use-store-form';
import type { NewPasswordValues } from '@/lib/auth-fields';

type Props<V extends NewPasswordValues> = {
  form: StoreFormApi<V>;
  /** "Password" on a new account, "New password" on a reset. */
  label: string;
  hint: string;
  minLength: number;
};

/** A new password and its confirmation, as the invitation and the reset link ask for them. */
export function NewPasswordFields<V extends NewPasswordValues>({ form, label, hint, minLength }: Props<V>) {
  // Fields of every V that extends NewPasswordValues, which TypeScript cannot see through the generic.
  const [password, confirmPassword] = ['password', 'confirmPassword'] as Extract<keyof V, string>[];
  return (
    <>
      <StoreTextField form={form} name={password!} label={label} hint={hint} type="password" autoComplete="new-password" required minLength={minLength} />
      <StoreTextField form={form} name={confirmPassword!} label={`Confirm ${label.toLowerCase()}`} type="password" autoComplete="new-password" required />
    </>
  );
}
