'use client';
import Link from 'next/link';
import { ExternalLink, ShoppingBag } from 'lucide-react';
import { EntityHistory } from '@/components/admin/activity/entity-history';
import { useCan } from '@/components/admin/staff-role-context';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDateTime, lagosDay } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { CUSTOMER_ORDERS_SHOWN } from '@/lib/schemas/customer';
import { isClosedAccountEmail } from '@/lib/privacy';
import type { AdminCustomerOrders, AdminCustomerRow } from '@/server/customers/admin-customer-reads';
import { CustomerMessagesPanel } from './customer-messages-panel';
import { CloseCustomerAccount } from './close-customer-account';

/**
 * A customer's orders (the orders placed with their email), opened from their row. `data` is
 * null while it loads, or when the customer no longer exists.
 */
export function CustomerOrdersDialog({
  customer,
  data,
  loading,
  onClose,
  onAccountClosed,
}: {
  /** The row it was opened from, for the title while the orders load; null when closed. */
  customer: Pick<AdminCustomerRow, 'id' | 'name' | 'email'> | null;
  data: AdminCustomerOrders | null;
  loading: boolean;
  onClose: () => void;
  onAccountClosed: () => void;
}) {
  const canClose = useCan('customers.close');
  const shown = data && customer && data.customer.id === customer.id ? data : null;
  const name = shown?.customer.name ?? customer?.name ?? 'Customer';
  return (
    <Dialog open={customer !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Orders of {name}</DialogTitle>
          <DialogDescription>{shown?.customer.email ?? customer?.email ?? ''}</DialogDescription>
        </DialogHeader>
        {shown ? (
          <>
            <CustomerOrderList data={shown} />
            <CustomerMessagesPanel customerId={shown.customer.id} />
            <EntityHistory key={shown.customer.id} entityType="customer" entityId={shown.customer.id} />
            {!canClose || isClosedAccountEmail(shown.customer.email) ? null : <CloseCustomerAccount customerId={shown.customer.id} onClosed={onAccountClosed} />}
          </>
        ) : loading ? (
          <p className="flex items-center gap-2 py-8 text-sm text-muted-foreground" aria-busy="true">
            <Spinner label="Loading orders" /> Loading orders…
          </p>
        ) : (
          <p className="py-8 text-sm text-muted-foreground">This customer no longer exists.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CustomerOrderList({ data }: { data: AdminCustomerOrders }) {
  const { customer, orders } = data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-sand/60 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Total Orders</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{(customer.totalOrders ?? 0).toLocaleString('en-NG')}</dd>
        </div>
        <div className="rounded-lg bg-sand/60 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Total Spent</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{formatNaira(customer.totalSpentKobo ?? 0)}</dd>
        </div>
      </dl>
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <ShoppingBag aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">No orders placed with this email yet.</p>
        </div>
      ) : (
        <ul aria-label={`Orders of ${customer.name}`} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  href={`/admin/orders?q=${encodeURIComponent(order.orderNumber)}`}
                  className="inline-flex items-center gap-1.5 font-mono text-sm font-semibold hover:underline hover:underline-offset-4"
                >
                  {order.orderNumber}
                  <ExternalLink aria-hidden="true" className="size-3.5 text-muted-foreground" />
                </Link>
                <time dateTime={lagosDay(order.createdAt)} className="text-xs text-muted-foreground">
                  {formatDateTime(order.createdAt)}
                </time>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge kind="order" status={order.status} srPrefix="Status:" />
                <OrderStatusBadge kind="payment" status={order.paymentStatus} srPrefix="Payment:" />
                <span className="min-w-24 text-right font-semibold tabular-nums">
                  {formatNaira(order.totalKobo)}
                  {order.refundedKobo > 0 ? (
                    <span className="block text-xs font-normal text-muted-foreground">{formatNaira(order.refundedKobo)} refunded</span>
                  ) : null}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {orders.length >= CUSTOMER_ORDERS_SHOWN ? (
        <p className="text-xs text-muted-foreground">The {CUSTOMER_ORDERS_SHOWN} most recent orders are shown.</p>
      ) : null}
    </div>
  );
}
