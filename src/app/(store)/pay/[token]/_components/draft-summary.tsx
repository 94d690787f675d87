import { measureText } from '@/lib/catalog/measure-text';
import { formatDateTime } from '@/lib/dates';
import { formatSaving } from '@/lib/discounts/discount-kinds';
import { formatNaira } from '@/lib/money';
import type { CustomerDraft, CustomerDraftLine } from '@/server/drafts/customer-draft';

/** Where the order goes: "Delivery to Lagos", or "Collect at <location>, <address> · <hours>". */
function deliveryText(delivery: CustomerDraft['delivery']) {
  if (delivery.method === 'delivery') return `Delivery to ${delivery.state}`;
  const place = [delivery.name, delivery.address].filter(Boolean).join(', ');
  return delivery.openingHours ? `Collect at ${place} · ${delivery.openingHours}` : `Collect at ${place}`;
}

/** One piece's price: staff's price, with the list price struck through when it is lower. */
function UnitPrice({ line }: { line: CustomerDraftLine }) {
  if (line.priceKobo >= line.listPriceKobo) return <>{formatNaira(line.priceKobo)}</>;
  // A struck-through price reads as a plain number to a screen reader: it hears "was" and "now".
  return (
    <>
      <span className="sr-only">was {formatNaira(line.listPriceKobo)}, now </span>
      <s aria-hidden="true">{formatNaira(line.listPriceKobo)}</s> <span className="font-medium text-foreground">{formatNaira(line.priceKobo)}</span>
    </>
  );
}

/** The draft as staff sent it (docs/decisions/0066-draft-orders.md): the pieces at their prices, the delivery and the total. */
export function DraftSummary({ draft }: { draft: CustomerDraft }) {
  return (
    <section aria-labelledby="draft-summary-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <h2 id="draft-summary-heading" className="text-2xl font-medium">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-border border-y border-border">
        {draft.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-3 text-sm">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium [overflow-wrap:anywhere]">{line.name}</p>
              {line.variantLabel ? <p className="text-muted-foreground [overflow-wrap:anywhere]">{line.variantLabel}</p> : null}
              {line.measurements ? <p className="text-muted-foreground">{measureText(line.measurements)}</p> : null}
              <p className="text-muted-foreground tabular-nums">
                {line.quantity} × <UnitPrice line={line} />
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatNaira(line.priceKobo * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-medium tabular-nums">{formatNaira(draft.subtotalKobo)}</dd>
        </div>
        {draft.discountKobo > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="font-medium text-success tabular-nums">{formatSaving(draft.discountKobo)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{deliveryText(draft.delivery)}</dt>
          <dd className="shrink-0 tabular-nums">{draft.deliveryFeeKobo === 0 ? 'Free' : formatNaira(draft.deliveryFeeKobo)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-border pt-4 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums">{formatNaira(draft.totalKobo)}</dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-col gap-1 text-sm text-muted-foreground">
        {draft.depositKobo !== null ? (
          <li>
            You may pay a deposit of {formatNaira(draft.depositKobo)} now and {formatNaira(draft.totalKobo - draft.depositKobo)} before delivery.
          </li>
        ) : null}
        <li>
          This link works once, until <time dateTime={draft.expiresAt.toISOString()}>{formatDateTime(draft.expiresAt)}</time>.
        </li>
      </ul>
    </section>
  );
}
