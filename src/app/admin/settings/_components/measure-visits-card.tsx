'use client';
import { adminFields } from '@/components/admin/form/fields';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();

// The Measuring visits card of Website Settings (docs/decisions/0062-we-measure-for-you.md): where a fitter
// visits to measure for a piece made to measure, and what a visit costs.
export function MeasureVisitsCard() {
  return (
    <SettingsCard title="Measuring visits" description="“We measure for you”: a fitter visits to measure the windows for curtains and blinds made to measure.">
      <Field.Text
        name="measureVisits.states"
        label="States we visit"
        maxLength={500}
        hint="State names separated by commas, e.g. “Lagos, Abuja”. Empty: no visits are offered."
      />
      <Field.Text name="measureVisits.fee" label="Fee of a visit (₦)" inputMode="decimal" maxLength={12} placeholder="0" hint="Paid when the shopper books. 0 or empty: free." />
    </SettingsCard>
  );
}
