import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { formatNairaWithKobo as naira } from '@/lib/money';
import type { SaleReceipt } from '@/server/pos/sale-receipt-reads';
import { PrintButton } from './print-button';
import { ReceiptPageSize } from './receipt-page-size';
import { RECEIPT_STYLE } from './receipt-style';

const PAPER_ID = 'till-receipt-paper';

function Row({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className ? `row ${className}` : 'row'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A showroom sale's receipt for an 80 mm thermal printer, with Print (not printed itself). */
export function TillReceipt({ receipt }: { receipt: SaleReceipt }) {
  const { supplier } = receipt;
  return (
    <article className="till-receipt" aria-label={`Receipt for order ${receipt.orderNumber}`}>
      <style>{RECEIPT_STYLE}</style>
      <ReceiptPageSize paperId={PAPER_ID} />
      <div className="till-receipt-actions">
        <PrintButton />
        <Link href="/admin/sell" className={buttonVariants({ variant: 'subtle' })}>
          Back to Sell
        </Link>
      </div>

      <div id={PAPER_ID}>
        <header className="centre">
          <h1>{supplier.name}</h1>
          {supplier.address ? <p className="address">{supplier.address}</p> : null}
          {supplier.phone || supplier.email ? <p>{[supplier.phone, supplier.email].filter(Boolean).join(' · ')}</p> : null}
          {supplier.taxId ? <p>TIN {supplier.taxId}</p> : null}
        </header>
        <hr className="rule" />
        <p className="centre strong">{receipt.title}</p>
        <p>Order {receipt.orderNumber}</p>
        <p>{formatDateTime(receipt.soldAt)}</p>
        {receipt.locationName ? <p>{receipt.locationName}</p> : null}
        {receipt.staffName ? <p>Served by {receipt.staffName}</p> : null}
        {receipt.customer ? <p>Customer: {[receipt.customer.name, receipt.customer.phone].filter(Boolean).join(', ')}</p> : null}
        {receipt.billedTo ? <p>Billed to {receipt.billedTo}</p> : null}
        <hr className="rule" />

        <ul aria-label="Pieces">
          {receipt.lines.map((line, index) => (
            <li key={index}>
              <p>{line.description}</p>
              <div className="row">
                <span>
                  {line.quantity} × {naira(line.unitPriceKobo)}
                </span>
                <span>{naira(line.amountKobo)}</span>
              </div>
            </li>
          ))}
        </ul>
        <hr className="rule" />

        <dl aria-label="Totals">
          <Row term="Subtotal" value={naira(receipt.subtotalKobo)} />
          {receipt.discount ? <Row term={receipt.discount.label} value={`-${naira(receipt.discount.amountKobo)}`} /> : null}
          <Row term="Total" value={naira(receipt.totalKobo)} className="total" />
          {receipt.vat ? <Row term={`VAT ${receipt.vat.rateBasisPoints / 100}% included`} value={naira(receipt.vat.totalKobo)} /> : null}
        </dl>
        <hr className="rule" />

        <dl aria-label="Payments">
          {receipt.payments.map((payment) => (
            <Row key={payment.id} term={payment.reference ? `${payment.method} (${payment.reference})` : payment.method} value={naira(payment.amountKobo)} />
          ))}
          <Row term="Paid" value={naira(receipt.paidKobo)} className="strong" />
          {receipt.balanceKobo > 0 ? <Row term="Balance due" value={naira(receipt.balanceKobo)} className="strong" /> : null}
        </dl>
        <hr className="rule" />
        {receipt.einvoice ? (
          <div className="centre" data-testid="till-einvoice">
            <p>IRN: {receipt.einvoice.qrSvg ? receipt.einvoice.irn : `${receipt.einvoice.irn} (pending)`}</p>
            {receipt.einvoice.qrSvg ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data URL of our own SVG: nothing for next/image to optimise
              <img className="qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(receipt.einvoice.qrSvg)}`} alt={`QR code of e-invoice ${receipt.einvoice.irn}`} width={190} height={190} />
            ) : null}
          </div>
        ) : null}
        <p className="centre">Thank you for shopping with us.</p>
      </div>
    </article>
  );
}
