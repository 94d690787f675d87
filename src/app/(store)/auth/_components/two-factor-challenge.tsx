'use client';
import '@/lib/zod-jitless';
import { useState } from 'react';
import { z } from 'zod';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm, StoreFormField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreInput } from '@/components/store/store-field';
import { Spinner } from '@/components/ui/spinner';
import { postAuth } from '@/lib/auth-request';
import { SECURITY_ERROR_MESSAGES, TRUST_DEVICE_DAYS, backupCodeSchema, totpCodeSchema } from '@/lib/account-security';

type Method = 'app' | 'backup';
type Values = { code: string; trustDevice: boolean };

// After the password, an account with two-factor authentication on proves the second
// factor here. Better Auth keeps the half-done sign-in in a short-lived cookie (10 minutes).
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

const trust = { trustDevice: z.boolean() };
const schemas: Record<Method, z.ZodType<Values, Values>> = {
  app: totpCodeSchema.extend(trust),
  backup: backupCodeSchema.extend(trust),
};
const checks = { app: zodCheck(schemas.app), backup: zodCheck(schemas.backup) };

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
  const form = useStoreForm<Values>({ code: '', trustDevice: false }, checks[method]);
  const codeId = form.fieldId('code');

  function refuseCode(message: string) {
    form.setErrors({ code: message });
    const input = document.getElementById(codeId) as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }

  async function onSubmit(values: Values) {
    // The schema's own form of the code (spaces taken out); the check has passed, so it parses.
    const { code, trustDevice } = schemas[method].parse(values);
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
      refuseCode(known ?? answer.message ?? 'Something went wrong. Please try again.');
    } catch {
      refuseCode('Something went wrong. Please try again.');
    }
  }

  function switchMethod() {
    form.setErrors({});
    form.set('code', '');
    // The code field is drawn anew (and focused) for the other kind of code.
    setMethod((current) => (current === 'app' ? 'backup' : 'app'));
  }

  const pending = form.submitting || busy;

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

      <StoreForm form={form} onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        <StoreFormField
          form={form}
          name="code"
          label={method === 'app' ? 'Authentication code' : 'Backup code'}
          hint={method === 'app' ? 'The code changes every 30 seconds.' : 'Each backup code works once.'}
        >
          <StoreInput
            key={method}
            autoFocus
            required
            autoComplete={method === 'app' ? 'one-time-code' : 'off'}
            inputMode={method === 'app' ? 'numeric' : 'text'}
            pattern={method === 'app' ? '[0-9 ]*' : undefined}
            maxLength={method === 'app' ? 7 : 32}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono text-lg tracking-[0.2em]"
            {...form.field('code', { hint: true })}
          />
        </StoreFormField>

        <div className="flex items-center gap-3">
          <input
            id={form.fieldId('trustDevice')}
            type="checkbox"
            className="size-5 shrink-0 accent-accent"
            checked={form.values.trustDevice}
            onChange={(event) => form.set('trustDevice', event.target.checked)}
          />
          <label htmlFor={form.fieldId('trustDevice')} className="text-sm">
            Trust this device for {TRUST_DEVICE_DAYS} days
          </label>
        </div>

        <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          Verify
        </StoreButton>
      </StoreForm>

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
