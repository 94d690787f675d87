import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { DEFAULT_SETTINGS } from '@/server/settings/site-settings-reads';
import { isStaffTwoFactorRequired } from '@/server/auth/staff-two-factor';
import { AUDIT_RETENTION_DAYS, MARKETING_LIMITS, type WebsiteSettingsValues } from '@/lib/schemas/settings';
import { PAYMENT_SETTINGS_DEFAULTS } from '@/lib/schemas/payment-settings';
import { MADE_TO_ORDER_DEFAULTS, stageIsMailed } from '@/lib/schemas/made-to-order-settings';
import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { requirePermission } from '@/server/auth/permissions';
import { SHOP_FILTER_OPTIONS_DEFAULT } from '@/lib/schemas/shop-filter-settings';
import { SEARCH_SYNONYMS_DEFAULT } from '@/lib/search/synonyms';
import { SWATCH_SETTINGS_DEFAULTS, type SwatchSettings } from '@/lib/catalog/swatch';
import { MEASURE_VISIT_DEFAULTS } from '@/lib/catalog/measure-visit';

// The Website settings screen's read: the stored row as it is, so the form shows what is
// saved (an empty description stays empty; the storefront fills in its defaults itself).
// Only a missing row falls back to the defaults, which the first save then stores.

/** The id of the single website_settings row (the table allows no other). */
export const SETTINGS_ROW_ID = 1;

/** The saved settings, in the shape the form edits and the update action saves. */
export type AdminSettings = WebsiteSettingsValues;

/** A shop that has saved nothing yet: the database's own column defaults. */
const DEFAULT_LIMITS_AND_TAX = {
  maxLineQuantity: 20,
  maxOpenUnpaidOrders: 3,
  legalName: null,
  businessAddress: null,
  taxId: null,
  vatRegistered: false,
  vatRate: 750,
  auditRetentionDays: AUDIT_RETENTION_DAYS.default,
} as const;

/** The payment settings as the Payments card edits them (the limit in kobo). */
function paymentSettings(row: typeof PAYMENT_SETTINGS_DEFAULTS | typeof websiteSettings.$inferSelect): AdminSettings['payments'] {
  return {
    paystackEnabled: row.paystackEnabled,
    bankTransferEnabled: row.bankTransferEnabled,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNumber: row.bankAccountNumber,
    payOnDeliveryEnabled: row.payOnDeliveryEnabled,
    payOnDeliveryMax: row.payOnDeliveryMaxKobo,
    paystackReservationMinutes: row.paystackReservationMinutes,
    bankTransferReservationHours: row.bankTransferReservationHours,
  };
}

/** The Reminders and reviews card's settings, from the row or the column defaults. */
function marketingSettings(row: typeof websiteSettings.$inferSelect | null): AdminSettings['marketing'] {
  return {
    abandonedFirstDelayMinutes: row?.abandonedFirstDelayMinutes ?? MARKETING_LIMITS.abandonedFirstDelayMinutes.default,
    abandonedSecondDelayHours: row?.abandonedSecondDelayHours ?? MARKETING_LIMITS.abandonedSecondDelayHours.default,
    reviewRequestDays: row?.reviewRequestDays ?? MARKETING_LIMITS.reviewRequestDays.default,
    homeReviewsMinimum: row?.homeReviewsMinimum ?? MARKETING_LIMITS.homeReviewsMinimum.default,
  };
}

/** The Fabric samples card's settings (money in kobo). */
const swatchSettings = ({ options, priceKobo, perOrder, parcelFeeKobo, freeOrdersPerWeek }: SwatchSettings): AdminSettings['swatches'] => ({
  options,
  price: priceKobo,
  perOrder,
  parcelFee: parcelFeeKobo,
  freeOrdersPerWeek,
});

/** The Made to order card's settings, from the row or the column defaults. */
function madeToOrderSettings(row: typeof websiteSettings.$inferSelect | null): AdminSettings['madeToOrder'] {
  if (!row) return { ...MADE_TO_ORDER_DEFAULTS, stageMails: { ...MADE_TO_ORDER_DEFAULTS.stageMails } };
  const stageMails = Object.fromEntries(ORDER_STAGES.map((stage) => [stage, stageIsMailed(row.stageMails, stage)])) as Record<OrderStage, boolean>;
  return { depositPercent: row.depositPercent, balanceDueDays: row.balanceDueDays, depositPolicy: row.depositPolicy, stageMails };
}

export async function getAdminSettings(): Promise<AdminSettings> {
  await requirePermission('settings.website');
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.id, SETTINGS_ROW_ID));
  // An unset switch shows what is in force: on for an https shop, off for a local try-out.
  const staffTwoFactorRequired = await isStaffTwoFactorRequired();
  if (!row) return { ...DEFAULT_SETTINGS, ...DEFAULT_LIMITS_AND_TAX, staffTwoFactorRequired, payments: paymentSettings(PAYMENT_SETTINGS_DEFAULTS), madeToOrder: madeToOrderSettings(null), marketing: marketingSettings(null), shopFilterOptions: SHOP_FILTER_OPTIONS_DEFAULT, searchSynonyms: SEARCH_SYNONYMS_DEFAULT, swatches: swatchSettings(SWATCH_SETTINGS_DEFAULTS), measureVisits: { states: MEASURE_VISIT_DEFAULTS.states, fee: MEASURE_VISIT_DEFAULTS.feeKobo } };
  return {
    siteName: row.siteName,
    siteDescription: row.siteDescription,
    logoUrl: row.logoUrl,
    socialMediaLinks: { ...DEFAULT_SETTINGS.socialMediaLinks, ...row.socialMediaLinks },
    contactAddress: row.contactAddress,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    footerText: row.footerText,
    whatsappNumber: row.whatsappNumber,
    maxLineQuantity: row.maxLineQuantity,
    maxOpenUnpaidOrders: row.maxOpenUnpaidOrders,
    staffTwoFactorRequired,
    auditRetentionDays: row.auditRetentionDays,
    legalName: row.legalName,
    businessAddress: row.businessAddress,
    taxId: row.taxId,
    vatRegistered: row.vatRegistered,
    vatRate: row.vatRateBasisPoints,
    payments: paymentSettings(row),
    madeToOrder: madeToOrderSettings(row),
    marketing: marketingSettings(row),
    shopFilterOptions: row.shopFilterOptions,
    searchSynonyms: row.searchSynonyms,
    swatches: swatchSettings({ options: row.swatchOptions, priceKobo: row.swatchPriceKobo, perOrder: row.swatchesPerOrder, parcelFeeKobo: row.swatchParcelFeeKobo, freeOrdersPerWeek: row.swatchFreeOrdersPerWeek }),
    measureVisits: { states: row.measureVisitStates, fee: row.measureVisitFeeKobo },
  };
}
