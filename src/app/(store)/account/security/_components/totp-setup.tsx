'use client';
import { useRouter } from 'next/navigation';
import { Smartphone } from 'lucide-react';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { groupInFours, totpCodeSchema } from '@/lib/account-security';
import type { TwoFactorSetup } from '@/server/account/actions/store/start-two-factor-setup';
import { postToAuth } from './auth-request';
import { CopyButton } from '@/app/(store)/account/_components/copy-button';
import { refusalMessage } from './refusal-message';

const checkCode = zodCheck(totpCodeSchema);

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
  const form = useStoreForm({ code: '' }, checkCode);

  async function onSubmit(values: { code: string }) {
    // The code as the server reads it: the spaces an app shows between its digits taken out.
    const { code } = totpCodeSchema.parse(values);
    // Better Auth marks the factor verified, turns 2FA on and swaps the session cookie.
    const result = await postToAuth('/two-factor/verify-totp', { code });
    if (result.ok) {
      onVerified();
      return;
    }
    const message = refusalMessage(result, router);
    if (message) form.refuse({ fieldErrors: { code: [message] } });
  }

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

      <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5 border-t border-border pt-6">
        <h3 className="text-lg font-medium">2. Enter the code the app shows</h3>
        <StoreTextField
          form={form}
          name="code"
          label="6-digit code"
          hint="The code changes every 30 seconds."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          className="max-w-48 font-mono text-lg tracking-[0.3em] md:text-lg"
        />
        <div className="flex flex-wrap gap-3">
          <StoreButton type="submit" disabled={!form.hydrated || form.submitting}>
            {form.submitting ? <Spinner /> : null}
            Verify and turn on
          </StoreButton>
          <StoreButton type="button" variant="ghost" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </StoreButton>
        </div>
      </StoreForm>
    </div>
  );
}
