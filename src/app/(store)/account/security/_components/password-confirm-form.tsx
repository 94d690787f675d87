'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { reauthenticateSchema } from '@/lib/account-security';
import { FormField, fieldAria } from '@/components/ui/form-field';

type Values = { password: string; code: string };

/** What `onConfirm` answers: nothing when the step succeeded, else the message and the field it is about (the password's by default). */
export type ConfirmRefusal = string | { field: 'password' | 'code'; message: string } | null | undefined;

/**
 * Asks for the account password before a change to how the account signs in; with `askCode`,
 * the authenticator app's code too (confirming it is you before adding a passkey).
 * `alternative` is shown under the buttons (another way to confirm).
 */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  destructive = false,
  askCode = false,
  alternative,
  onConfirm,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  destructive?: boolean;
  askCode?: boolean;
  alternative?: React.ReactNode;
  onConfirm: (password: string, code: string) => Promise<ConfirmRefusal>;
  onCancel: () => void;
}) {
  const inputId = useId();
  const codeId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(reauthenticateSchema), defaultValues: { password: '', code: '' } });

  const onSubmit = handleSubmit(async ({ password, code }) => {
    const refusal = await onConfirm(password, code);
    if (!refusal) return;
    const { field, message } = typeof refusal === 'string' ? { field: 'password' as const, message: refusal } : refusal;
    setError(field, { message });
    setFocus(field, { shouldSelect: true });
  });

  const error = errors.password?.message;
  const codeError = askCode ? errors.code?.message : undefined;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-5" aria-busy={isSubmitting}>
      <p className="text-sm">{intro}</p>
      <FormField label="Password" inputId={inputId} error={error}>
        <Input
          id={inputId}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          {...fieldAria(inputId, { error })}
          {...register('password')}
        />
      </FormField>
      {askCode ? (
        <FormField label="Code from your authenticator app" inputId={codeId} error={codeError}>
          <Input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...fieldAria(codeId, { error: codeError })}
            {...register('code')}
          />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <StoreButton type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {submitLabel}
        </StoreButton>
        <StoreButton type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </StoreButton>
      </div>
      {alternative}
    </form>
  );
}
