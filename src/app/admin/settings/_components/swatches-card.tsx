'use client';
import { adminFields } from '@/components/admin/form/fields';
import { SWATCH_FREE_ORDERS_PER_WEEK_MAX, SWATCHES_PER_ORDER_MAX } from '@/lib/catalog/swatch';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();

// The Fabric samples card of Website Settings (docs/decisions/0059-fabric-samples.md): which options a shopper
// may order a swatch of from a product page, what one costs, how many to an order, the delivery of an
// order of swatches alone, and how many free ones an account or address may order a week.
export function SwatchesCard() {
  return (
    <SettingsCard title="Fabric samples" description="Swatches shoppers can order from a product page, posted to them before they choose.">
      <Field.Text
        name="swatches.options"
        label="Options offered as swatches"
        maxLength={300}
        hint="Option names separated by commas, e.g. “Fabric, Finish”: each of their values gets an “Order a free swatch” link. Empty: no swatches."
      />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text name="swatches.price" label="Price of a swatch (₦)" inputMode="decimal" maxLength={12} placeholder="0" hint="0 or empty: free." />
        <Field.Text
          name="swatches.perOrder"
          label="Swatches per order"
          type="number"
          inputMode="numeric"
          maxLength={2}
          hint={`1 to ${SWATCHES_PER_ORDER_MAX}.`}
        />
      </div>
      <Field.Text
        name="swatches.parcelFee"
        label="Delivery of an order of swatches alone (₦)"
        inputMode="decimal"
        maxLength={12}
        placeholder="0"
        hint="Charged in place of the zone's delivery fee. An order with furniture in it pays the normal delivery."
      />
      <Field.Text
        name="swatches.freeOrdersPerWeek"
        label="Free swatch orders a week"
        type="number"
        inputMode="numeric"
        maxLength={2}
        hint={`When swatches and their delivery are both free: how many such orders one account, or one address, may place in 7 days (1 to ${SWATCH_FREE_ORDERS_PER_WEEK_MAX}).`}
      />
    </SettingsCard>
  );
}
