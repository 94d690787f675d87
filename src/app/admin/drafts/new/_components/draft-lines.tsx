'use client';
import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatNaira } from '@/lib/money';
import { linePrice, pricesByLine } from '@/lib/staff-pricing';
import type { PricedDraft } from '@/server/drafts/draft-pricing';
import { pieceStock, pieceTitle } from './draft-piece-finder';
import { typedMeasure, type DraftLineState } from './draft-state';

type LineErrors = Record<string, string[]>;

/**
 * The pieces in the draft: quantity, the price staff charge for one (empty: the list price) and, for a
 * piece made to measure, its width, drop and lining. The list price is the server's once it has priced.
 */
export function DraftLines({
  lines,
  priced,
  errors,
  onChange,
  onRemove,
}: {
  lines: readonly DraftLineState[];
  priced: PricedDraft | null;
  errors: LineErrors;
  onChange: (key: string, change: Partial<DraftLineState>) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) {
    const error = errors.lines?.[0];
    return (
      <p className={error ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'} role={error ? 'alert' : undefined}>
        {error ?? 'No pieces yet: find one above.'}
      </p>
    );
  }
  const listPrices = pricesByLine(priced?.lines ?? [], (line) => line.listPriceKobo);
  return (
    <ul aria-label="Pieces in this draft" className="flex flex-col divide-y divide-border">
      {lines.map((line, index) => (
        <DraftLineRow key={line.key} line={line} list={linePrice(line.piece, typedMeasure(line), listPrices)} errors={errors} index={index} onChange={onChange} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function DraftLineRow({
  line,
  list,
  errors,
  index,
  onChange,
  onRemove,
}: {
  line: DraftLineState;
  /** The list price for one: the server's once it has priced the line. */
  list: number | null;
  errors: LineErrors;
  index: number;
  onChange: (key: string, change: Partial<DraftLineState>) => void;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  const title = pieceTitle(line.piece);
  const error = (field: string) => errors[`lines.${index}.${field}`]?.[0];
  const field = (name: 'quantity' | 'price' | 'widthCm' | 'dropCm', label: string, hint?: string) => {
    const message = error(name === 'widthCm' || name === 'dropCm' ? `measure.${name}` : name);
    return (
    <FormField inputId={`${id}-${name}`} label={label} hint={hint} error={message}>
      <Input
        id={`${id}-${name}`}
        value={line[name]}
        onChange={(event) => onChange(line.key, { [name]: event.target.value })}
        inputMode={name === 'price' ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={name === 'price' && list !== null ? String(list / 100) : undefined}
        className="h-11 tabular-nums"
        {...fieldAria(`${id}-${name}`, { hint: Boolean(hint), error: message })}
      />
    </FormField>
    );
  };
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">{line.piece.productName}</span>
          <span className="text-xs text-muted-foreground">{[line.piece.variantLabel, line.piece.sku ? `SKU ${line.piece.sku}` : null, pieceStock(line.piece)].filter(Boolean).join(' · ')}</span>
          {list !== null ? <span className="text-sm tabular-nums">List price {formatNaira(list)} each</span> : null}
        </div>
        <Button variant="ghost" size="icon" aria-label={`Remove ${title}`} onClick={() => onRemove(line.key)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {field('quantity', 'Quantity')}
        {field('price', 'Price each (₦)', 'Empty: the list price')}
        {line.piece.madeToMeasure ? (
          <>
            {field('widthCm', 'Width (cm)')}
            {field('dropCm', 'Drop (cm)')}
            <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" checked={line.lined} onChange={(event) => onChange(line.key, { lined: event.target.checked })} className="size-5 accent-primary" />
              Lined
            </label>
          </>
        ) : null}
      </div>
    </li>
  );
}
