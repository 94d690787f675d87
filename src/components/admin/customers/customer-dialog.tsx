'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatNaira } from '@/lib/money';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_REQUIRED_MESSAGE,
  customerFormSchema,
  type CustomerFormInput,
  type CustomerFormValues,
} from '@/lib/schemas/customer';
import type { AdminCustomerRow } from '@/server/customers/admin-customers';
import { createCustomerAction } from '@/server/customers/actions/create-customer';
import { updateCustomerAction } from '@/server/customers/actions/update-customer';
import { RequiredSummary } from '@/components/admin/required-summary';
import { FormField, fieldAria } from '@/components/ui/form-field';

type Field = keyof CustomerFormInput;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'address'];
const FAILED = 'Failed to save customer';

const toFormValues = (customer: AdminCustomerRow | null): CustomerFormInput => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  address: customer?.address ?? '',
});

/** 'Add New Customer' or 'Edit Customer' (spec section 2). `customer` null: a new one. */
export function CustomerDialog({ customer, ...dialogProps }: FormDialogProps & { customer: AdminCustomerRow | null }) {
  return (
    <FormDialog
      {...dialogProps}
      title={customer ? 'Edit Customer' : 'Add New Customer'}
      description={customer ? `Contact details for ${customer.name}.` : 'Someone who buys from the shop. Their orders are matched by email.'}
      className="sm:max-w-lg"
    >
      {(dialog) => <CustomerForm key={customer?.id ?? 'new'} customer={customer} dialog={dialog} />}
    </FormDialog>
  );
}

function CustomerForm({ customer, dialog }: { customer: AdminCustomerRow | null; dialog: FormDialogControls }) {
  const id = useId();
  const summaryId = `${id}-required`;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: toFormValues(customer),
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    const input = { name: values.name, email: values.email, phone: values.phone ?? '', address: values.address ?? '' };
    const result = await (customer ? updateCustomerAction({ ...input, id: customer.id }) : createCustomerAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success('Success', { description: customer ? 'Customer updated successfully' : 'Customer added successfully' });
      dialog.saved();
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, title: 'Error', failed: FAILED, alwaysToast: true });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  // The spec's one message for empty required fields, shown once; other errors sit at their field.
  const missing = (field: Field) => errors[field]?.message === CUSTOMER_REQUIRED_MESSAGE;
  const fieldError = (field: Field) => (missing(field) ? undefined : errors[field]?.message);
  const aria = (field: Field, hint = false) => fieldAria(fieldId(field), { hint, error: fieldError(field), missing: missing(field), summaryId });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Name" required inputId={fieldId('name')} error={fieldError('name')}>
        <Input id={fieldId('name')} required autoComplete="off" maxLength={CUSTOMER_LIMITS.name} {...aria('name')} {...register('name')} />
      </FormField>
      <FormField
        label="Email"
        required
        inputId={fieldId('email')}
        error={fieldError('email')}
        hint={customer ? 'Orders are matched to customers by email: a new email shows the orders placed with it.' : undefined}
      >
        <Input
          id={fieldId('email')}
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={CUSTOMER_LIMITS.email}
          {...aria('email', Boolean(customer))}
          {...register('email')}
        />
      </FormField>
      <FormField label="Phone" inputId={fieldId('phone')} error={fieldError('phone')}>
        <Input
          id={fieldId('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+234 803 123 4567"
          maxLength={CUSTOMER_LIMITS.phone}
          {...aria('phone')}
          {...register('phone')}
        />
      </FormField>
      <FormField label="Address" inputId={fieldId('address')} error={fieldError('address')}>
        <Textarea id={fieldId('address')} rows={3} maxLength={CUSTOMER_LIMITS.address} {...aria('address')} {...register('address')} />
      </FormField>
      {customer ? (
        <p className="rounded-md bg-sand/60 px-3 py-2 text-sm text-muted-foreground">
          {customer.totalOrders.toLocaleString('en-NG')} {customer.totalOrders === 1 ? 'order' : 'orders'}, {formatNaira(customer.totalSpentKobo)} spent.
          Totals are counted from their orders.
        </p>
      ) : null}
      <RequiredSummary id={summaryId} message={missing('name') || missing('email') ? CUSTOMER_REQUIRED_MESSAGE : null} />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={customer ? 'Update Customer' : 'Add Customer'} />
    </form>
  );
}
