import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { unique, type ActionRegistry } from './_registry';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { settingsColumns } from '@/server/settings/settings-columns';
import { websiteSettingsSchema } from '@/lib/schemas/settings';
import type { z } from 'zod';

// A valid input for the Website settings action (src/server/settings/actions/update-website-settings.ts).

const ALL_STAGES_MAILED = Object.fromEntries(ORDER_STAGES.map((stage) => [stage, true])) as Record<OrderStage, boolean>;

/**
 * The settings as stored first, then the same with a new name: the save changes only what every role
 * with settings.website may change, so a manager is let through (the guarded cards are tested in
 * tests/integration/admin-settings.test.ts).
 */
async function storedThenRenamed(values: z.input<typeof websiteSettingsSchema>) {
  const columns = settingsColumns(websiteSettingsSchema.parse(values));
  await db.insert(websiteSettings).values({ id: 1, ...columns }).onConflictDoUpdate({ target: websiteSettings.id, set: columns });
  return { ...values, siteName: `Adire Living ${unique()}` };
}

export const actions: ActionRegistry = {
  updateWebsiteSettingsAction: () =>
    storedThenRenamed({
    siteName: 'Adire Living',
    shopFilterOptions: 'Fabric, Colour, Size',
    searchSynonyms: 'sofa, couch, settee',
    swatches: { options: 'Fabric, Finish', price: '0', perOrder: '5', parcelFee: '0', freeOrdersPerWeek: '2' },
    measureVisits: { states: 'Lagos, Federal Capital Territory', fee: '15000' },
    siteDescription: 'Handcrafted furniture from Lagos.',
    logoUrl: '',
    contactAddress: '14B Admiralty Way, Lekki Phase 1, Lagos',
    contactPhone: '+234 803 123 4567',
    contactEmail: 'hello@adireliving.ng',
    whatsappNumber: '+234 803 123 4567',
    socialMediaLinks: { facebook: 'https://facebook.com/adireliving', instagram: '', twitter: '', linkedin: '' },
    footerText: '© Adire Living.',
    maxLineQuantity: '20',
    maxOpenUnpaidOrders: '3',
    staffTwoFactorRequired: false,
    legalName: 'Adire Living Ltd',
    businessAddress: '14B Admiralty Way, Lekki Phase 1, Lagos',
    taxId: '12345678-0001',
    vatRegistered: true,
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
    madeToOrder: { depositPercent: '50', balanceDueDays: '7', depositPolicy: '', stageMails: ALL_STAGES_MAILED },
    auditRetentionDays: '730',
    marketing: { abandonedFirstDelayMinutes: '60', abandonedSecondDelayHours: '24', reviewRequestDays: '7', homeReviewsMinimum: '3' },
  }),
};
