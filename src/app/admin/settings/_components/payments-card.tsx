'use client';
import { useWatch } from 'react-hook-form';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { adminFields } from '@/components/admin/form/fields';
import { useCan } from '@/components/admin/staff-role-context';
import { PAYMENT_SETTINGS_LIMITS } from '@/lib/schemas/payment-settings';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();

// The Payments card of Website Settings (docs/decisions/0013-payments-ledger.md): the three ways to
// pay at checkout, the account transfers go to, the pay-on-delivery limit and how long an unpaid
// order holds its stock. Saved with the rest of the screen; read-only for a role without
// settings.payments (only the owner holds it).

const { paystackMinutes, transferHours } = PAYMENT_SETTINGS_LIMITS;

/** Whether the server has Paystack's key: the switch alone does not put Paystack at checkout. */
function PaystackKeyState({ keySet }: { keySet: boolean }) {
  const Icon = keySet ? CircleCheck : CircleAlert;
  return (
    <>
      It appears at checkout only when PAYSTACK_SECRET_KEY is set on the server.{' '}
      <span className={keySet ? 'inline-flex items-center gap-1 font-medium text-success' : 'inline-flex items-center gap-1 font-medium text-amber-800'}>
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {keySet ? 'The key is set now.' : 'The key is not set now, so shoppers do not see Paystack.'}
      </span>
    </>
  );
}

export function PaymentsCard({ paystackKeySet }: { paystackKeySet: boolean }) {
  // The bank details are required while transfers are on: a rule of the whole card (payment-settings.ts).
  const transferOn = useWatch<WebsiteSettingsInput, 'payments.bankTransferEnabled'>({ name: 'payments.bankTransferEnabled' });
  const canChange = useCan('settings.payments');
  return (
    <SettingsCard
      title="Payments"
      description="How shoppers may pay at checkout, and how long an unpaid order holds its stock."
      lockedNote={canChange ? undefined : 'Only the owner can change payment settings.'}
    >
      <Field.Switch
        name="payments.paystackEnabled"
        label="Pay with Paystack (card, bank, USSD)"
        hint={<PaystackKeyState keySet={paystackKeySet} />}
      />

      <div className="flex flex-col gap-5">
        <Field.Switch
          name="payments.bankTransferEnabled"
          label="Bank transfer"
          hint="Shoppers transfer to the account below with their order number as the reference, upload proof, and you confirm it on the order."
        />
        <Field.Text
          name="payments.bankName"
          label="Bank name"
          required={transferOn}
          maxLength={PAYMENT_SETTINGS_LIMITS.bankName}
          placeholder="Guaranty Trust Bank"
        />
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <Field.Text
            name="payments.bankAccountName"
            label="Account name"
            required={transferOn}
            maxLength={PAYMENT_SETTINGS_LIMITS.bankAccountName}
            placeholder="Adire Living Ltd"
          />
          <Field.Text
            name="payments.bankAccountNumber"
            label="Account number"
            required={transferOn}
            inputMode="numeric"
            spellCheck={false}
            maxLength={14}
            placeholder="0123456789"
            hint="The 10-digit NUBAN."
          />
        </div>
      </div>

      <div className="flex flex-col gap-5">
        <Field.Switch
          name="payments.payOnDeliveryEnabled"
          label="Pay on delivery"
          hint="Cash or POS when the order arrives, where the delivery zone allows it. You record the money on the order."
        />
        <Field.Naira
          name="payments.payOnDeliveryMax"
          label="Largest order paid on delivery (₦)"
          maxLength={20}
          hint="Orders above this total must be paid another way."
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">How long an unpaid order holds its stock</legend>
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <Field.Text
            name="payments.paystackReservationMinutes"
            label="Paystack (minutes)"
            type="number"
            inputMode="numeric"
            maxLength={4}
            hint={`${paystackMinutes.min} to ${paystackMinutes.max.toLocaleString('en')}; 60 is an hour.`}
          />
          <Field.Text
            name="payments.bankTransferReservationHours"
            label="Bank transfer (hours)"
            type="number"
            inputMode="numeric"
            maxLength={3}
            hint={`${transferHours.min} to ${transferHours.max}; 48 is two days.`}
          />
        </div>
        <p className="text-xs text-muted-foreground">Then the order is cancelled and its stock returned. Pay on delivery orders hold their stock until delivery.</p>
      </fieldset>
    </SettingsCard>
  );
}
