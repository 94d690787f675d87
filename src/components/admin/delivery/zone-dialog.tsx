'use client';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SwitchField } from '@/components/admin/switch-field';
import { Input } from '@/components/ui/input';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { koboToDecimalString } from '@/lib/money';
import { DELIVERY_LIMITS, deliveryZoneSchema, type DeliveryZoneInput, type DeliveryZoneValues } from '@/lib/schemas/delivery';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery';
import { createDeliveryZoneAction } from '@/server/delivery/actions/create-delivery-zone';
import { updateDeliveryZoneAction } from '@/server/delivery/actions/update-delivery-zone';
import { NairaHint } from './naira-hint';
import { StateChecklist } from './state-checklist';

type Field = keyof DeliveryZoneInput;
/** In screen order: the first field the server refuses gets the focus. */
const FIELDS: readonly Field[] = ['name', 'states', 'parcelFee', 'largeFee', 'minBusinessDays', 'maxBusinessDays', 'displayOrder', 'payOnDelivery', 'active'];

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
  const id = useId();
  // A new zone goes after the others unless the admin says otherwise.
  const nextOrder = zones.reduce((max, z) => Math.max(max, z.displayOrder + 1), 0);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryZoneInput, unknown, DeliveryZoneValues>({
    resolver: zodResolver(deliveryZoneSchema),
    defaultValues: toFormValues(zone, nextOrder),
    shouldFocusError: true,
  });
  const [parcelFee, largeFee] = useWatch({ control, name: ['parcelFee', 'largeFee'] });

  const onSubmit = handleSubmit(async () => {
    // The raw strings go to the server, which runs the same schema again.
    const input = getValues();
    const result = await (zone ? updateDeliveryZoneAction({ ...input, id: zone.id }) : createDeliveryZoneAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(zone ? 'Zone updated successfully' : 'Zone created successfully');
      dialog.saved();
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, title: 'Error', failed: zone ? 'Failed to update delivery zone.' : 'Failed to create delivery zone.' });
  });

  const field = (name: Exclude<Field, 'states' | 'payOnDelivery' | 'active'>, hint?: React.ReactNode) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.message;
    return {
      form: { inputId, error, hint },
      input: { id: inputId, autoComplete: 'off', ...fieldAria(inputId, { hint: Boolean(hint), error }), ...register(name) },
    };
  };
  const f = {
    name: field('name', 'Shown to shoppers at checkout, e.g. South-West.'),
    parcelFee: field('parcelFee', <NairaHint value={parcelFee} hint="In naira; 0 delivers free." empty="In naira, e.g. 5000; 0 delivers free." />),
    largeFee: field('largeFee', <NairaHint value={largeFee} hint="For sofas, beds and other two-person deliveries." />),
    minBusinessDays: field('minBusinessDays', 'Business days after the order is ready, 0 to 90.'),
    maxBusinessDays: field('maxBusinessDays', 'Business days, at least the minimum.'),
    displayOrder: field('displayOrder', 'Lower numbers come first.'),
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Name" required {...f.name.form}>
        <Input required maxLength={DELIVERY_LIMITS.name} {...f.name.input} />
      </FormField>
      <StateChecklist control={control} id={`${id}-states`} zoneId={zone?.id ?? null} zones={zones} error={errors.states?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Parcel fee (₦)" required {...f.parcelFee.form}>
          <Input required inputMode="decimal" {...f.parcelFee.input} />
        </FormField>
        <FormField label="Large-piece fee (₦)" required {...f.largeFee.form}>
          <Input required inputMode="decimal" {...f.largeFee.input} />
        </FormField>
        <FormField label="Minimum days" required {...f.minBusinessDays.form}>
          <Input required type="number" inputMode="numeric" min={0} max={DELIVERY_LIMITS.businessDays} step={1} {...f.minBusinessDays.input} />
        </FormField>
        <FormField label="Maximum days" required {...f.maxBusinessDays.form}>
          <Input required type="number" inputMode="numeric" min={0} max={DELIVERY_LIMITS.businessDays} step={1} {...f.maxBusinessDays.input} />
        </FormField>
        <FormField label="Display order" {...f.displayOrder.form}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...f.displayOrder.input} />
        </FormField>
      </div>
      <SwitchField
        control={control}
        name="payOnDelivery"
        id={`${id}-payOnDelivery`}
        label="Pay on delivery"
        hint="Shoppers in this zone may pay the courier when the order arrives."
      />
      <SwitchField
        control={control}
        name="active"
        id={`${id}-active`}
        label="Active"
        hint="An inactive zone is kept here, but checkout does not deliver to its states."
      />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={zone ? 'Save Changes' : 'Create Zone'} />
    </form>
  );
}
