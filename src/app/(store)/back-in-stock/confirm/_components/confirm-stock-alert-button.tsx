'use client';
import { ConfirmByButton } from '@/components/store/confirm-by-button';
import { confirmStockAlertAction } from '@/server/saved/actions/store/confirm-stock-alert';

/** The Confirm button of a back-in-stock link's page: pressing it, not opening the link, confirms. */
export function ConfirmStockAlertButton({ token, productId }: { token: string; productId: string }) {
  return (
    <ConfirmByButton
      label="Confirm"
      action={confirmStockAlertAction}
      input={{ token }}
      confirmed={({ email, productName }) => ({
        message: (
          <>
            Confirmed. We&apos;ll email <span className="break-all">{email}</span> once when {productName} is back.
          </>
        ),
        next: { href: `/product/${productId}`, label: 'Back to the piece' },
      })}
    />
  );
}
