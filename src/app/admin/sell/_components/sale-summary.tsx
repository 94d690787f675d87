'use client';
import { useId } from 'react';
import { PriceTotals, type TotalsRow } from '@/components/admin/sale-pricing/price-totals';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatNaira } from '@/lib/money';
import type { PricedSale } from '@/server/pos/sale-pricing';

/** Subtotal, discount and total as the server priced them, and the deposit a made-to-order piece allows. */
export function SaleSummary({
  shown,
  pricing,
  error,
  deposit,
  onDeposit,
}: {
  shown: PricedSale | null;
  pricing: boolean;
  error: string | null;
  deposit: boolean;
  onDeposit: (deposit: boolean) => void;
}) {
  const id = useId();
  return (
    <PriceTotals rows={shown ? saleRows(shown) : null} pending={pricing} error={error} empty="Add a piece to see the total.">
      {shown && shown.depositKobo !== null ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-sand/60 p-3">
          <Label htmlFor={id} className="flex flex-col items-start gap-0.5">
            <span>Pay a deposit ({formatNaira(shown.depositKobo)})</span>
            <span className="text-xs font-normal text-muted-foreground">A made-to-order piece: the balance is due before delivery.</span>
          </Label>
          <Switch id={id} checked={deposit} onCheckedChange={onDeposit} />
        </div>
      ) : null}
    </PriceTotals>
  );
}

function saleRows(shown: PricedSale): TotalsRow[] {
  const discount = shown.discount?.kind === 'code' ? `Discount (${shown.discount.code})` : 'Discount';
  return [
    { label: 'Subtotal', value: formatNaira(shown.subtotalKobo) },
    ...(shown.discountKobo > 0 ? [{ label: discount, value: `−${formatNaira(shown.discountKobo)}` }] : []),
    { label: 'Total', value: formatNaira(shown.totalKobo), strong: true },
  ];
}
