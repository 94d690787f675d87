'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { MapPin } from 'lucide-react';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SaveBar } from '@/components/admin/form/save-bar';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { koboToDecimalString } from '@/lib/money-input';
import { DELIVERY_LIMITS, deliverySettingsSchema, type DeliverySettingsInput } from '@/lib/schemas/delivery';
import type { AdminDelivery, AdminDeliverySettings } from '@/server/delivery/admin-delivery-reads';
import { updateDeliverySettingsAction } from '@/server/delivery/actions/update-delivery-settings';

const toFormValues = (settings: AdminDeliverySettings): DeliverySettingsInput => ({
  freeDeliveryThreshold: settings.freeDeliveryThresholdKobo === null ? '' : koboToDecimalString(settings.freeDeliveryThresholdKobo),
  pickupEnabled: settings.pickupEnabled,
  pickupReadyBusinessDays: String(settings.pickupReadyBusinessDays),
});

/** Free delivery above a subtotal, and pickup at the locations that offer it. */
export function DeliverySettingsCard({ settings, pickupPlaces }: { settings: AdminDeliverySettings; pickupPlaces: AdminDelivery['pickupPlaces'] }) {
  const router = useRouter();
  const form = useAdminForm(deliverySettingsSchema, toFormValues(settings));
  const { Field } = form;
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = () =>
    form.send(updateDeliverySettingsAction, {
      onSaved: (saved) => {
        toast.success('Delivery settings updated successfully');
        form.reset(toFormValues(saved));
        router.refresh();
      },
      title: 'Error',
      failed: 'Failed to update delivery settings.',
    });

  return (
    <SettingsCard title="Free Delivery and Pickup" description="Apply to every zone; product pages and checkout show changes at once.">
      <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field.Naira
          name="freeDeliveryThreshold"
          label="Free delivery from (₦)"
          optional
          className="sm:max-w-xs"
          hint="Orders with a subtotal of at least this are delivered free."
          empty="Leave it empty to always charge delivery."
        />
        <Field.Switch name="pickupEnabled" label="Pickup" hint="Shoppers may collect their order at a location that offers pickup instead, free of charge." />
        <Field.Number
          name="pickupReadyBusinessDays"
          label="Ready for pickup in (business days)"
          max={DELIVERY_LIMITS.pickupReadyDays}
          className="sm:max-w-xs"
          hint="0 to 60; 0 means the same day."
        />
        <div className="flex gap-3 rounded-lg border border-border bg-sand/40 px-4 py-3 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium">Where shoppers collect</p>
            {pickupPlaces.length === 0 ? (
              <p className="text-muted-foreground">No location offers pickup: shoppers are offered delivery only.</p>
            ) : (
              <ul className="text-muted-foreground">
                {pickupPlaces.map((place) => (
                  <li key={place.name}>{place.address ? `${place.name}, ${place.address.replace(/\n/g, ', ')}` : place.name}</li>
                ))}
              </ul>
            )}
            <Link href="/admin/locations" className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
              Manage locations
            </Link>
          </div>
        </div>
        <SaveBar label="Save Delivery Settings" />
      </AdminForm>
    </SettingsCard>
  );
}
