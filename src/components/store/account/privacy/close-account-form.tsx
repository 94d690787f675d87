'use client';
import '@/lib/zod-jitless';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { refreshSessionSummary } from '@/lib/session-summary';
import { CLOSE_CONFIRMATION_WORD, closeMyAccountSchema } from '@/lib/privacy';
import { closeMyAccountAction } from '@/server/privacy/close-my-account-action';

type Values = { password: string; confirmation: string; withPasskey: boolean };

/**
 * "Close my account": the password and the typed word, then the closed page. Nothing is
 * closed while an order is unfinished: the server says which and why, shown above the button.
 */
export function CloseAccountForm() {
  const router = useRouter();
  const passwordId = useId();
  const confirmationId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(closeMyAccountSchema.refine((values) => values.withPasskey || values.password, { path: ['password'], message: 'Enter your password' })),
    defaultValues: { password: '', confirmation: '', withPasskey: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await closeMyAccountAction(values).catch(() => null);
    if (!result?.ok) {
      const message = result?.error ?? 'Could not close your account. Please try again.';
      setError(result?.fieldErrors?.confirmation ? 'confirmation' : result && /password/i.test(message) ? 'password' : 'root', { message });
      return;
    }
    await refreshSessionSummary();
    router.replace('/account-closed');
    router.refresh();
  });

  const passwordError = errors.password?.message;
  const confirmationError = errors.confirmation?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Password" inputId={passwordId} error={passwordError}>
        <Input id={passwordId} type="password" autoComplete="current-password" required {...fieldAria(passwordId, { error: passwordError })} {...register('password')} />
      </FormField>
      <FormField label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`} inputId={confirmationId} error={confirmationError}>
        <Input
          id={confirmationId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...fieldAria(confirmationId, { error: confirmationError })}
          {...register('confirmation')}
        />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <StoreButton type="submit" variant="destructive" className="w-full sm:w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        Close my account
      </StoreButton>
    </form>
  );
}
