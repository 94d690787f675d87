'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { RequiredSummary, useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { formatNaira } from '@/lib/money';
import { CUSTOMER_LIMITS, CUSTOMER_REQUIRED_MESSAGE, customerFormSchema, type CustomerFormInput, type CustomerFormValues } from '@/lib/schemas/customer';
import type { AdminCustomerRow } from '@/server/customers/admin-customer-reads';
import { createCustomerAction } from '@/server/customers/actions/create-customer';
import { updateCustomerAction } from '@/server/customers/actions/update-customer';
import { displayPhone } from '@/lib/nigeria';

const FAILED = 'Failed to save customer';

const toFormValues = (customer: AdminCustomerRow | null): CustomerFormInput => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer?.phone ? displayPhone(customer.phone) : '',
  address: customer?.address ?? '',
});

/** 'Add New Customer' or 'Edit Customer' (docs/product.md section 2). `customer` null: a new one. */
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
  // The product's one message for empty required fields, shown once; other errors sit at their field.
  const form = useAdminForm(customerFormSchema, toFormValues(customer), { requiredMessage: CUSTOMER_REQUIRED_MESSAGE });
  const { Field } = form;

  const onSubmit = async (values: CustomerFormValues) => {
    const input = { name: values.name, email: values.email, phone: values.phone ?? '', address: values.address ?? '' };
    await form.send(() => (customer ? updateCustomerAction({ ...input, id: customer.id }) : createCustomerAction(input)), {
      onSaved: () => {
        toast.success('Success', { description: customer ? 'Customer updated successfully' : 'Customer added successfully' });
        dialog.saved();
      },
      title: 'Error',
      failed: FAILED,
      alwaysToast: true,
    });
  };

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={customer ? 'Update Customer' : 'Add Customer'}>
      <Field.Text name="name" label="Name" maxLength={CUSTOMER_LIMITS.name} />
      <Field.Text
        name="email"
        label="Email"
        type="email"
        spellCheck={false}
        maxLength={CUSTOMER_LIMITS.email}
        hint={customer ? 'Orders are matched to customers by email: a new email shows the orders placed with it.' : undefined}
      />
      <Field.Text name="phone" label="Phone" type="tel" inputMode="tel" placeholder="+234 803 123 4567" maxLength={CUSTOMER_LIMITS.phone} />
      <Field.Textarea name="address" label="Address" rows={3} maxLength={CUSTOMER_LIMITS.address} />
      {customer ? (
        <p className="rounded-md bg-sand/60 px-3 py-2 text-sm text-muted-foreground">
          {customer.totalOrders.toLocaleString('en-NG')} {customer.totalOrders === 1 ? 'order' : 'orders'}, {formatNaira(customer.totalSpentKobo)} spent.
          Totals are counted from their orders.
        </p>
      ) : null}
      <RequiredSummary />
    </DialogForm>
  );
}
