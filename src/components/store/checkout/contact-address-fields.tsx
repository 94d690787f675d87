import { clsx } from 'clsx';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldBase } from '@/components/ui/field-base';

/** A textarea drawn as the store's fields are. */
export const storeTextarea = clsx(fieldBase, 'min-h-20 py-2.5');

export type ContactAddressField = 'fullName' | 'email' | 'phone' | 'address';

type FieldProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/**
 * Full name, email, phone and address, as accepting a quote and paying a draft order ask them: `field`
 * gives each control its id, value, change handler and aria (a storefront kit form's `form.field`);
 * `errors` the messages under them. Each is marked with its name, so a kit form focuses the first
 * refused one in screen order.
 */
export function ContactAddressFields({
  field,
  errors,
  addressLabel,
}: {
  field: (name: ContactAddressField) => FieldProps;
  errors: Partial<Record<ContactAddressField, string>>;
  addressLabel: string;
}) {
  return (
    <>
      <div data-field="fullName" className="sm:col-span-2">
        <StoreField inputId={field('fullName').id} label="Full name" error={errors.fullName}>
          <StoreInput autoComplete="name" {...field('fullName')} />
        </StoreField>
      </div>
      <div data-field="email">
        <StoreField inputId={field('email').id} label="Email" error={errors.email}>
          <StoreInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </StoreField>
      </div>
      <div data-field="phone">
        <StoreField inputId={field('phone').id} label="Phone" error={errors.phone}>
          <StoreInput type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" {...field('phone')} />
        </StoreField>
      </div>
      <div data-field="address" className="sm:col-span-2">
        <StoreField inputId={field('address').id} label={addressLabel} error={errors.address}>
          <textarea rows={3} autoComplete="street-address" placeholder="House number, street, area, city" className={storeTextarea} {...field('address')} />
        </StoreField>
      </div>
    </>
  );
}
