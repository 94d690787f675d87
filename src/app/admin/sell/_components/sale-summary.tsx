'use client';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
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
    <div className="flex flex-col gap-3" aria-busy={pricing}>
      {pricing ? <Spinner label="Pricing the sale…" className="size-5 self-end text-muted-foreground" /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {shown ? (
        <dl className="flex flex-col gap-1.5 text-sm tabular-nums">
          <Row term="Subtotal" value={formatNaira(shown.subtotalKobo)} />
          {shown.discountKobo > 0 ? (
            <Row term={shown.discount?.kind === 'code' ? `Discount (${shown.discount.code})` : 'Discount'} value={`−${formatNaira(shown.discountKobo)}`} />
          ) : null}
          <Row term="Total" value={formatNaira(shown.totalKobo)} strong />
        </dl>
      ) : !error ? (
        <p className="text-sm text-muted-foreground">{pricing ? 'Pricing…' : 'Add a piece to see the total.'}</p>
      ) : null}
      {shown && shown.depositKobo !== null ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-sand/60 p-3">
          <Label htmlFor={id} className="flex flex-col items-start gap-0.5">
            <span>Pay a deposit ({formatNaira(shown.depositKobo)})</span>
            <span className="text-xs font-normal text-muted-foreground">A made-to-order piece: the balance is due before delivery.</span>
          </Label>
          <Switch id={id} checked={deposit} onCheckedChange={onDeposit} />
        </div>
      ) : null}
    </div>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t border-border pt-2 text-lg font-semibold' : 'flex justify-between'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
