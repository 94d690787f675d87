'use client';
import { ConfirmByButton } from '@/components/store/confirm-by-button';
import { undoEmailChangeAction } from '@/server/account/actions/store/undo-email-change';

/** The undo link's button; once pressed, the page leads on to choosing a new password. */
export function UndoEmailChangeButton({ token }: { token: string }) {
  return (
    <ConfirmByButton
      label="Put my old address back"
      action={undoEmailChangeAction}
      input={{ token }}
      confirmed={({ email, resetPath }) => ({
        message: (
          <>
            Your address is <span className="break-all">{email}</span> again, and every device is signed out. Now choose a new password:
            whoever changed it may know yours.
          </>
        ),
        next: { href: resetPath, label: 'Choose a new password' },
      })}
    />
  );
}
