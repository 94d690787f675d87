'use client';
import '@/lib/zod-jitless';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { postAuth } from '@/lib/auth-request';
import { SECURITY_ERROR_MESSAGES, TRUST_DEVICE_DAYS, backupCodeSchema, totpCodeSchema } from '@/lib/account-security';

type Method = 'app' | 'backup';
type Values = { code: string; trustDevice: boolean };

// After the password, an account with two-factor authentication on proves the second
// factor here. Better Auth keeps the half-done sign-in in a short-lived cookie (10 minutes).
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

const trust = { trustDevice: z.boolean() };
const schemas: Record<Method, z.ZodType<Values, z.input<typeof totpCodeSchema> & { trustDevice: boolean }>> = {
  app: totpCodeSchema.extend(trust),
  backup: backupCodeSchema.extend(trust),
};

export function TwoFactorChallenge({
  busy,
  onVerified,
  onRestart,
}: {
  /** True while the next page loads after success. */
  busy: boolean;
  onVerified: () => void;
  /** Back to the password step (asked for, or because the challenge expired). */
  onRestart: (message?: string) => void;
}) {
  const [method, setMethod] = useState<Method>('app');
  const ids = { code: useId(), trust: useId() };
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schemas[method]),
    defaultValues: { code: '', trustDevice: false },
  });

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    try {
      const answer = await postAuth(method === 'app' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', { code, trustDevice });
      if (answer.ok) {
        onVerified();
        return;
      }
      const known = answer.code ? SECURITY_ERROR_MESSAGES[answer.code] : undefined;
      if (answer.code && RESTART_CODES.has(answer.code)) {
        onRestart(known);
        return;
      }
      setError('code', { message: known ?? answer.message ?? 'Something went wrong. Please try again.' });
    } catch {
      setError('code', { message: 'Something went wrong. Please try again.' });
    }
    setFocus('code', { shouldSelect: true });
  });

  function switchMethod() {
    clearErrors();
    resetField('code');
    // The code field is drawn anew (and focused) for the other kind of code.
    setMethod((current) => (current === 'app' ? 'backup' : 'app'));
  }

  const error = errors.code?.message;
  const pending = isSubmitting || busy;

  return (
    <>
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="eyebrow">One more step</p>
        <h1 className="text-3xl font-medium md:text-4xl">Two-factor verification</h1>
        <p className="text-sm text-muted-foreground">
          {method === 'app'
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the backup codes you saved when you turned on two-factor authentication.'}
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5" aria-busy={pending}>
        <StoreField
          inputId={ids.code}
          label={method === 'app' ? 'Authentication code' : 'Backup code'}
          hint={method === 'app' ? 'The code changes every 30 seconds.' : 'Each backup code works once.'}
          error={error}
        >
          <StoreInput
            key={method}
            id={ids.code}
            autoFocus
            required
            autoComplete={method === 'app' ? 'one-time-code' : 'off'}
            inputMode={method === 'app' ? 'numeric' : 'text'}
            pattern={method === 'app' ? '[0-9 ]*' : undefined}
            maxLength={method === 'app' ? 7 : 32}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono text-lg tracking-[0.2em]"
            {...fieldAria(ids.code, { hint: true, error })}
            {...register('code')}
          />
        </StoreField>

        <div className="flex items-center gap-3">
          <input id={ids.trust} type="checkbox" className="size-5 shrink-0 accent-accent" {...register('trustDevice')} />
          <label htmlFor={ids.trust} className="text-sm">
            Trust this device for {TRUST_DEVICE_DAYS} days
          </label>
        </div>

        <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          Verify
        </StoreButton>
      </form>

      <div className="mt-6 flex flex-col items-center gap-1 text-sm">
        <button type="button" onClick={switchMethod} disabled={pending} className={linkButton}>
          {method === 'app' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </button>
        <button type="button" onClick={() => onRestart()} disabled={pending} className={`${linkButton} text-muted-foreground`}>
          Back to sign in
        </button>
      </div>
    </>
  );
}

const linkButton =
  'inline-flex min-h-11 items-center font-semibold text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground disabled:opacity-55';
