import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { OrderItemsTable } from '@/components/order-items-table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReceiptLink } from '@/components/receipt-link';
import { PaymentReceiptLinks } from '@/app/(store)/account/orders/[orderNumber]/_components/payment-receipt-links';
import { formatDateTime } from '@/lib/dates';
import { OrderDeliverySummary } from '@/components/order-delivery-summary';
import { OrderPickupLocation } from '@/components/order-pickup-location';
import type { OrderDetail } from '@/server/account/account-reads';
import type { OrderPayment } from '@/server/payments/order-payment';
import type { OrderPageNotice } from '@/lib/payment-methods';
import { OrderPaymentPanel } from './order-payment-panel';
import { displayPhone } from '@/lib/nigeria';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

/** One order as its shopper (or an admin) sees it in My Account. */
export function OrderDetailView({
  order,
  payment,
  isOwner,
  notice,
  following = null,
  reviews = null,
}: {
  order: OrderDetail;
  payment: OrderPayment;
  isOwner: boolean;
  notice: OrderPageNotice | null;
  /** The order's timeline (src/app/(store)/account/orders/[orderNumber]/_components/order-following.tsx). */
  following?: React.ReactNode;
  /** A delivered order's "Write a review" links (src/app/(store)/account/orders/[orderNumber]/_components/order-review-links.tsx). */
  reviews?: React.ReactNode;
}) {
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

      <OrderPaymentPanel orderNumber={order.orderNumber} payment={payment} isOwner={isOwner} notice={notice} />
      <PaymentReceiptLinks orderId={order.id} orderNumber={order.orderNumber} />

      {following}
      {reviews}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="items-heading" className={card}>
          <h3 id="items-heading" className="text-xl font-medium">
            Items
          </h3>
          <OrderItemsTable orderNumber={order.orderNumber} items={order.items} className="mt-4" />
          <OrderDeliverySummary order={order} totalKobo={order.totalAmountKobo} className="mt-2 border-t border-border pt-4" />
        </section>

        <div className="flex flex-col gap-6">
          {order.pickupLocation ? (
            <section aria-labelledby="pickup-heading" className={card}>
              <h3 id="pickup-heading" className="text-xl font-medium">
                Collect your order at
              </h3>
              <div className="mt-4">
                <OrderPickupLocation location={order.pickupLocation} />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="shipping-heading" className={card}>
            <h3 id="shipping-heading" className="text-xl font-medium">
              {order.deliveryMethod === 'pickup' ? 'Your details' : 'Shipping to'}
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
                <dd>{order.customerPhone ? displayPhone(order.customerPhone) : 'N/A'}</dd>
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
