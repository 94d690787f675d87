import { Spinner } from '@/components/ui/spinner';
import { formatNaira } from '@/lib/money';
import type { PricedDraft } from '@/server/drafts/draft-pricing';

/** What the draft comes to, as the server priced it: what the customer will see on the link. */
export function DraftTotals({ priced, pending, error, limitPercent }: { priced: PricedDraft | null; pending: boolean; error: string | null; limitPercent: number }) {
  const takenOff = priced ? priced.listSubtotalKobo - priced.subtotalKobo + priced.discountKobo : 0;
  return (
    <div className="flex flex-col gap-2" aria-live="polite" aria-busy={pending}>
      {priced ? (
        <dl className="flex flex-col gap-1 text-sm tabular-nums">
          <Row label="Pieces at list price" value={formatNaira(priced.listSubtotalKobo)} />
          {takenOff > 0 ? <Row label="Taken off" value={`− ${formatNaira(takenOff)}`} /> : null}
          <Row label={priced.pickupLocationId ? 'Collection' : `Delivery${priced.deliveryZoneName ? ` (${priced.deliveryZoneName})` : ''}`} value={priced.deliveryFeeKobo === 0 ? 'Free' : formatNaira(priced.deliveryFeeKobo)} />
          <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-border pt-2 text-lg font-semibold">
            <dt>Total</dt>
            <dd>{formatNaira(priced.totalKobo)}</dd>
          </div>
          {priced.depositKobo !== null ? <Row label="Or a deposit now" value={formatNaira(priced.depositKobo)} /> : null}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{pending ? 'Pricing…' : 'Add a piece and say where it goes to see the total.'}</p>
      )}
      {pending && priced ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner /> Updating…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {limitPercent === 0 ? 'Your role sells at list prices.' : `Your role may take up to ${limitPercent} % off the list prices, with a reason.`}
      </p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
