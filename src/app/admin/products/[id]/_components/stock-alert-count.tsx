import { BellRing } from 'lucide-react';
import { countWaitingForPiece } from '@/server/saved/stock-alert-count';

/**
 * The product screen's "3 people are waiting for this piece" (docs/product.md, "Back in stock"):
 * confirmed addresses each mailed once when the stock goes from 0 to more. Nothing when nobody waits.
 */
export async function StockAlertCount({ productId }: { productId: string }) {
  const waiting = await countWaitingForPiece(productId);
  if (waiting === 0) return null;
  return (
    <p role="status" className="mb-6 flex items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm">
      <BellRing aria-hidden="true" className="size-4 text-accent" />
      <span>
        <span className="font-semibold">{waiting === 1 ? '1 person is' : `${waiting} people are`} waiting</span> for this piece. Each gets one
        mail when its stock goes above 0.
      </span>
    </p>
  );
}
