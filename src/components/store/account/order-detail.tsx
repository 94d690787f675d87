import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { OrderItemsTable } from '@/components/order-items-table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReceiptLink } from '@/components/receipt-link';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import type { OrderDetail } from '@/server/account/queries';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

/** One order as its shopper (or an admin) sees it in My Account. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const subtotal = order.items.reduce((sum, item) => sum + item.totalKobo, 0);
  return (
    <article aria-labelledby="order-heading" className="flex flex-col gap-6">
      <Link
        href="/account"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>

      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="eyebrow">Order</p>
          <h2 id="order-heading" className="font-sans text-2xl font-semibold tracking-tight break-all md:text-3xl">
            {order.orderNumber}
          </h2>
          <p className="text-sm text-muted-foreground">
            Placed on <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge kind="order" status={order.status} className="text-sm" />
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Payment</dt>
            <dd>
              <OrderStatusBadge kind="payment" status={order.paymentStatus} className="text-sm" />
            </dd>
          </div>
        </dl>
        <ReceiptLink orderNumber={order.orderNumber} size="sm" className="self-start sm:self-auto" />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="items-heading" className={card}>
          <h3 id="items-heading" className="text-xl font-medium">
            Items
          </h3>
          <OrderItemsTable orderNumber={order.orderNumber} items={order.items} className="mt-4" />
          <dl className="mt-2 flex flex-col gap-2.5 border-t border-border pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Shipping</dt>
              <dd>TBD</dd>
            </div>
            <div className="mt-1 flex justify-between gap-4 border-t border-border pt-3 text-base">
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold tabular-nums">{formatNaira(order.totalAmountKobo)}</dd>
            </div>
          </dl>
          <p className="mt-4 rounded-md bg-sand px-3 py-2.5 text-xs text-muted-foreground">
            Shipping is not included in the total: we will confirm the delivery cost with you before your order is sent.
          </p>
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="shipping-heading" className={card}>
            <h3 id="shipping-heading" className="text-xl font-medium">
              Shipping to
            </h3>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              <div>
                <dt className="sr-only">Name</dt>
                <dd className="font-semibold">{order.customerName}</dd>
              </div>
              <div>
                <dt className="sr-only">Address</dt>
                <dd className="leading-relaxed whitespace-pre-line">{order.shippingAddress}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{order.customerPhone ?? 'N/A'}</dd>
              </div>
              <div className="flex min-w-0 gap-2">
                <dt className="text-muted-foreground">Email</dt>
                <dd className="min-w-0 break-all">{order.customerEmail}</dd>
              </div>
            </dl>
          </section>
          {order.notes ? (
            <section aria-labelledby="notes-heading" className={card}>
              <h3 id="notes-heading" className="text-xl font-medium">
                Notes
              </h3>
              <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{order.notes}</p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
