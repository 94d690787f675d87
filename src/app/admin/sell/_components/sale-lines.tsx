'use client';
import { useId } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatNaira } from '@/lib/money';
import type { PricedSale } from '@/server/pos/sale-pricing';
import { linePrice, type MeasureAsTyped } from '@/lib/staff-pricing';
import { maxQuantity, pieceTitle, pricesOf, stockText, type SaleLineDraft } from './sale-state';

type Errors = Record<string, string | undefined>;

/**
 * The pieces in the sale, each with its quantity stepper and, made to measure, its width, drop and
 * lining; the price is the server's once it has priced the sale.
 */
export function SaleLines({
  lines,
  priced,
  errors,
  onQuantity,
  onMeasure,
}: {
  lines: readonly SaleLineDraft[];
  priced: PricedSale | null;
  errors: Errors;
  onQuantity: (change: { key: string; quantity: number }) => void;
  onMeasure: (change: { key: string } & Partial<MeasureAsTyped>) => void;
}) {
  if (lines.length === 0)
    return (
      <p className={errors.lines ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'} role={errors.lines ? 'alert' : undefined}>
        {errors.lines ?? 'No pieces yet: find one above, or scan its label.'}
      </p>
    );
  const prices = pricesOf(priced);
  return (
    <ul aria-label="Pieces in this sale" className="flex flex-col divide-y divide-border">
      {lines.map((line, index) => {
        const { piece, quantity } = line;
        const title = pieceTitle(piece);
        const price = linePrice(piece, line.measure, prices);
        const most = maxQuantity(piece);
        return (
          <li key={line.key} className="flex flex-col gap-3 py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <div className="flex min-w-0 flex-1 basis-48 flex-col">
                <span className="font-medium">{piece.productName}</span>
                <span className="text-xs text-muted-foreground">
                  {[piece.variantLabel, piece.sku ? `SKU ${piece.sku}` : null, stockText(piece)].filter(Boolean).join(' · ')}
                </span>
                <span className="text-sm tabular-nums">
                  {price === null ? (
                    'Priced by its width and drop'
                  ) : (
                    <>
                      {quantity} × {formatNaira(price)} = <span className="font-semibold">{formatNaira(price * quantity)}</span>
                    </>
                  )}
                </span>
                {quantity >= most && !piece.madeToOrder && !piece.madeToMeasure ? <span className="text-xs font-medium">All {most} in stock are in this sale.</span> : null}
              </div>
              <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${title}`}>
                <Button variant="subtle" size="icon" aria-label={quantity === 1 ? `Remove ${title}` : `One fewer ${title}`} onClick={() => onQuantity({ key: line.key, quantity: quantity - 1 })}>
                  {quantity === 1 ? <Trash2 aria-hidden="true" /> : <Minus aria-hidden="true" />}
                </Button>
                <output aria-live="polite" aria-label={`${title}: quantity`} className="w-10 text-center text-lg font-semibold tabular-nums">
                  {quantity}
                </output>
                <Button variant="subtle" size="icon" aria-label={`One more ${title}`} disabled={quantity >= most} onClick={() => onQuantity({ key: line.key, quantity: quantity + 1 })}>
                  <Plus aria-hidden="true" />
                </Button>
              </div>
            </div>
            {line.measure ? <MeasureFields title={title} lineKey={line.key} measure={line.measure} errors={errors} index={index} onMeasure={onMeasure} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A piece made to measure: its width and drop in whole cm, and whether it is lined (docs/decisions/0058-made-to-measure.md). */
function MeasureFields({
  title,
  lineKey,
  measure,
  errors,
  index,
  onMeasure,
}: {
  title: string;
  lineKey: string;
  measure: MeasureAsTyped;
  errors: Errors;
  index: number;
  onMeasure: (change: { key: string } & Partial<MeasureAsTyped>) => void;
}) {
  const id = useId();
  const field = (name: 'widthCm' | 'dropCm', label: string) => {
    const error = errors[`lines.${index}.measure.${name}`];
    return (
      <FormField inputId={`${id}-${name}`} label={label} error={error}>
        <Input
          id={`${id}-${name}`}
          aria-label={`${label}, ${title}`}
          value={measure[name]}
          onChange={(event) => onMeasure({ key: lineKey, [name]: event.target.value })}
          inputMode="numeric"
          autoComplete="off"
          className="h-11 tabular-nums"
          {...fieldAria(`${id}-${name}`, { error })}
        />
      </FormField>
    );
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {field('widthCm', 'Width (cm)')}
      {field('dropCm', 'Drop (cm)')}
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm sm:col-span-1 sm:self-end">
        <input type="checkbox" checked={measure.lined} onChange={(event) => onMeasure({ key: lineKey, lined: event.target.checked })} className="size-5 accent-primary" aria-label={`Lined, ${title}`} />
        Lined
      </label>
    </div>
  );
}
