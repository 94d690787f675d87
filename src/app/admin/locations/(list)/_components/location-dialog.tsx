'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { locationSchema, STOCK_LIMITS, type LocationInput } from '@/lib/schemas/stock';
import type { AdminLocation } from '@/server/stock/location-reads';
import { createLocationAction } from '@/server/stock/actions/create-location';
import { updateLocationAction } from '@/server/stock/actions/update-location';

const toFormValues = (location: AdminLocation | null): LocationInput => ({
  name: location?.name ?? '',
  address: location?.address ?? '',
  openingHours: location?.openingHours ?? '',
  pickup: location?.pickup ?? false,
  sellsOnline: location?.sellsOnline ?? true,
  restockBusinessDays: String(location?.restockBusinessDays ?? 3),
});

/** Add or edit a location. `location` null: a new one, last in the order online orders take stock. */
export function LocationDialog({ location, ...dialogProps }: FormDialogProps & { location: AdminLocation | null }) {
  return (
    <FormDialog
      {...dialogProps}
      title={location ? 'Edit Location' : 'Add Location'}
      description={location ? `Change the details of ${location.name}.` : 'A warehouse or showroom that holds stock. It starts empty: count stock there or send some.'}
      className="sm:max-w-xl"
    >
      {(dialog) => <LocationForm location={location} dialog={dialog} />}
    </FormDialog>
  );
}

function LocationForm({ location, dialog }: { location: AdminLocation | null; dialog: FormDialogControls }) {
  const form = useAdminForm(locationSchema, toFormValues(location));
  const { Field } = form;

  const onSubmit = () =>
    form.send((input) => (location ? updateLocationAction({ ...input, id: location.id }) : createLocationAction(input)), {
      onSaved: (saved) => {
        toast.success(location ? `${saved.name} saved` : `${saved.name} added`);
        dialog.saved();
      },
      title: 'Error',
      failed: location ? 'Failed to save the location.' : 'Failed to add the location.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={location ? 'Save Changes' : 'Add Location'}>
      <Field.Text name="name" label="Name" maxLength={STOCK_LIMITS.name} hint="Staff and shoppers choosing pickup see it, e.g. Lekki showroom." />
      <Field.Textarea name="address" label="Address" optional rows={3} maxLength={STOCK_LIMITS.address} />
      <Field.Text name="openingHours" label="Opening hours" optional maxLength={STOCK_LIMITS.openingHours} hint="e.g. Mon–Sat 10am–6pm" />
      <Field.Switch name="pickup" label="Pickup" hint="Shoppers may choose to collect their order here." />
      <Field.Switch name="sellsOnline" label="Sells online" hint="Its stock counts towards what the website sells. Off: a showroom-only location." />
      <Field.Number
        name="restockBusinessDays"
        label="Days to bring pieces here"
        max={STOCK_LIMITS.restockDays}
        className="sm:max-w-xs"
        hint={`Business days to bring a piece from another location when a shopper picks up here what it does not hold; 0 to ${STOCK_LIMITS.restockDays}.`}
      />
    </DialogForm>
  );
}
