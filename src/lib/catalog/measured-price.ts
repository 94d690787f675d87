// Curtains and blinds priced by measurement (docs/decisions/0058-made-to-measure.md): the shop's rule per
// product, the shopper's width and drop, and the price they make, in whole kobo and whole centimetres only.
// Shared by the product page's live price and the server, which works it out again at checkout.

import type { Measure } from '@/lib/cart/cart';

export type { Measure } from '@/lib/cart/cart';
export { measureSize } from './measure-text';

/** A product's rule, as the admin sets it. Lengths in cm, money in kobo, fullness in hundredths (175 = 1.75x). */
export type MeasuredRule = {
  fabricWidthCm: number;
  fullnessPct: number;
  /** Added to the drop of every width cut, for hems and pattern matching. */
  allowanceCm: number;
  makingPerWidthKobo: number;
  /** Null: the piece is not offered lined. */
  liningPerMetreKobo: number | null;
  minWidthCm: number;
  maxWidthCm: number;
  minDropCm: number;
  maxDropCm: number;
};


/** The price's parts, kept on the cart line and the order line so the workshop can cut from it. */
export type MeasuredParts = Measure & {
  /** Whole widths of fabric sewn together. */
  widths: number;
  /** Fabric used, in cm: widths x (drop + allowance). */
  fabricCm: number;
  fabricKobo: number;
  makingKobo: number;
  liningKobo: number;
  totalKobo: number;
};

export type MeasureRefusal = { field: 'widthCm' | 'dropCm' | 'lined'; message: string };

/** a / b rounded up, for non-negative integers. */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** A price per metre times a length in cm, rounded up to the whole kobo. */
const perMetre = (kobo: number, cm: number) => ceilDiv(kobo * cm, 100);

/** Why a measure cannot be made under this rule, or null when it can. */
export function measureRefusal(rule: MeasuredRule, { widthCm, dropCm, lined }: Measure): MeasureRefusal | null {
  if (!Number.isInteger(widthCm) || widthCm < rule.minWidthCm || widthCm > rule.maxWidthCm) {
    return { field: 'widthCm', message: `Enter a width from ${rule.minWidthCm} to ${rule.maxWidthCm} cm, in whole centimetres.` };
  }
  if (!Number.isInteger(dropCm) || dropCm < rule.minDropCm || dropCm > rule.maxDropCm) {
    return { field: 'dropCm', message: `Enter a drop from ${rule.minDropCm} to ${rule.maxDropCm} cm, in whole centimetres.` };
  }
  if (lined && rule.liningPerMetreKobo === null) return { field: 'lined', message: 'This piece is not offered lined.' };
  return null;
}

/**
 * The price of one piece: fabric per metre x (width x fullness) rounded up to whole fabric widths, each
 * cut drop + allowance long; plus making per width; plus lining per metre of the same fabric length.
 * Each money part is rounded up to the kobo on its own. Null when the measure is refused.
 */
export function measuredPrice(rule: MeasuredRule, fabricPerMetreKobo: number, measure: Measure): MeasuredParts | null {
  if (measureRefusal(rule, measure)) return null;
  const widths = ceilDiv(measure.widthCm * rule.fullnessPct, rule.fabricWidthCm * 100);
  const fabricCm = widths * (measure.dropCm + rule.allowanceCm);
  const fabricKobo = perMetre(fabricPerMetreKobo, fabricCm);
  const makingKobo = rule.makingPerWidthKobo * widths;
  const liningKobo = measure.lined ? perMetre(rule.liningPerMetreKobo ?? 0, fabricCm) : 0;
  return { ...measure, widths, fabricCm, fabricKobo, makingKobo, liningKobo, totalKobo: fabricKobo + makingKobo + liningKobo };
}

/** "3 widths of fabric, 8.4 m, lined": how the price was reached, as the page and the order explain it. */
export function explainMeasured(parts: Pick<MeasuredParts, 'widths' | 'fabricCm' | 'lined'>): string {
  const metres = (parts.fabricCm / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 });
  return `${parts.widths} ${parts.widths === 1 ? 'width' : 'widths'} of fabric, ${metres} m, ${parts.lined ? 'lined' : 'unlined'}`;
}

/** Every rule the admin can save is one a piece can be made to. */
export function ruleProblem(rule: MeasuredRule): string | null {
  if (rule.minWidthCm > rule.maxWidthCm) return 'The smallest width is more than the largest.';
  if (rule.minDropCm > rule.maxDropCm) return 'The smallest drop is more than the largest.';
  return null;
}

/** A cart or order line of a piece, priced: by its size when the piece is made to measure, else as it is sold. */
export type MeasuredLine = { ok: true; parts: MeasuredParts | null } | { ok: false; message: string };

/**
 * A line against its piece's rule today: a size for a piece made to measure (and none for one sold at fixed
 * sizes), within the rule's limits. `fabricPerMetreKobo` is the chosen variant's price.
 */
export function priceMeasuredLine(name: string, rule: MeasuredRule | undefined, fabricPerMetreKobo: number, measure: Measure | null): MeasuredLine {
  if (!rule) return measure ? { ok: false, message: `${name} is no longer made to measure. Please remove it from your cart.` } : { ok: true, parts: null };
  if (!measure) return { ok: false, message: `${name} is made to measure. Please remove it and enter your width and drop.` };
  const refusal = measureRefusal(rule, measure);
  if (refusal) return { ok: false, message: `${name}: ${refusal.message}` };
  return { ok: true, parts: measuredPrice(rule, fabricPerMetreKobo, measure) };
}

/**
 * A size made to measure takes no stock (it is cut for the order): the cart and its check hold it as this
 * many available, the most one line may order (MAX_LINE_QUANTITY in src/lib/schemas/checkout.ts).
 */
export const MEASURED_AVAILABLE = 10_000;
