import { cartStore } from '@/lib/cart/cart-store';
import { explainMeasured, MEASURED_AVAILABLE, measuredPrice, measureRefusal, measureSize, type Measure, type MeasuredRule } from '@/lib/catalog/measured-price';
import { formatNaira } from '@/lib/money';
import { toast } from '@/components/store/toast';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { MEASURE_IDS, MEASURE_PROMPT, type MeasuredPiece } from './measure-ids';

// The made-to-measure form's script (docs/decisions/0058-made-to-measure.md), loaded by ProductPurchase the
// first time the shopper touches the form drawn on the server (measured-order.tsx). It works the price out
// in the browser as the shopper types, with the rule the server will apply again at checkout. The rule and
// the piece are in the form's data attributes, with each variant's price a metre by its name; the chosen
// variant is the one the option radios (option-picker.tsx) show, watched for another choice.

type Chosen = { fabricPerMetreKobo: number; variant: string | null };

function chosenIn(form: HTMLElement): Chosen {
  const values = [...document.querySelectorAll<HTMLInputElement>('input[type=radio][name^="option-"]:checked')].map((input) => input.value);
  const variant = variantLabel(values);
  const prices = JSON.parse(form.dataset.fabricPrices!) as Record<string, number>;
  return { fabricPerMetreKobo: prices[variant ?? ''] ?? Number.NaN, variant };
}

const watched = new WeakSet<HTMLElement>();

const element = <Element extends HTMLElement>(form: HTMLElement, id: string) => form.querySelector<Element>(`#${id}`);

function readMeasure(form: HTMLElement): Measure & { typed: boolean } {
  const width = element<HTMLInputElement>(form, MEASURE_IDS.width);
  const drop = element<HTMLInputElement>(form, MEASURE_IDS.drop);
  return {
    widthCm: width?.valueAsNumber ?? Number.NaN,
    dropCm: drop?.valueAsNumber ?? Number.NaN,
    lined: element<HTMLInputElement>(form, MEASURE_IDS.lined)?.checked ?? false,
    typed: Boolean(width?.value && drop?.value),
  };
}

/**
 * Shows the price of what is typed, or why it cannot be made; the refused field is marked invalid.
 * `insist` (Add to Cart) also names a field still empty.
 */
function show(form: HTMLElement, rule: MeasuredRule, fabricPerMetreKobo: number, insist: boolean) {
  const { typed, ...measure } = readMeasure(form);
  const refusal = typed || insist ? measureRefusal(rule, measure) : null;
  // A combination the piece is not sold in has no price a metre: no price is shown for it.
  const parts = typed && !refusal && Number.isSafeInteger(fabricPerMetreKobo) ? measuredPrice(rule, fabricPerMetreKobo, measure) : null;
  for (const field of ['widthCm', 'dropCm'] as const) {
    const input = element(form, field === 'widthCm' ? MEASURE_IDS.width : MEASURE_IDS.drop);
    if (refusal?.field === field) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
  element(form, MEASURE_IDS.price)!.textContent = parts ? formatNaira(parts.totalKobo) : MEASURE_PROMPT;
  element(form, MEASURE_IDS.explain)!.textContent = parts ? `${measureSize(parts)}: ${explainMeasured(parts)}` : '';
  element(form, MEASURE_IDS.problem)!.textContent = refusal?.message ?? '';
  return { parts, refusal };
}

/**
 * The form's event (`focus`, `submit`) in `box`: the price again, and on submit the size into the cart. The
 * first call listens to what is typed, and to another variant chosen later (another fabric).
 */
export function onMeasure(kind: string, box: HTMLElement) {
  const form = box.querySelector('form')!;
  const rule = JSON.parse(form.dataset.rule!) as MeasuredRule;
  if (!watched.has(box)) {
    watched.add(box);
    // From now on each keystroke, tick and other variant chosen prices what is typed again, in the same frame.
    const again = () => show(form, rule, chosenIn(form).fabricPerMetreKobo, false);
    form.addEventListener('input', again);
    document.addEventListener('change', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name.startsWith('option-')) again();
    });
  }
  const chosen = chosenIn(form);
  const { parts, refusal } = show(form, rule, chosen.fabricPerMetreKobo, kind === 'submit');
  if (kind !== 'submit') return;
  if (!parts) {
    element(form, refusal?.field === 'dropCm' ? MEASURE_IDS.drop : MEASURE_IDS.width)?.focus();
    return;
  }
  const piece = JSON.parse(form.dataset.piece!) as MeasuredPiece;
  const { widthCm, dropCm, lined } = parts;
  cartStore.addItem({
    ...piece,
    variant: chosen.variant,
    stockQuantity: MEASURED_AVAILABLE,
    unitPriceKobo: parts.totalKobo,
    measure: { widthCm, dropCm, lined },
  });
  toast.success('Added to cart', { description: `${piece.name}, ${measureSize(parts)}, added to your cart.` });
}
