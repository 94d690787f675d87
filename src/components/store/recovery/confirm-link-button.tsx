'use client';
import { useState } from 'react';
import Link from 'next/link';
import { CircleCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { confirmEmailChangeAction, verifyEmailAction } from '@/server/account/recovery-actions';

const ACTIONS = { 'verify-email': verifyEmailAction, 'change-email': confirmEmailChangeAction };

/**
 * The button of a confirmation link's page. Opening the link confirms nothing: mail scanners
 * follow links, and a verification they make would let an account someone else started with
 * this address keep it (docs/security.md, "Email verification"). The person presses this.
 */
export function ConfirmLinkButton({ token, purpose, label }: { token: string; purpose: keyof typeof ACTIONS; label: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState<string>();

  async function confirm() {
    setPending(true);
    const result = await ACTIONS[purpose]({ token }).catch(() => null);
    setPending(false);
    if (result?.ok) return setConfirmed(result.data.email);
    setError(result?.error ?? 'Something went wrong. Please try again.');
  }

  if (confirmed) {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <p role="status" className="text-base font-medium text-foreground">
          {purpose === 'change-email' ? 'Your email address is now ' : 'Confirmed: '}
          <span className="break-all">{confirmed}</span>
          {purpose === 'change-email' ? '.' : ' is your address.'}
        </p>
        <Link href="/account" className={buttonVariants({ size: 'lg', className: 'mt-3 w-full' })}>
          Go to My Account
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton size="lg" className="w-full" disabled={pending} onClick={() => void confirm()} data-replay>
        {pending ? <Spinner /> : null}
        {label}
      </StoreButton>
    </div>
  );
}
