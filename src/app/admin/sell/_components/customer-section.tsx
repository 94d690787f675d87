'use client';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SHOWROOM_LIMITS } from '@/lib/schemas/showroom-sale';
import { BusinessBuyerFields, businessInputs, type BusinessAsTyped } from '@/components/business-buyer-fields';
import { CustomerFinder, customerContact } from './customer-finder';
import { SegmentedChoice } from '@/components/admin/segmented-choice';
import { ConsentAsked } from './consent-asked';
import type { CustomerChoice } from './sale-state';

type Errors = Record<string, string | undefined>;

const KINDS = [
  { value: 'walk_in', label: 'Walk-in' },
  { value: 'customer', label: 'Find customer' },
  { value: 'new', label: 'New customer' },
] as const;

function startOf(kind: CustomerChoice['kind']): CustomerChoice {
  if (kind === 'customer') return { kind, customer: null, orderUpdatesConsent: false };
  if (kind === 'new') return { kind, name: '', phone: '', email: '', orderUpdatesConsent: false };
  return { kind };
}

/**
 * Who is buying: a walk-in (the default), a customer the shop knows, or one added here with a name and
 * phone; and, for a VAT invoice, the business they buy for.
 */
export function CustomerSection({
  customer,
  business,
  errors,
  onChange,
  onBusiness,
}: {
  customer: CustomerChoice;
  business: BusinessAsTyped;
  errors: Errors;
  onChange: (customer: CustomerChoice) => void;
  onBusiness: (business: BusinessAsTyped) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <SegmentedChoice legend="Customer" value={customer.kind} options={KINDS} onChange={(kind) => onChange(startOf(kind))} />
      {customer.kind === 'walk_in' ? <p className="text-sm text-muted-foreground">No name on the order or the receipt.</p> : null}
      {customer.kind === 'customer' && customer.customer ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{customer.customer.name}</span>
            <span className="text-xs text-muted-foreground">{customerContact(customer.customer)}</span>
          </div>
          <Button variant="subtle" onClick={() => onChange({ kind: 'customer', customer: null, orderUpdatesConsent: false })} aria-label={`Choose another customer than ${customer.customer.name}`}>
            Change
          </Button>
        </div>
      ) : null}
      {customer.kind === 'customer' && !customer.customer ? (
        <CustomerFinder error={errors['customer.customerId']} onChoose={(chosen) => onChange({ kind: 'customer', customer: chosen, orderUpdatesConsent: false })} />
      ) : null}
      {customer.kind === 'new' ? <NewCustomerFields customer={customer} errors={errors} onChange={onChange} /> : null}
      {(customer.kind === 'customer' && customer.customer?.phone) || customer.kind === 'new' ? (
        <ConsentAsked checked={customer.orderUpdatesConsent} onChange={(orderUpdatesConsent) => onChange({ ...customer, orderUpdatesConsent })} />
      ) : null}
      <BusinessBuyerFields {...businessInputs(business, onBusiness)} errors={{ name: errors['business.name'], tin: errors['business.tin'] }} />
    </div>
  );
}

function NewCustomerFields({ customer, errors, onChange }: { customer: Extract<CustomerChoice, { kind: 'new' }>; errors: Errors; onChange: (customer: CustomerChoice) => void }) {
  const id = useId();
  const field = (name: 'name' | 'phone' | 'email') => ({
    id: `${id}-${name}`,
    value: customer[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...customer, [name]: event.target.value }),
    ...fieldAria(`${id}-${name}`, { error: errors[`customer.${name}`] }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField inputId={`${id}-name`} label="Name" required error={errors['customer.name']} className="sm:col-span-2">
        <Input {...field('name')} autoComplete="off" maxLength={SHOWROOM_LIMITS.name} required />
      </FormField>
      <FormField inputId={`${id}-phone`} label="Phone" required error={errors['customer.phone']}>
        <Input {...field('phone')} type="tel" inputMode="tel" autoComplete="off" placeholder="0803 123 4567" required />
      </FormField>
      <FormField inputId={`${id}-email`} label="Email" optional error={errors['customer.email']}>
        <Input {...field('email')} type="email" inputMode="email" autoComplete="off" />
      </FormField>
    </div>
  );
}
