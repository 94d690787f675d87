import { formatNaira } from '@/lib/money';
import type { MeasuredRule } from '@/lib/catalog/measured-price';
import { MeasureGuide } from './measure-guide';
import { MEASURE_IDS, MEASURE_PROMPT, type MeasuredPiece } from './measure-ids';

// The made-to-measure inputs (docs/decisions/0058-made-to-measure.md), drawn on the server so the product
// page's first load carries no script for them: the price and Add to Cart come with measured-form.ts,
// loaded when the shopper first touches the form (ProductPurchase). The ids are the form's hooks.

const FIELD = 'h-12 w-full rounded-md border border-input bg-background px-3 text-base tabular-nums';

function SizeField({ id, label, min, max }: { id: string; label: string; min: number; max: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label} (cm)
      </label>
      <input id={id} name={id} type="number" inputMode="numeric" min={min} max={max} step={1} required placeholder={`${min}–${max}`} aria-describedby={MEASURE_IDS.problem} className={FIELD} />
    </div>
  );
}

/**
 * `piece` is what the cart line names, `fabricPrices` each variant's price a metre by its name ('' for a
 * piece without options); they and the rule ride in data attributes, so no script in the first load carries them.
 */
export function MeasuredOrder({ rule, piece, fabricPrices }: { rule: MeasuredRule; piece: MeasuredPiece; fabricPrices: Record<string, number> }) {
  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
      aria-labelledby="made-to-measure-heading"
      noValidate
      data-rule={JSON.stringify(rule)}
      data-piece={JSON.stringify(piece)}
      data-fabric-prices={JSON.stringify(fabricPrices)}
    >
      <div className="flex flex-col gap-1">
        <h2 id="made-to-measure-heading" className="text-lg font-semibold">
          Made to measure
        </h2>
        <p className="text-sm text-muted-foreground">Enter the width of your track or pole and the drop you want, in centimetres. We cut and sew to that size.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SizeField id={MEASURE_IDS.width} label="Width" min={rule.minWidthCm} max={rule.maxWidthCm} />
        <SizeField id={MEASURE_IDS.drop} label="Drop" min={rule.minDropCm} max={rule.maxDropCm} />
      </div>
      {rule.liningPerMetreKobo === null ? null : (
        <label htmlFor={MEASURE_IDS.lined} className="flex min-h-11 items-center gap-3 text-sm">
          <input id={MEASURE_IDS.lined} name={MEASURE_IDS.lined} type="checkbox" className="size-5 accent-primary" />
          <span>
            Lined <span className="text-muted-foreground">({formatNaira(rule.liningPerMetreKobo)} a metre of fabric)</span>
          </span>
        </label>
      )}
      <MeasureGuide />
      <div aria-live="polite" className="flex flex-col gap-1">
        <p id={MEASURE_IDS.price} className="text-xl font-semibold tabular-nums">
          {MEASURE_PROMPT}
        </p>
        <p id={MEASURE_IDS.explain} className="text-sm text-muted-foreground empty:hidden" />
        <p id={MEASURE_IDS.problem} className="text-sm font-medium text-destructive empty:hidden" />
      </div>
      <button type="submit" className="btn h-12 w-full rounded-md bg-primary px-8 text-[0.95rem] tracking-wide text-primary-foreground hover:bg-primary/88">
        Add to Cart
      </button>
    </form>
  );
}
