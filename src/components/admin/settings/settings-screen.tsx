'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useDraftUploads } from '@/components/admin/use-draft-uploads';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatVatRatePercent } from '@/lib/vat';
import { koboToDecimalString } from '@/lib/money';
import { websiteSettingsSchema, type WebsiteSettingsInput, type WebsiteSettingsValues } from '@/lib/schemas/settings';
import type { AdminSettings } from '@/server/settings/admin-settings';
import { updateWebsiteSettingsAction } from '@/server/settings/actions/update-website-settings';
import { ContactInformationCard, FooterCard,
  CheckoutAndSecurityCard, GeneralInformationCard, SocialMediaLinksCard, BusinessAndTaxCard } from './settings-cards';
import type { SettingsFieldName } from './settings-text-field';
import { PaymentsCard } from './payments-card';

/** Every field in screen order: the first one the server refuses gets the focus. */
const FIELDS: readonly SettingsFieldName[] = [
  'siteName',
  'siteDescription',
  'logoUrl',
  'contactAddress',
  'contactPhone',
  'contactEmail',
  'whatsappNumber',
  'socialMediaLinks.facebook',
  'socialMediaLinks.instagram',
  'socialMediaLinks.twitter',
  'socialMediaLinks.linkedin',
  'footerText',
  'maxLineQuantity',
  'maxOpenUnpaidOrders',
  'payments.bankName',
  'payments.bankAccountName',
  'payments.bankAccountNumber',
  'payments.payOnDeliveryMax',
  'payments.paystackReservationMinutes',
  'payments.bankTransferReservationHours',
  'legalName',
  'businessAddress',
  'taxId',
  'vatRate',
];

const toFormValues = (settings: AdminSettings): WebsiteSettingsInput => ({
  siteName: settings.siteName,
  siteDescription: settings.siteDescription ?? '',
  logoUrl: settings.logoUrl ?? '',
  contactAddress: settings.contactAddress ?? '',
  contactPhone: settings.contactPhone ?? '',
  contactEmail: settings.contactEmail ?? '',
  whatsappNumber: settings.whatsappNumber ?? '',
  socialMediaLinks: { ...settings.socialMediaLinks },
  footerText: settings.footerText ?? '',
  maxLineQuantity: String(settings.maxLineQuantity),
  maxOpenUnpaidOrders: String(settings.maxOpenUnpaidOrders),
  staffTwoFactorRequired: settings.staffTwoFactorRequired,
  legalName: settings.legalName ?? '',
  businessAddress: settings.businessAddress ?? '',
  taxId: settings.taxId ?? '',
  vatRegistered: settings.vatRegistered,
  vatRate: formatVatRatePercent(settings.vatRate),
  payments: {
    ...settings.payments,
    bankName: settings.payments.bankName ?? '',
    bankAccountName: settings.payments.bankAccountName ?? '',
    bankAccountNumber: settings.payments.bankAccountNumber ?? '',
    payOnDeliveryMax: koboToDecimalString(settings.payments.payOnDeliveryMax),
    paystackReservationMinutes: String(settings.payments.paystackReservationMinutes),
    bankTransferReservationHours: String(settings.payments.bankTransferReservationHours),
  },
});

/**
 * The Website settings screen (spec section 2): its cards and 'Save Changes'. `paystackKeySet`:
 * whether the server has PAYSTACK_SECRET_KEY, which the Payments card reports.
 */
export function SettingsScreen({ settings, paystackKeySet }: { settings: AdminSettings; paystackKeySet: boolean }) {
  const router = useRouter();
  const { track, discard } = useDraftUploads();
  const form = useForm<WebsiteSettingsInput, unknown, WebsiteSettingsValues>({
    resolver: zodResolver(websiteSettingsSchema),
    defaultValues: toFormValues(settings),
    shouldFocusError: true,
  });
  const {
    handleSubmit,
    getValues,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;
  useUnsavedChangesGuard(isDirty);
  // Leaving the screen: a logo uploaded in this visit but never saved is deleted.
  useEffect(() => () => discard(), [discard]);

  const onSubmit = handleSubmit(async () => {
    // The raw strings go to the server, which runs the same schema again.
    const result = await updateWebsiteSettingsAction(getValues()).catch(() => null);
    if (result?.ok) {
      toast.success('Success', { description: 'Website settings updated successfully' });
      discard(result.data.logoUrl);
      reset(toFormValues(result.data));
      router.refresh();
      return;
    }
    toast.error('Error', { description: result?.error ?? 'Failed to update website settings.' });
    const fieldErrors = result?.fieldErrors ?? {};
    const invalid = FIELDS.filter((field) => fieldErrors[field]?.[0]);
    for (const field of invalid) setError(field, { message: fieldErrors[field]?.[0] });
    // The logo has no text box to focus; its message shows under the upload button.
    const focusable = invalid.find((field) => field !== 'logoUrl');
    if (focusable) setFocus(focusable);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="flex flex-col gap-6">
        <AdminPageHeader title="Website Settings" description="The shop's name, logo, contact details, social links and footer, as shoppers see them." />
        {/* Two balanced columns on wide screens; the spec's card order reading down each column. */}
        <div className="flex flex-col gap-6 xl:-mb-6 xl:block xl:columns-2 xl:gap-6 xl:*:mb-6 xl:*:break-inside-avoid">
          <GeneralInformationCard onLogoUploaded={track} />
          <ContactInformationCard />
          <SocialMediaLinksCard />
          <FooterCard />
          <CheckoutAndSecurityCard />
          <PaymentsCard paystackKeySet={paystackKeySet} />
          <BusinessAndTaxCard />
        </div>
        <div className="sticky bottom-3 z-10 flex items-center justify-end gap-3 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-soft backdrop-blur">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {isDirty ? 'Unsaved changes' : ''}
          </p>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
