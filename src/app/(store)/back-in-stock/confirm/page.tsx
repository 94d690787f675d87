import type { Metadata } from 'next';
import { BellRing } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { ConfirmStockAlertButton } from '@/app/(store)/back-in-stock/confirm/_components/confirm-stock-alert-button';
import { STOCK_ALERT_LINK_INVALID, findUnconfirmedAlert } from '@/server/saved/stock-alerts';

// The link mailed to a visitor who asked to be told when a sold-out piece is back (docs/product.md,
// "Back in stock"). Opening it confirms nothing, as mail scanners open links: the person presses Confirm.

export const metadata: Metadata = { title: 'Confirm your alert', robots: { index: false, follow: false } };

export default async function ConfirmStockAlertPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const alert = typeof token === 'string' ? await findUnconfirmedAlert(token) : null;
  if (!alert || typeof token !== 'string') {
    return <InvalidLink message={STOCK_ALERT_LINK_INVALID} retryHref="/shop" retryLabel="Go to the shop" />;
  }
  return (
    <AuthCard
      eyebrow="Back in stock"
      title="Tell me when it's back"
      icon={<BellRing aria-hidden="true" className="size-5" />}
      description={
        <>
          Confirm that we may email <span className="font-semibold break-all text-foreground">{alert.email}</span> once when{' '}
          <span className="font-semibold text-foreground">{alert.productName}</span> is back in stock.
        </>
      }
    >
      <ConfirmStockAlertButton token={token} productId={alert.productId} />
    </AuthCard>
  );
}
