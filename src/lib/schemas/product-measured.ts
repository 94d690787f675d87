import '@/lib/zod-jitless';
import { z } from 'zod';
import type { MeasuredRule } from '@/lib/catalog/measured-price';
import { oneLine } from './fields';
import { money } from './product-fields';

// The product form's made-to-measure rule (docs/decisions/0058-made-to-measure.md): flat fields, as the
// admin form kit reads a schema's shape (docs/decisions/0016-admin-forms-from-schemas.md), read as whole
// centimetres, kobo and a fullness in hundredths, and required only when the piece is made to measure.

/** '' is none; else a whole number of centimetres from `min`. */
const centimetres = (label: string, min = 1) =>
  oneLine()
    .trim()
    .optional()
    .transform((value, ctx): number | null => {
      if (!value) return null;
      const cm = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
      if (!(cm >= min)) ctx.addIssue({ code: 'custom', message: `${label} must be a whole number of centimetres${min > 0 ? '' : ', 0 or more'}` });
      return cm >= min ? cm : null;
    });

/** '1.75' is 175 hundredths: from 1 (flat) to 5 times the width. */
const fullness = oneLine()
  .trim()
  .optional()
  .transform((value, ctx): number | null => {
    if (!value) return null;
    const hundredths = /^\d(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
    if (!(hundredths >= 100 && hundredths <= 500)) ctx.addIssue({ code: 'custom', message: 'Fullness is a number from 1 to 5, e.g. 1.75' });
    return hundredths >= 100 && hundredths <= 500 ? hundredths : null;
  });

export const measuredFields = {
  madeToMeasure: z.boolean().optional().default(false),
  measureFabricWidthCm: centimetres('Fabric width'),
  measureFullness: fullness,
  measureAllowanceCm: centimetres('Allowance', 0),
  measureMakingPerWidth: money(null),
  measureLiningPerMetre: money(null),
  measureMinWidthCm: centimetres('Smallest width'),
  measureMaxWidthCm: centimetres('Largest width'),
  measureMinDropCm: centimetres('Smallest drop'),
  measureMaxDropCm: centimetres('Largest drop'),
};

type MeasuredFields = z.output<z.ZodObject<typeof measuredFields>>;

const REQUIRED = ['measureFabricWidthCm', 'measureFullness', 'measureMinWidthCm', 'measureMaxWidthCm', 'measureMinDropCm', 'measureMaxDropCm'] as const;

/** A piece made to measure needs its fabric, fullness and limits, the smallest no larger than the largest. */
export function measuredRules(values: MeasuredFields, ctx: z.RefinementCtx) {
  if (!values.madeToMeasure) return;
  for (const name of REQUIRED) {
    if (values[name] === null) ctx.addIssue({ code: 'custom', path: [name], message: 'Required for a piece made to measure' });
  }
  const { measureMinWidthCm: minWidth, measureMaxWidthCm: maxWidth, measureMinDropCm: minDrop, measureMaxDropCm: maxDrop } = values;
  if (minWidth !== null && maxWidth !== null && maxWidth < minWidth) ctx.addIssue({ code: 'custom', path: ['measureMaxWidthCm'], message: 'The largest width cannot be below the smallest' });
  if (minDrop !== null && maxDrop !== null && maxDrop < minDrop) ctx.addIssue({ code: 'custom', path: ['measureMaxDropCm'], message: 'The largest drop cannot be below the smallest' });
}

/** The form's values apart: the product's own, and its rule (null: sold at fixed sizes). */
export function splitMeasuredRule<Values extends MeasuredFields>(values: Values): { rule: MeasuredRule | null; rest: Omit<Values, keyof MeasuredFields> } {
  const { madeToMeasure, measureFabricWidthCm, measureFullness, measureAllowanceCm, measureMakingPerWidth, measureLiningPerMetre, measureMinWidthCm, measureMaxWidthCm, measureMinDropCm, measureMaxDropCm, ...rest } = values;
  const rule: MeasuredRule | null = madeToMeasure
    ? {
        fabricWidthCm: measureFabricWidthCm!,
        fullnessPct: measureFullness!,
        allowanceCm: measureAllowanceCm ?? 0,
        makingPerWidthKobo: measureMakingPerWidth ?? 0,
        liningPerMetreKobo: measureLiningPerMetre,
        minWidthCm: measureMinWidthCm!,
        maxWidthCm: measureMaxWidthCm!,
        minDropCm: measureMinDropCm!,
        maxDropCm: measureMaxDropCm!,
      }
    : null;
  return { rule, rest };
}
