'use client';
import { useWatch } from 'react-hook-form';
import { adminFields } from '@/components/admin/form/fields';
import { koboToDecimalString } from '@/lib/money-input';
import type { MeasuredRule } from '@/lib/catalog/measured-price';
import type { ProductFormInput } from '@/lib/schemas/product';
import { Section } from './form-section';

const Field = adminFields<ProductFormInput>();

/** A saved rule as the form's strings ('' where there is none). */
export function measuredFormValues(rule: MeasuredRule | null) {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    madeToMeasure: rule !== null,
    measureFabricWidthCm: text(rule?.fabricWidthCm),
    measureFullness: rule ? (rule.fullnessPct / 100).toFixed(2) : '',
    measureAllowanceCm: text(rule?.allowanceCm),
    measureMakingPerWidth: rule ? koboToDecimalString(rule.makingPerWidthKobo) : '',
    measureLiningPerMetre: rule?.liningPerMetreKobo != null ? koboToDecimalString(rule.liningPerMetreKobo) : '',
    measureMinWidthCm: text(rule?.minWidthCm),
    measureMaxWidthCm: text(rule?.maxWidthCm),
    measureMinDropCm: text(rule?.minDropCm),
    measureMaxDropCm: text(rule?.maxDropCm),
  };
}

/**
 * Priced by measurement (docs/decisions/0058-made-to-measure.md): the shopper enters a width and drop and the
 * price comes from this rule, each variant's price being a metre of its fabric.
 */
export function MeasuredSection() {
  const on = useWatch<ProductFormInput, 'madeToMeasure'>({ name: 'madeToMeasure' });
  return (
    <Section title="Made to measure">
      <Field.Switch
        name="madeToMeasure"
        label="Priced by measurement"
        hint="The shopper enters width and drop; each variant's price is then a metre of its fabric. Give the piece a lead time: it is made to order and takes no stock."
        boxed={false}
      />
      {on ? (
        <>
          <div className="grid gap-5 @sm:grid-cols-3">
            <Field.Text name="measureFabricWidthCm" label="Fabric width (cm)" inputMode="numeric" required />
            <Field.Text name="measureFullness" label="Fullness" inputMode="decimal" required hint="Times the window's width, e.g. 1.75." />
            <Field.Text name="measureAllowanceCm" label="Allowance per width (cm)" inputMode="numeric" hint="Added to the drop for hems and pattern." />
          </div>
          <div className="grid gap-5 @sm:grid-cols-2">
            <Field.Naira name="measureMakingPerWidth" label="Making per width (₦)" hint="Sewing each width of fabric." />
            <Field.Naira name="measureLiningPerMetre" label="Lining per metre (₦)" hint="Empty: not offered lined." />
          </div>
          <div className="grid gap-5 @sm:grid-cols-4">
            <Field.Text name="measureMinWidthCm" label="Smallest width (cm)" inputMode="numeric" required />
            <Field.Text name="measureMaxWidthCm" label="Largest width (cm)" inputMode="numeric" required />
            <Field.Text name="measureMinDropCm" label="Smallest drop (cm)" inputMode="numeric" required />
            <Field.Text name="measureMaxDropCm" label="Largest drop (cm)" inputMode="numeric" required />
          </div>
        </>
      ) : null}
    </Section>
  );
}
