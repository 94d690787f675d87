'use client';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { groupInFours, totpCodeSchema } from '@/lib/account-security';
import type { TwoFactorSetup } from '@/server/account/actions/store/start-two-factor-setup';
import { postToAuth } from './auth-request';
import { CopyButton } from '@/app/(store)/account/_components/copy-button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { refusalMessage } from './refusal-message';

/** Enrolment: scan the QR code (or type the key), then prove it with a code from the app. */
export function TotpSetup({
  setup,
  onVerified,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const router = useRouter();
  const codeId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    // Better Auth marks the factor verified, turns 2FA on and swaps the session cookie.
    const result = await postToAuth('/two-factor/verify-totp', { code });
    if (result.ok) {
      onVerified();
      return;
    }
    const message = refusalMessage(result, router);
    if (message) {
      setError('code', { message });
      setFocus('code', { shouldSelect: true });
    }
  });

  const error = errors.code?.message;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-5">
        <h3 className="text-lg font-medium">1. Add your account to an authenticator app</h3>
        <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8">
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">Scan this QR code with the app:</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
            <img
              src={setup.qrCode}
              alt="QR code that adds your Adire Living account to an authenticator app"
              width={184}
              height={184}
              className="size-46 rounded-lg border border-border bg-white"
            />
            <a href={setup.totpURI} className={buttonVariants({ variant: 'subtle', size: 'sm', className: 'sm:hidden' })}>
              <Smartphone aria-hidden="true" className="size-4" />
              Open in authenticator app
            </a>
          </div>
          <div className="flex min-w-0 flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">
              Can&apos;t scan it? In the app, add an account with a setup key (time-based) and type this key:
            </p>
            <p
              data-testid="totp-secret"
              className="w-full rounded-lg border border-border bg-sand px-4 py-3 font-mono text-base tracking-wider break-words select-all"
            >
              {groupInFours(setup.secret)}
            </p>
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 border-t border-border pt-6" aria-busy={isSubmitting}>
        <h3 className="text-lg font-medium">2. Enter the code the app shows</h3>
        <FormField label="6-digit code" inputId={codeId} error={error} hint="The code changes every 30 seconds.">
          <Input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            className="max-w-48 font-mono text-lg tracking-[0.3em]"
            {...fieldAria(codeId, { hint: true, error })}
            {...register('code')}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <StoreButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Verify and turn on
          </StoreButton>
          <StoreButton type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </StoreButton>
        </div>
      </form>
    </div>
  );
}
