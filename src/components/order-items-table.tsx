import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/money';
import { orderLineMeasurements, orderLineSwatch, orderLineVariant, type OrderLine } from '@/lib/order-line';

// The lines of one order, as the shopper sees them under My Account and staff see them in
// the order details dialog. On a phone the quantity and unit price columns fold under the
// product's name.

export type OrderItemLine = OrderLine;

export function OrderItemsTable({
  orderNumber,
  items,
  totalKobo,
  framed = false,
  className,
}: {
  orderNumber: string;
  items: OrderItemLine[];
  /** Shown as the table's last row when given (the dialog; the account page has its own summary). */
  totalKobo?: number;
  /** Cells padded on both sides, for a table drawn in a box of its own. */
  framed?: boolean;
  className?: string;
}) {
  const first = framed ? 'px-3' : 'pr-3';
  const last = framed ? 'px-3' : 'pl-3';
  const cell = framed ? 'py-2.5' : 'py-3.5';
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">The items in order {orderNumber}</caption>
      <thead className={framed ? 'bg-sand/50' : undefined}>
        <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className={cn('py-2 font-semibold', first)}>
            Product
          </th>
          <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
            Qty
          </th>
          <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
            Unit price
          </th>
          <th scope="col" className={cn('py-2 text-right font-semibold', last)}>
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {items.length === 0 ? (
          <tr>
            <td colSpan={4} className={cn('py-3 text-muted-foreground', first)}>
              No items recorded for this order.
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id} className="align-top">
              <th scope="row" className={cn('text-left font-medium', cell, first)}>
                {item.productName}
                <OrderLineVariant item={item} />
                <span className="mt-0.5 block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">
                  {item.quantity} × {formatNaira(item.priceKobo)}
                </span>
              </th>
              <td className={cn('hidden px-3 text-right tabular-nums sm:table-cell', cell)}>{item.quantity}</td>
              <td className={cn('hidden px-3 text-right whitespace-nowrap tabular-nums sm:table-cell', cell)}>{formatNaira(item.priceKobo)}</td>
              <td className={cn('text-right font-medium whitespace-nowrap tabular-nums', cell, last)}>{formatNaira(item.totalKobo)}</td>
            </tr>
          ))
        )}
      </tbody>
      {totalKobo === undefined ? null : (
        <tfoot>
          <tr className="border-t border-border">
            <th scope="row" colSpan={3} className={cn('py-2.5 text-right font-semibold max-sm:hidden', first)}>
              Total
            </th>
            <th scope="row" className={cn('py-2.5 text-left font-semibold sm:hidden', first)}>
              Total
            </th>
            <td className={cn('py-2.5 text-right font-semibold whitespace-nowrap tabular-nums', last)}>{formatNaira(totalKobo)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * 'Colour: Emerald' for a piece sold in colours (or '3-seater / Velvet' for other options), its SKU, and a
 * piece made to measure's size and cut (docs/decisions/0058-made-to-measure.md), or the swatch a line is
 * (docs/decisions/0059-fabric-samples.md).
 */
function OrderLineVariant({ item }: { item: OrderItemLine }) {
  const variant = orderLineVariant(item);
  return (
    <>
      {variant ? (
        <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{item.color === variant ? `Colour: ${variant}` : variant}</span>
      ) : null}
      {item.sku ? <span className="mt-0.5 block font-mono text-xs font-normal text-muted-foreground">SKU {item.sku}</span> : null}
      {item.measurements ? <span className="mt-0.5 block text-xs font-normal text-muted-foreground">Made to measure: {orderLineMeasurements(item)}</span> : null}
      {item.swatch ? <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{orderLineSwatch(item)}</span> : null}
    </>
  );
}
