'use client';
import '@/lib/zod-jitless';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { refreshSessionSummary } from '@/lib/session-summary';
import { CLOSE_CONFIRMATION_WORD, closeMyAccountSchema } from '@/lib/privacy';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { useAction } from '@/components/use-action';

type Values = { accountId: string; password: string; confirmation: string; withPasskey: boolean };

const FALLBACK = 'Could not close your account. Please try again.';

/**
 * "Close my account": the password (or, when the account has one, a passkey) and the typed word,
 * then the closed page. Nothing is closed while an order is unfinished: the page says which
 * instead of showing this form, and the server checks again.
 */
export function CloseAccountForm({ accountId, hasPasskey }: { accountId: string; hasPasskey: boolean }) {
  const router = useRouter();
  const { run } = useAction();
  const passwordId = useId();
  const confirmationId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(closeMyAccountSchema.refine((values) => values.withPasskey || values.password, { path: ['password'], message: 'Enter your password' })),
    defaultValues: { accountId, password: '', confirmation: '', withPasskey: false },
  });
  // A form value, not only the view's state: the check above lets an empty password through with it.
  const withPasskey = useWatch({ control, name: 'withPasskey' });

  const close = async (values: Values) => {
    if (values.withPasskey) {
      // A passkey sign-in made just now stands for the password (src/server/privacy/actions/store/close-my-account.ts).
      const { signInWithPasskey } = await import('@/components/store/passkey/passkey-ceremony');
      const signedIn = await signInWithPasskey();
      if (!signedIn.ok) {
        if (signedIn.message) setError('root', { message: signedIn.message });
        return;
      }
    }
    const result = await run(closeMyAccountAction, values.withPasskey ? { ...values, password: '' } : values, { failed: FALLBACK });
    if (!result.ok) {
      const message = result.error;
      const field = result.fieldErrors?.confirmation ? 'confirmation' : !values.withPasskey && /password/i.test(message) ? 'password' : 'root';
      setError(field, { message });
      return;
    }
    await refreshSessionSummary();
    router.replace('/account-closed');
    router.refresh();
  };

  const passwordError = errors.password?.message;
  const confirmationError = errors.confirmation?.message;
  const submit = handleSubmit(close);
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-5" aria-busy={isSubmitting}>
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
      {withPasskey ? null : (
        <FormField label="Password" inputId={passwordId} error={passwordError}>
          <Input id={passwordId} type="password" autoComplete="current-password" required {...fieldAria(passwordId, { error: passwordError })} {...register('password')} />
        </FormField>
      )}
      {errors.root?.message ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {withPasskey ? (
          <StoreButton variant="destructive" className="w-full sm:w-fit" disabled={isSubmitting} onClick={() => void submit()}>
            {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" className="size-4" />}
            Confirm with a passkey and close
          </StoreButton>
        ) : (
          <StoreButton type="submit" variant="destructive" className="w-full sm:w-fit" disabled={isSubmitting} data-replay>
            {isSubmitting ? <Spinner /> : null}
            Close my account
          </StoreButton>
        )}
        {hasPasskey ? (
          <StoreButton variant="ghost" className="w-full sm:w-fit" disabled={isSubmitting} onClick={() => setValue('withPasskey', !withPasskey)}>
            {withPasskey ? 'Use my password instead' : 'Use a passkey instead'}
          </StoreButton>
        ) : null}
      </div>
    </form>
  );
}
