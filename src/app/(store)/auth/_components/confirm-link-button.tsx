'use client';
import { ConfirmByButton } from '@/components/store/confirm-by-button';
import { confirmEmailChangeAction } from '@/server/account/actions/store/confirm-email-change';
import { verifyEmailAction } from '@/server/account/actions/store/verify-email';

const ACTIONS = { 'verify-email': verifyEmailAction, 'change-email': confirmEmailChangeAction };

/**
 * The button of an address confirmation link's page. A verification a mail scanner made by
 * following the link would let an account someone else started with this address keep it
 * (docs/security.md, "Email verification"), so the person presses this.
 */
export function ConfirmLinkButton({ token, purpose, label }: { token: string; purpose: keyof typeof ACTIONS; label: string }) {
  return (
    <ConfirmByButton
      label={label}
      action={ACTIONS[purpose]}
      input={{ token }}
      confirmed={({ email }) => ({
        message:
          purpose === 'change-email' ? (
            <>
              Your email address is now <span className="break-all">{email}</span>.
            </>
          ) : (
            <>
              Confirmed: <span className="break-all">{email}</span> is your address.
            </>
          ),
        next: { href: '/account', label: 'Go to My Account' },
      })}
    />
  );
}
