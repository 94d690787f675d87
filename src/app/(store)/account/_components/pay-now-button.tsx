'use client';
import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { toast } from '@/components/store/toast';
import type { VariantProps } from 'class-variance-authority';
import { StoreButton } from '@/components/store/store-button';
import type { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { payNowAction } from '@/server/payments/actions/store/pay-now';
import { paystackPageUrl } from '@/components/store/payments/paystack-page-url';
import { useAction } from '@/components/use-action';

const FAILED = 'We could not start the payment. Please try again.';

/** "Pay now" (or "Pay balance"): starts a new Paystack attempt for the order and goes to Paystack's page. */
export function PayNowButton({
  orderNumber,
  className,
  size = 'md',
  label = 'Pay now',
}: {
  orderNumber: string;
  className?: string;
  size?: VariantProps<typeof buttonVariants>['size'];
  /** 'Pay balance' once a deposit is in. */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const { run } = useAction();

  async function pay() {
    setBusy(true);
    // FAILED too when offline, or the server could not be reached.
    const result = await run(payNowAction, { orderNumber }, { failed: FAILED });
    const page = result.ok ? paystackPageUrl(result.data.authorizationUrl) : null;
    if (page) {
      // On the way to Paystack the button stays busy, so a second click cannot start a second attempt.
      window.location.assign(page);
      return;
    }
    toast.error(result.ok ? FAILED : result.error);
    setBusy(false);
  }

  return (
    <StoreButton type="button" variant="accent" size={size} className={className} disabled={busy} onClick={() => void pay()}>
      {busy ? <Spinner /> : <CreditCard aria-hidden="true" className="size-4" />}
      {label}
    </StoreButton>
  );
}
