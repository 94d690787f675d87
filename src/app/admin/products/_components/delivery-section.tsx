'use client';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { adminFields } from '@/components/admin/form/fields';
import { DELIVERY_CLASS_LABELS } from '@/lib/delivery/format';
import type { ProductFormInput } from '@/lib/schemas/product';
import { Section } from './form-section';

const Field = adminFields<ProductFormInput>();

/**
 * How the piece travels (the zone's parcel or large-piece fee) and, when it is made to order,
 * the calendar days the workshop needs before it can leave: both feed the delivery estimate
 * on the product page and the window at checkout.
 */
export function DeliverySection() {
  const hintId = useId();
  return (
    <Section title="Delivery">
      <Field.Select
        name="deliveryClass"
        label="Delivery class"
        options={DELIVERY_CLASS_LABELS}
        hint="Large pieces need a two-person delivery and pay the zone's large-piece fee."
      />
      <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
        <legend className="mb-1 text-sm font-medium">Made to order</legend>
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          Calendar days the workshop needs before the piece can leave. Leave both empty when it ships from stock.
        </p>
        <div className="grid gap-5 @sm:grid-cols-2">
          <Field.Text name="leadTimeMinDays" label="Shortest lead time (days)" inputMode="numeric" />
          <Field.Text name="leadTimeMaxDays" label="Longest lead time (days)" inputMode="numeric" />
        </div>
      </fieldset>
      <PaymentTermsFields />
    </Section>
  );
}

const PAYMENT_TERMS_LABELS = {
  shop_default: 'Shop default: a deposit when made to order',
  full: 'Pay in full',
  deposit: 'A deposit of its own',
} as const;

/**
 * How the piece is paid for (docs/decisions/0035-deposits-and-balances.md): the shop's default
 * deposit (Website Settings) for made-to-order pieces and full payment for pieces in stock, or
 * terms of its own.
 */
function PaymentTermsFields() {
  const terms = useWatch<ProductFormInput, 'paymentTerms'>({ name: 'paymentTerms' });
  return (
    <div className="grid gap-5 @sm:grid-cols-2">
      <Field.Select
        name="paymentTerms"
        label="Payment"
        options={PAYMENT_TERMS_LABELS}
        hint="With a deposit, the shopper may pay part now and the balance before delivery."
      />
      {terms === 'deposit' && <Field.Text name="depositPercent" label="Deposit (%)" inputMode="numeric" required hint="10 to 90 percent of the price." />}
    </div>
  );
}
