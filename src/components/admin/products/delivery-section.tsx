'use client';
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { DELIVERY_CLASSES } from '@/lib/constants';
import { DELIVERY_CLASS_LABELS } from '@/lib/delivery/format';
import type { ProductFormInput } from '@/lib/schemas/product';
import { Section, type ProductFieldProps } from './form-section';

/**
 * How the piece travels (the zone's parcel or large-piece fee) and, when it is made to order,
 * the calendar days the workshop needs before it can leave: both feed the delivery estimate
 * on the product page and the window at checkout.
 */
export function DeliverySection({
  register,
  fields,
}: {
  register: UseFormRegister<ProductFormInput>;
  fields: Record<'deliveryClass' | 'leadTimeMinDays' | 'leadTimeMaxDays', ProductFieldProps>;
}) {
  const { deliveryClass, leadTimeMinDays: min, leadTimeMaxDays: max } = fields;
  return (
    <Section title="Delivery">
      <FormField label="Delivery class" {...deliveryClass}>
        <NativeSelect id={deliveryClass.inputId} {...deliveryClass.aria} {...register('deliveryClass')}>
          {DELIVERY_CLASSES.map((value) => (
            <option key={value} value={value}>
              {DELIVERY_CLASS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="flex flex-col gap-3" aria-describedby={`${min.inputId}-group-hint`}>
        <legend className="mb-1 text-sm font-medium">Made to order</legend>
        <p id={`${min.inputId}-group-hint`} className="-mt-1 text-xs text-muted-foreground">
          Calendar days the workshop needs before the piece can leave. Leave both empty when it ships from stock.
        </p>
        <div className="grid gap-5 @sm:grid-cols-2">
          <FormField label="Shortest lead time (days)" {...min}>
            <Input id={min.inputId} inputMode="numeric" autoComplete="off" {...min.aria} {...register('leadTimeMinDays')} />
          </FormField>
          <FormField label="Longest lead time (days)" {...max}>
            <Input id={max.inputId} inputMode="numeric" autoComplete="off" {...max.aria} {...register('leadTimeMaxDays')} />
          </FormField>
        </div>
      </fieldset>
    </Section>
  );
}
