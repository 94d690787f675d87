'use client';
import { ConfirmByButton } from '@/components/store/confirm-by-button';
import { undoEmailChangeAction } from '@/server/account/actions/store/undo-email-change';

/**
 * The undo link's button; once pressed, the page leads on to "Forgot password?", which mails the
 * address just put back: an undo hands out no reset link (docs/decisions/0073-no-undo-for-staff-addresses.md).
 */
export function UndoEmailChangeButton({ token }: { token: string }) {
  return (
    <ConfirmByButton
      label="Put my old address back"
      action={undoEmailChangeAction}
      input={{ token }}
      confirmed={({ email }) => ({
        message: (
          <>
            Your address is <span className="break-all">{email}</span> again, and every device is signed out. Now set a new password: whoever changed
            it may know yours. We will mail the link to <span className="break-all">{email}</span>.
          </>
        ),
        next: { href: '/auth/forgot-password', label: 'Set a new password' },
      })}
    />
  );
}
