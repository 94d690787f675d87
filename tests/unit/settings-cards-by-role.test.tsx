import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { StaffRoleProvider } from '@/components/admin/staff-role-context';
import { PaymentsCard } from '@/app/admin/settings/_components/payments-card';
import { BusinessAndTaxCard, CheckoutLimitsCard, StaffSecurityCard } from '@/app/admin/settings/_components/settings-cards';
import { websiteSettingsSchema, type WebsiteSettingsInput } from '@/lib/schemas/settings';
import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import type { StaffRole } from '@/lib/staff-roles';

// The Website settings cards as each role sees them: a manager holds settings.website but not the
// payment, tax or staff-security permissions, so those three cards are read-only with a note, while
// the owner may change them. (The server refuses the change too: tests/integration/admin-settings.test.ts.)

const VALUES: WebsiteSettingsInput = {
  siteName: 'Adire Living',
    shopFilterOptions: 'Fabric, Colour, Size',
    searchSynonyms: 'sofa, couch, settee',
    swatches: { options: 'Fabric, Finish', price: '0', perOrder: '5', parcelFee: '0', freeOrdersPerWeek: '2' },
    measureVisits: { states: 'Lagos, Federal Capital Territory', fee: '15000' },
  siteDescription: '',
  logoUrl: '',
  contactAddress: '',
  contactPhone: '',
  contactEmail: '',
  whatsappNumber: '',
  socialMediaLinks: { facebook: '', instagram: '', twitter: '', linkedin: '' },
  footerText: '',
  maxLineQuantity: '20',
  maxOpenUnpaidOrders: '3',
  staffTwoFactorRequired: false,
  auditRetentionDays: '730',
  marketing: { abandonedFirstDelayMinutes: '60', abandonedSecondDelayHours: '24', reviewRequestDays: '7', homeReviewsMinimum: '3' },
  legalName: 'Adire Living Ltd',
  businessAddress: '',
  taxId: '',
  vatRegistered: false,
  vatRate: '7.5',
  payments: {
    paystackEnabled: true,
    bankTransferEnabled: true,
    bankName: 'Guaranty Trust Bank',
    bankAccountName: 'Adire Living Ltd',
    bankAccountNumber: '0123456789',
    payOnDeliveryEnabled: true,
    payOnDeliveryMax: '500000',
    paystackReservationMinutes: '60',
    bankTransferReservationHours: '48',
  },
  madeToOrder: { depositPercent: '50', balanceDueDays: '7', depositPolicy: '', stageMails: Object.fromEntries(ORDER_STAGES.map((stage) => [stage, true])) as Record<OrderStage, boolean> },
};

function Cards() {
  const form = useAdminForm(websiteSettingsSchema, VALUES);
  return (
    <AdminForm form={form} onSubmit={async () => {}} className="">
      <CheckoutLimitsCard />
      <PaymentsCard paystackKeySet />
      <BusinessAndTaxCard />
      <StaffSecurityCard />
    </AdminForm>
  );
}

/**
 * Each card's title, whether its fields sit in a disabled fieldset, and the note it shows then. The
 * markup is read as text (the unit tests run without a DOM): a card is a <section>, its note the
 * paragraph just before the fieldset.
 */
function cardsAs(role: StaffRole) {
  const html = renderToStaticMarkup(
    <StaffRoleProvider role={role}>
      <Cards />
    </StaffRoleProvider>,
  );
  return html
    .split('<section')
    .slice(1)
    .map((section) => {
      const locked = /<p[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/p><fieldset disabled=""/.exec(section);
      return { title: /<h2[^>]*>([^<]*)<\/h2>/.exec(section)?.[1], readOnly: section.includes('<fieldset disabled=""'), note: locked?.[1] ?? null };
    });
}

describe('the settings cards by role', () => {
  it('are read-only for a manager where payment, tax and staff settings are, each with its note', () => {
    expect(cardsAs('manager')).toEqual([
      { title: 'Checkout limits', readOnly: false, note: null },
      { title: 'Payments', readOnly: true, note: 'Only the owner can change payment settings.' },
      { title: 'Business and tax details', readOnly: true, note: 'Only the owner can change business and tax details.' },
      { title: 'Staff security', readOnly: true, note: 'Only the owner can change staff security settings.' },
    ]);
  });

  it('are all editable for the owner', () => {
    expect(cardsAs('owner').every((card) => !card.readOnly && card.note === null)).toBe(true);
  });
});
