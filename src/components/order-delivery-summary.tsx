import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/money';
import { discountLineLabel, formatSaving } from '@/lib/discounts/discount-kinds';
import { deliveryMethodText, deliveryWindowLabel, deliveryWindowText, type OrderDelivery } from '@/lib/order-delivery';

// Subtotal, delivery, a discount code's saving and total of a placed order, with how and when it arrives: the same
// rows in My Account and in the back office's order details.

export function OrderDeliverySummary({
  order,
  totalKobo,
  className,
}: {
  order: OrderDelivery;
  totalKobo: number;
  className?: string;
}) {
  const window = deliveryWindowText(order);
  return (
    <dl className={cn('flex flex-col gap-2.5 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatNaira(order.subtotalKobo)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {deliveryMethodText(order)}
          {order.deliveryZoneName && order.deliveryZoneName !== order.deliveryState ? ` (${order.deliveryZoneName})` : ''}
        </dt>
        <dd className="tabular-nums">{order.deliveryFeeKobo === 0 ? 'Free' : formatNaira(order.deliveryFeeKobo)}</dd>
      </div>
      {order.discountCode ? (
        <div className="flex justify-between gap-4" data-testid="order-discount">
          <dt className="text-muted-foreground">{discountLineLabel(order.discountCode)}</dt>
          <dd className="text-success tabular-nums">{formatSaving(order.discountKobo)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{deliveryWindowLabel(order)}</dt>
        <dd className="text-right" data-testid="order-delivery-window">
          {window ?? 'To be confirmed'}
        </dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-border pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums">{formatNaira(totalKobo)}</dd>
      </div>
    </dl>
  );
}
