'use client';
import { useState } from 'react';
import Link from 'next/link';
import { CircleCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { confirmStockAlertAction } from '@/server/saved/stock-alert-actions';

/** The Confirm button of a back-in-stock link's page: pressing it, not opening the link, confirms. */
export function ConfirmStockAlertButton({ token, productId }: { token: string; productId: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState<{ email: string; productName: string }>();

  async function confirm() {
    setPending(true);
    const result = await confirmStockAlertAction({ token }).catch(() => null);
    setPending(false);
    if (result?.ok) return setConfirmed(result.data);
    setError(result?.error ?? 'Something went wrong. Please try again.');
  }

  if (confirmed) {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <p role="status" className="text-base font-medium text-foreground">
          Confirmed. We&apos;ll email <span className="break-all">{confirmed.email}</span> once when {confirmed.productName} is back.
        </p>
        <Link href={`/product/${productId}`} className={buttonVariants({ size: 'lg', className: 'mt-3 w-full' })}>
          Back to the piece
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
        Confirm
      </StoreButton>
    </div>
  );
}
