'use client';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNaira } from '@/lib/money';
import type { PricedSale } from '@/server/pos/sale-pricing';
import { maxQuantity, pieceTitle, stockText, type SaleLineDraft } from './sale-state';

/** The pieces in the sale, each with its quantity stepper; the price is the server's once it has priced the sale. */
export function SaleLines({
  lines,
  priced,
  error,
  onQuantity,
}: {
  lines: readonly SaleLineDraft[];
  priced: PricedSale | null;
  error?: string;
  onQuantity: (change: { variantId: string; quantity: number }) => void;
}) {
  if (lines.length === 0)
    return (
      <p className={error ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'} role={error ? 'alert' : undefined}>
        {error ?? 'No pieces yet: find one above, or scan its label.'}
      </p>
    );
  const prices = new Map(priced?.lines.map((line) => [line.variantId, line.priceKobo]));
  return (
    <ul aria-label="Pieces in this sale" className="flex flex-col divide-y divide-border">
      {lines.map(({ piece, quantity }) => {
        const title = pieceTitle(piece);
        const price = prices.get(piece.variantId) ?? piece.priceKobo;
        const most = maxQuantity(piece);
        return (
          <li key={piece.variantId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
            <div className="flex min-w-0 flex-1 basis-48 flex-col">
              <span className="font-medium">{piece.productName}</span>
              <span className="text-xs text-muted-foreground">
                {[piece.variantLabel, piece.sku ? `SKU ${piece.sku}` : null, stockText(piece)].filter(Boolean).join(' · ')}
              </span>
              <span className="text-sm tabular-nums">
                {quantity} × {formatNaira(price)} = <span className="font-semibold">{formatNaira(price * quantity)}</span>
              </span>
              {quantity >= most && !piece.madeToOrder ? <span className="text-xs font-medium">All {most} in stock are in this sale.</span> : null}
            </div>
            <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${title}`}>
              <Button variant="subtle" size="icon" aria-label={quantity === 1 ? `Remove ${title}` : `One fewer ${title}`} onClick={() => onQuantity({ variantId: piece.variantId, quantity: quantity - 1 })}>
                {quantity === 1 ? <Trash2 aria-hidden="true" /> : <Minus aria-hidden="true" />}
              </Button>
              <output aria-live="polite" aria-label={`${title}: quantity`} className="w-10 text-center text-lg font-semibold tabular-nums">
                {quantity}
              </output>
              <Button
                variant="subtle"
                size="icon"
                aria-label={`One more ${title}`}
                disabled={quantity >= most}
                onClick={() => onQuantity({ variantId: piece.variantId, quantity: quantity + 1 })}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
