import { Download } from 'lucide-react';
import { ToneBadge } from '@/components/tone-badge';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { paymentReceiptPath, receiptFileName } from '@/lib/receipt-paths';
import { paymentReceiptLinks } from '@/server/receipts/load-payment-receipt';

// The receipt of each payment on the order page in My Account (docs/decisions/0012-receipts-and-vat.md):
// the deposit receipt, the balance receipt, any other payment's. Shown on a deposit order or one
// paid in several payments; an order paid in full in one go has its "Download receipt" only.
// A server component reading its own rows: the page has checked who may see the order.

export async function PaymentReceiptLinks({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const receipts = await paymentReceiptLinks(orderId);
  if (receipts.length === 0) return null;
  return (
    <section aria-labelledby="payment-receipts-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <h3 id="payment-receipts-heading" className="text-xl font-medium">
        Payment receipts
      </h3>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {receipts.map((receipt) => (
          <li key={receipt.paymentId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {receipt.title}
                <span className="tabular-nums">{formatNaira(receipt.amountKobo)}</span>
                {receipt.reversed ? <ToneBadge tone="red">Reversed</ToneBadge> : null}
              </p>
              <p className="text-xs break-all text-muted-foreground">
                {receipt.invoiceNumber} · <time dateTime={receipt.paidAt.toISOString()}>{formatDateTime(receipt.paidAt)}</time>
              </p>
            </div>
            <a
              href={paymentReceiptPath(orderNumber, receipt.paymentId)}
              download={receiptFileName(receipt.invoiceNumber)}
              aria-label={`Download ${receipt.title.toLowerCase()} ${receipt.invoiceNumber}`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
