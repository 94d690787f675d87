'use client';
import { Pencil } from 'lucide-react';
import { EntityHistory } from '@/components/admin/activity/entity-history';
import { useCan } from '@/components/admin/staff-role-context';
import { OrderItemsTable } from '@/components/order-items-table';
import { OrderDeliverySummary } from '@/components/order-delivery-summary';
import { OrderPickupLocation } from '@/components/order-pickup-location';
import { DeliveryWindowEditor } from './delivery-window-editor';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReceiptLink } from '@/components/receipt-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { orderPaymentName } from '@/lib/payment-methods';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { OrderMessagesPanel } from './order-messages-panel';
import { OrderLedger } from './order-ledger';
import { OrderStagePanel } from './order-stage-panel';
import { OrderStockSources } from './order-stock-sources';
import { displayPhone } from '@/lib/nigeria';
import { businessBuyerOf, businessBuyerText } from '@/lib/schemas/business-buyer';

/** One labelled fact of the order; `wide` spans both columns. */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'flex min-w-0 flex-col gap-1 sm:col-span-2' : 'flex min-w-0 flex-col gap-1'}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** The product's 'Order Details' dialog: who ordered what, its money (the ledger), where it goes, and where it stands. */
export function OrderDetailsDialog({
  open,
  order,
  onClose,
  onUpdateStatus,
  onChanged,
}: {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  order: AdminOrderRow | null;
  onClose: () => void;
  onUpdateStatus: (order: AdminOrderRow) => void;
  /** Something of this order was saved (the delivery dates, a payment): the list reloads. */
  onChanged: (order: AdminOrderRow) => void;
}) {
  const canUpdate = useCan('orders.update');
  const business = order && businessBuyerOf(order);
  return (
    <Dialog open={open && order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Order Details</DialogTitle>
          <DialogDescription>{order ? `${order.orderNumber}, placed by ${order.customerName}.` : null}</DialogDescription>
        </DialogHeader>
        {order ? (
          <div className="flex min-w-0 flex-col gap-6">
            <dl className="grid gap-x-6 gap-y-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 sm:p-5">
              <Fact label="Order Number">
                <span className="font-semibold break-all">{order.orderNumber}</span>
              </Fact>
              <Fact label="Date">
                <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
              </Fact>
              <Fact label="Customer">{order.customerName}</Fact>
              <Fact label="Email">
                <a href={`mailto:${order.customerEmail}`} className="break-all underline decoration-border underline-offset-4 hover:decoration-foreground">
                  {order.customerEmail}
                </a>
              </Fact>
              <Fact label="Phone">{order.customerPhone ? displayPhone(order.customerPhone) : 'N/A'}</Fact>
              {business ? <Fact label="Business (VAT invoice)">{businessBuyerText(business)}</Fact> : null}
              <Fact label="Total Amount">
                <span className="font-semibold tabular-nums">{formatNaira(order.totalAmountKobo)}</span>
              </Fact>
              <Fact label="Order Status">
                <OrderStatusBadge kind="order" status={order.status} />
              </Fact>
              <Fact label="Payment Status">
                <OrderStatusBadge kind="payment" status={order.paymentStatus} />
              </Fact>
              <Fact label="Payment Method">{orderPaymentName(order) ?? 'Not chosen (placed before online payments)'}</Fact>
              {order.paymentDueAt ? (
                <Fact label="Pay by (Lagos time)">
                  <time dateTime={order.paymentDueAt.toISOString()}>{formatDateTime(order.paymentDueAt)}</time>
                </Fact>
              ) : null}
              <Fact label="Confirmation mail">
                {order.confirmationMailedAt ? (
                  <span>Sent {formatDateTime(order.confirmationMailedAt)}</span>
                ) : (
                  <span className="font-medium text-amber-800">Not sent: contact the customer yourself</span>
                )}
              </Fact>
              {order.pickupLocation ? (
                <Fact label="Collect at" wide>
                  <OrderPickupLocation location={order.pickupLocation} />
                </Fact>
              ) : null}
              <Fact label="Shipping Address" wide>
                <span className="leading-relaxed whitespace-pre-line">{order.shippingAddress}</span>
              </Fact>
              {order.notes ? (
                <Fact label="Notes" wide>
                  <span className="leading-relaxed break-words whitespace-pre-line">{order.notes}</span>
                </Fact>
              ) : null}
            </dl>

            <section aria-labelledby={`items-${order.id}`} className="flex flex-col gap-2">
              <h3 id={`items-${order.id}`} className="text-sm font-semibold">
                Items
              </h3>
              <div className="overflow-x-auto rounded-lg border border-border bg-card">
                <OrderItemsTable orderNumber={order.orderNumber} items={order.items} framed />
              </div>
            </section>

            <OrderStockSources order={order} onChanged={() => onChanged(order)} />

            <OrderLedger order={order} onChanged={() => onChanged(order)} />

            <OrderStagePanel order={order} onChanged={() => onChanged(order)} />

            <OrderMessagesPanel orderId={order.id} />

            <section aria-labelledby={`delivery-${order.id}`} className="flex flex-col gap-3">
              <h3 id={`delivery-${order.id}`} className="text-sm font-semibold">
                Delivery and total
              </h3>
              <OrderDeliverySummary order={order} totalKobo={order.totalAmountKobo} className="rounded-lg border border-border bg-card p-4" />
              {/* A key per window: the editor starts from the dates as saved. */}
              {canUpdate ? (
                <DeliveryWindowEditor key={`${order.id}:${order.deliveryWindowStart}:${order.deliveryWindowEnd}`} order={order} onSaved={() => onChanged(order)} />
              ) : null}
            </section>

            {/* Who changed this order, and its money, from the activity log (owners and accountants). */}
            <EntityHistory key={order.id} entityType="order" entityId={order.id} />
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="subtle">Close</Button>
          </DialogClose>
          {order ? <ReceiptLink orderNumber={order.orderNumber} /> : null}
          {order && canUpdate ? (
            <Button onClick={() => onUpdateStatus(order)}>
              <Pencil aria-hidden="true" className="size-4" />
              Update Status
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
