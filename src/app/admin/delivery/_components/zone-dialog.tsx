'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { koboToDecimalString } from '@/lib/money-input';
import { DELIVERY_LIMITS, deliveryZoneSchema, type DeliveryZoneInput } from '@/lib/schemas/delivery';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';
import { createDeliveryZoneAction } from '@/server/delivery/actions/create-delivery-zone';
import { updateDeliveryZoneAction } from '@/server/delivery/actions/update-delivery-zone';
import { StateChecklist } from './state-checklist';

const toFormValues = (zone: AdminDeliveryZone | null, nextOrder: number): DeliveryZoneInput => ({
  name: zone?.name ?? '',
  states: zone?.states ?? [],
  parcelFee: zone ? koboToDecimalString(zone.parcelFeeKobo) : '',
  largeFee: zone ? koboToDecimalString(zone.largeFeeKobo) : '',
  minBusinessDays: zone ? String(zone.minBusinessDays) : '',
  maxBusinessDays: zone ? String(zone.maxBusinessDays) : '',
  payOnDelivery: zone?.payOnDelivery ?? false,
  active: zone?.active ?? true,
  displayOrder: String(zone?.displayOrder ?? nextOrder),
});

/** Add or edit a delivery zone. `zone` null: a new one. `zones`: all of them, to say where a state is now. */
export function ZoneDialog({ zone, zones, ...dialogProps }: FormDialogProps & { zone: AdminDeliveryZone | null; zones: AdminDeliveryZone[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={zone ? 'Edit Zone' : 'Add Zone'}
      description={zone ? `Change the fees, delivery time or states of ${zone.name}.` : 'A group of states with the same delivery fees and time.'}
      className="sm:max-w-2xl"
    >
      {(dialog) => <ZoneForm zone={zone} zones={zones} dialog={dialog} />}
    </FormDialog>
  );
}

function ZoneForm({ zone, zones, dialog }: { zone: AdminDeliveryZone | null; zones: AdminDeliveryZone[]; dialog: FormDialogControls }) {
  // A new zone goes after the others unless the admin says otherwise.
  const nextOrder = zones.reduce((max, z) => Math.max(max, z.displayOrder + 1), 0);
  const form = useAdminForm(deliveryZoneSchema, toFormValues(zone, nextOrder));
  const { Field } = form;

  // The raw strings go to the server, which runs the same schema again.
  const onSubmit = () =>
    form.send((input) => (zone ? updateDeliveryZoneAction({ ...input, id: zone.id }) : createDeliveryZoneAction(input)), {
      onSaved: () => {
        toast.success(zone ? 'Zone updated successfully' : 'Zone created successfully');
        dialog.saved();
      },
      title: 'Error',
      failed: zone ? 'Failed to update delivery zone.' : 'Failed to create delivery zone.',
    });
  const days = { min: 0, max: DELIVERY_LIMITS.businessDays };

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={zone ? 'Save Changes' : 'Create Zone'}>
      <Field.Text name="name" label="Name" maxLength={DELIVERY_LIMITS.name} hint="Shown to shoppers at checkout, e.g. South-West." />
      <StateChecklist zoneId={zone?.id ?? null} zones={zones} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Naira name="parcelFee" label="Parcel fee (₦)" hint="In naira; 0 delivers free." empty="In naira, e.g. 5000; 0 delivers free." />
        <Field.Naira name="largeFee" label="Large-piece fee (₦)" hint="For sofas, beds and other two-person deliveries." />
        <Field.Number name="minBusinessDays" label="Minimum days" {...days} hint="Business days after the order is ready, 0 to 90." />
        <Field.Number name="maxBusinessDays" label="Maximum days" {...days} hint="Business days, at least the minimum." />
        <Field.Number name="displayOrder" label="Display order" hint="Lower numbers come first." />
      </div>
      <Field.Switch name="payOnDelivery" label="Pay on delivery" hint="Shoppers in this zone may pay the courier when the order arrives." />
      <Field.Switch name="active" label="Active" hint="An inactive zone is kept here, but checkout does not deliver to its states." />
    </DialogForm>
  );
}
