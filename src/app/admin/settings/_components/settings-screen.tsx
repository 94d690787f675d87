'use client';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SaveBar } from '@/components/admin/form/save-bar';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { formatVatRatePercent } from '@/lib/vat';
import { koboToDecimalString } from '@/lib/money-input';
import { websiteSettingsSchema, type WebsiteSettingsInput } from '@/lib/schemas/settings';
import type { AdminSettings } from '@/server/settings/admin-settings-reads';
import { updateWebsiteSettingsAction } from '@/server/settings/actions/update-website-settings';
import {
  BusinessAndTaxCard,
  CheckoutLimitsCard,
  ContactInformationCard,
  FooterCard,
  GeneralInformationCard,
  ShopFiltersCard,
  SearchSynonymsCard,
  SocialMediaLinksCard,
  StaffSecurityCard,
} from './settings-cards';
import { PaymentsCard } from './payments-card';
import { MadeToOrderCard } from './made-to-order-card';
import { RemindersAndReviewsCard } from './reminders-and-reviews-card';
import { SwatchesCard } from './swatches-card';
import { MeasureVisitsCard } from './measure-visits-card';

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
  auditRetentionDays: String(settings.auditRetentionDays),
  shopFilterOptions: settings.shopFilterOptions,
  searchSynonyms: settings.searchSynonyms,
  swatches: {
    options: settings.swatches.options,
    price: koboToDecimalString(settings.swatches.price),
    perOrder: String(settings.swatches.perOrder),
    parcelFee: koboToDecimalString(settings.swatches.parcelFee),
    freeOrdersPerWeek: String(settings.swatches.freeOrdersPerWeek),
  },
  measureVisits: { states: settings.measureVisits.states, fee: koboToDecimalString(settings.measureVisits.fee) },
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
  madeToOrder: {
    ...settings.madeToOrder,
    depositPercent: String(settings.madeToOrder.depositPercent),
    balanceDueDays: String(settings.madeToOrder.balanceDueDays),
    depositPolicy: settings.madeToOrder.depositPolicy ?? '',
    stageMails: { ...settings.madeToOrder.stageMails },
  },
  marketing: {
    abandonedFirstDelayMinutes: String(settings.marketing.abandonedFirstDelayMinutes),
    abandonedSecondDelayHours: String(settings.marketing.abandonedSecondDelayHours),
    reviewRequestDays: String(settings.marketing.reviewRequestDays),
    homeReviewsMinimum: String(settings.marketing.homeReviewsMinimum),
  },
});

/**
 * The Website settings screen (docs/product.md section 2): its cards and 'Save Changes'. `paystackKeySet`:
 * whether the server has PAYSTACK_SECRET_KEY, which the Payments card reports.
 */
export function SettingsScreen({ settings, paystackKeySet }: { settings: AdminSettings; paystackKeySet: boolean }) {
  const router = useRouter();
  const form = useAdminForm(websiteSettingsSchema, toFormValues(settings));
  useUnsavedChangesGuard(form.formState.isDirty);

  // The raw strings go to the server, which runs the same schema again.
  const onSubmit = () =>
    form.send(updateWebsiteSettingsAction, {
      onSaved: (saved) => {
        toast.success('Success', { description: 'Website settings updated successfully' });
        form.reset(toFormValues(saved));
        router.refresh();
      },
      title: 'Error',
      failed: 'Failed to update website settings.',
      alwaysToast: true,
    });

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <AdminPageHeader title="Website Settings" description="The shop's name, logo, contact details, social links and footer, as shoppers see them." />
      {/* Two balanced columns on wide screens; the product's card order reading down each column. */}
      <div className="flex flex-col gap-6 xl:-mb-6 xl:block xl:columns-2 xl:gap-6 xl:*:mb-6 xl:*:break-inside-avoid">
        <GeneralInformationCard />
        <ContactInformationCard />
        <SocialMediaLinksCard />
        <FooterCard />
        <CheckoutLimitsCard />
        <PaymentsCard paystackKeySet={paystackKeySet} />
        <MadeToOrderCard />
        <RemindersAndReviewsCard />
        <ShopFiltersCard />
        <SwatchesCard />
        <MeasureVisitsCard />
        <SearchSynonymsCard />
        <BusinessAndTaxCard />
        <StaffSecurityCard />
      </div>
      <SaveBar label="Save Changes" className="sticky bottom-3 z-10 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-soft backdrop-blur" />
    </AdminForm>
  );
}
