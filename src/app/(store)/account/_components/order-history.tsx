import Link from 'next/link';
import { ChevronRight, PackageOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import type { AccountOrder, OrderLineSummary } from '@/server/account/account-reads';
import { orderPaymentName } from '@/lib/payment-methods';
import { PayNowButton } from '@/app/(store)/account/_components/pay-now-button';

/** '3 items: Ikoyi Velvet Sofa, Brass Mirror' — at most three names, then 'and 2 more'. */
export function describeItems(items: readonly OrderLineSummary[]) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const names = [...new Set(items.map((item) => item.productName))];
  const shown = names.slice(0, 3).join(', ');
  const rest = names.length - 3;
  return {
    count: `${count} ${count === 1 ? 'item' : 'items'}`,
    names: rest > 0 ? `${shown} and ${rest} more` : shown,
  };
}

export function OrderHistory({
  orders,
  payable,
  limited,
}: {
  orders: AccountOrder[];
  /** Ids of the orders that may be paid online now ("Pay now"). */
  payable: ReadonlySet<string>;
  limited: boolean;
}) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-sand text-brass-text">
          <PackageOpen aria-hidden="true" className="size-8" strokeWidth={1.4} />
        </span>
        <h3 className="text-xl font-medium">You haven&apos;t placed any orders yet</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          When you do, you can follow each one here, from confirmation to delivery.
        </p>
        <Button asChild size="lg" className="mt-3">
          <Link href="/shop">Browse the shop</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4" aria-label="Your orders">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} payNow={payable.has(order.id)} />
        ))}
      </ul>
      {limited ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Showing your {orders.length} most recent orders. For an older order, please contact us.
        </p>
      ) : null}
    </>
  );
}

function OrderCard({ order, payNow }: { order: AccountOrder; payNow: boolean }) {
  const items = describeItems(order.items);
  const due = order.paymentStatus === 'pending' && order.status !== 'cancelled' ? order.paymentDueAt : null;
  return (
    // The order number's link covers the whole card; the badges and text stay readable text.
    <li className="group relative rounded-xl border border-border bg-card p-5 shadow-soft transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-sans text-base font-semibold tracking-normal">
            <Link
              href={`/account/orders/${order.orderNumber}`}
              className="break-all after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {order.orderNumber}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={order.createdAt.toISOString()} title={formatDateTime(order.createdAt)}>
              {formatLongDate(order.createdAt)}
            </time>
          </p>
        </div>
        <p className="text-lg font-semibold tabular-nums">
          <span className="sr-only">Total: </span>
          {formatNaira(order.totalAmountKobo)}
        </p>
      </div>
      <p className="mt-3 text-sm">
        <span className="font-medium">{items.count}</span>
        {items.names ? <span className="text-muted-foreground">: {items.names}</span> : null}
      </p>
      {due ? (
        <p className="mt-1 text-sm font-medium">
          Pay by <time dateTime={due.toISOString()}>{formatDateTime(due)}</time>
        </p>
      ) : null}

      <div className="mt-4 flex items-center justify-between gap-3">
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge kind="order" status={order.status} />
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Payment</dt>
            <dd className="flex flex-wrap items-center gap-1.5">
              <OrderStatusBadge kind="payment" status={order.paymentStatus} />
              {orderPaymentName(order) ? <span>{orderPaymentName(order)}</span> : null}
            </dd>
          </div>
        </dl>
        <span aria-hidden="true" className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent">
          <span className="hidden sm:inline">View order</span>
          <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
      {/* Above the card's stretched link, so it can be pressed on its own. */}
      {payNow ? (
        <PayNowButton
          orderNumber={order.orderNumber}
          size="sm"
          className="relative z-10 mt-4"
          label={order.paymentStatus === 'deposit_paid' ? 'Pay balance' : 'Pay now'}
        />
      ) : null}
    </li>
  );
}
