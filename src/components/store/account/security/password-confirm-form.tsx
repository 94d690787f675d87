'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { passwordCheckSchema } from '@/lib/account-security';
import { FormField, fieldAria } from '@/components/ui/form-field';

type Values = { password: string };

/**
 * Asks for the account password before a change to two-factor authentication.
 * `onConfirm` returns an error message to show, or nothing when the step succeeded.
 */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<string | null | undefined>;
  onCancel: () => void;
}) {
  const inputId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(passwordCheckSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const error = await onConfirm(password);
    if (error) {
      setError('password', { message: error });
      setFocus('password', { shouldSelect: true });
    }
  });

  const error = errors.password?.message;
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
      <div className="flex flex-wrap gap-3">
        <StoreButton type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {submitLabel}
        </StoreButton>
        <StoreButton type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </StoreButton>
      </div>
    </form>
  );
}
