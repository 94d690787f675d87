import { PriceTotals, type TotalsRow } from '@/components/admin/sale-pricing/price-totals';
import { formatNaira } from '@/lib/money';
import type { PricedDraft } from '@/server/drafts/draft-pricing';

/** What the draft comes to, as the server priced it: what the customer will see on the link. */
export function DraftTotals({ priced, pending, error, limitPercent }: { priced: PricedDraft | null; pending: boolean; error: string | null; limitPercent: number }) {
  return (
    <PriceTotals rows={priced ? draftRows(priced) : null} pending={pending} error={error} empty="Add a piece and say where it goes to see the total.">
      <p className="text-xs text-muted-foreground">
        {limitPercent === 0 ? 'Your role sells at list prices.' : `Your role may take up to ${limitPercent} % off the list prices, with a reason.`}
      </p>
    </PriceTotals>
  );
}

/** Lower line prices and the discount are one "Taken off": the role's limit holds them together. */
function draftRows(priced: PricedDraft): TotalsRow[] {
  const takenOff = priced.listSubtotalKobo - priced.subtotalKobo + priced.discountKobo;
  const place = priced.pickupLocationId ? 'Collection' : `Delivery${priced.deliveryZoneName ? ` (${priced.deliveryZoneName})` : ''}`;
  return [
    { label: 'Pieces at list price', value: formatNaira(priced.listSubtotalKobo) },
    ...(takenOff > 0 ? [{ label: 'Taken off', value: `−${formatNaira(takenOff)}` }] : []),
    { label: place, value: priced.deliveryFeeKobo === 0 ? 'Free' : formatNaira(priced.deliveryFeeKobo) },
    { label: 'Total', value: formatNaira(priced.totalKobo), strong: true },
    ...(priced.depositKobo !== null ? [{ label: 'Or a deposit now', value: formatNaira(priced.depositKobo) }] : []),
  ];
}
