'use client';
import { useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { SwitchField } from '@/components/admin/switch-field';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { koboToDecimalString } from '@/lib/money';
import { DELIVERY_LIMITS, deliverySettingsSchema, type DeliverySettingsInput, type DeliverySettingsValues } from '@/lib/schemas/delivery';
import type { AdminDeliverySettings } from '@/server/delivery/admin-delivery';
import { updateDeliverySettingsAction } from '@/server/delivery/actions/update-delivery-settings';
import { NairaHint } from './naira-hint';

const FIELDS: readonly (keyof DeliverySettingsInput)[] = ['freeDeliveryThreshold', 'pickupEnabled', 'pickupReadyBusinessDays'];

const toFormValues = (settings: AdminDeliverySettings): DeliverySettingsInput => ({
  freeDeliveryThreshold: settings.freeDeliveryThresholdKobo === null ? '' : koboToDecimalString(settings.freeDeliveryThresholdKobo),
  pickupEnabled: settings.pickupEnabled,
  pickupReadyBusinessDays: String(settings.pickupReadyBusinessDays),
});

/** Free delivery above a subtotal, and showroom pickup at the shop's contact address. */
export function DeliverySettingsCard({ settings, pickupAddress }: { settings: AdminDeliverySettings; pickupAddress: string | null }) {
  const id = useId();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DeliverySettingsInput, unknown, DeliverySettingsValues>({
    resolver: zodResolver(deliverySettingsSchema),
    defaultValues: toFormValues(settings),
    shouldFocusError: true,
  });
  useUnsavedChangesGuard(isDirty);
  const threshold = useWatch({ control, name: 'freeDeliveryThreshold' });

  const onSubmit = handleSubmit(async () => {
    const result = await updateDeliverySettingsAction(getValues()).catch(() => null);
    if (result?.ok) {
      toast.success('Delivery settings updated successfully');
      reset(toFormValues(result.data));
      router.refresh();
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, title: 'Error', failed: 'Failed to update delivery settings.' });
  });

  const thresholdId = `${id}-threshold`;
  const daysId = `${id}-pickup-days`;
  const thresholdError = errors.freeDeliveryThreshold?.message;
  const daysError = errors.pickupReadyBusinessDays?.message;

  return (
    <SettingsCard title="Free Delivery and Pickup" description="Apply to every zone; product pages and checkout show changes at once.">
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="flex flex-col gap-5">
        <FormField
          label="Free delivery from (₦)"
          optional
          inputId={thresholdId}
          error={thresholdError}
          hint={<NairaHint value={threshold} hint="Orders with a subtotal of at least this are delivered free." empty="Leave it empty to always charge delivery." />}
        >
          <Input
            id={thresholdId}
            inputMode="decimal"
            autoComplete="off"
            className="sm:max-w-xs"
            {...fieldAria(thresholdId, { hint: true, error: thresholdError })}
            {...register('freeDeliveryThreshold')}
          />
        </FormField>
        <SwitchField
          control={control}
          name="pickupEnabled"
          id={`${id}-pickup`}
          label="Showroom pickup"
          hint="Shoppers may collect their order at the showroom instead, free of charge."
        />
        <FormField label="Ready for pickup in (business days)" required inputId={daysId} error={daysError} hint="0 to 60; 0 means the same day.">
          <Input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={0}
            max={DELIVERY_LIMITS.pickupReadyDays}
            step={1}
            required
            className="sm:max-w-xs"
            {...fieldAria(daysId, { hint: true, error: daysError })}
            {...register('pickupReadyBusinessDays')}
          />
        </FormField>
        <div className="flex gap-3 rounded-lg border border-border bg-sand/40 px-4 py-3 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium">Pickup address</p>
            <p className="whitespace-pre-line text-muted-foreground">{pickupAddress ?? 'No address yet: shoppers are not told where to collect.'}</p>
            <Link href="/admin/settings" className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
              {pickupAddress ? 'Change it in Website Settings' : 'Add it in Website Settings'}
            </Link>
          </div>
        </div>
        <div className="flex items-center justify-end gap-3">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {isDirty ? 'Unsaved changes' : ''}
          </p>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Save Delivery Settings
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
