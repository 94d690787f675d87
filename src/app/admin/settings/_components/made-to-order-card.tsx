'use client';
import { adminFields } from '@/components/admin/form/fields';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, ORDER_STAGES } from '@/lib/made-to-order-constants';
import { STAGE_LABELS } from '@/lib/order-stage';
import { MADE_TO_ORDER_LIMITS } from '@/lib/schemas/made-to-order-settings';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();
const { balanceDueDays } = MADE_TO_ORDER_LIMITS;

// The Made to order card of Website Settings (docs/decisions/0035-deposits-and-balances.md):
// deposits, the balance's window, the deposit policy, and which stage changes mail the customer.
export function MadeToOrderCard() {
  return (
    <SettingsCard title="Made to order" description="Deposits for pieces made to order, when the balance is due, and what customers hear as their order moves.">
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text
          name="madeToOrder.depositPercent"
          label="Deposit for made-to-order pieces (%)"
          type="number"
          inputMode="numeric"
          maxLength={2}
          hint={`${DEPOSIT_PERCENT_MIN} to ${DEPOSIT_PERCENT_MAX}. A product may set its own; pieces in stock are paid in full.`}
        />
        <Field.Text
          name="madeToOrder.balanceDueDays"
          label="Days to pay the balance"
          type="number"
          inputMode="numeric"
          maxLength={2}
          hint={`${balanceDueDays.min} to ${balanceDueDays.max}, counted from Ready for delivery.`}
        />
      </div>
      <Field.Textarea
        name="madeToOrder.depositPolicy"
        label="Deposit policy"
        rows={3}
        className="field-sizing-content max-h-72"
        maxLength={MADE_TO_ORDER_LIMITS.depositPolicy}
        hint="When a deposit is refundable, e.g. “Refundable until production starts; after that we keep the cost of materials.” Shown at checkout and on the deposit receipt."
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Mail the customer when the order reaches</legend>
        {ORDER_STAGES.map((stage) => (
          <Field.Switch key={stage} name={`madeToOrder.stageMails.${stage}`} label={STAGE_LABELS[stage]} hint={null} boxed={false} />
        ))}
      </fieldset>
    </SettingsCard>
  );
}
