import 'server-only';
import { websiteSettings } from '@/server/db/schema';
import type { Permission } from '@/lib/staff-roles';
import type { WebsiteSettingsValues } from '@/lib/schemas/settings';
import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { stageIsMailed } from '@/lib/schemas/made-to-order-settings';
import { DEFAULT_SETTINGS } from './site-settings-reads';

// The Website settings form as the website_settings columns it writes, in the groups a permission
// guards (docs/security.md, "Staff roles"). Everything the screen saves is settings.website, except:
// - the Payments card (settings.payments): where money goes (the bank account transfers are paid
//   into) and which ways to pay checkout offers: a wrong account number sends shoppers' money away;
// - the business and tax details receipts print (settings.tax);
// - how staff sign in and how long the activity log keeps its rows (staff.manage): whoever could
//   change those could weaken the checks on themselves.
// The Made to order card (the default deposit, the balance's window, the deposit policy, stage mails)
// stays with settings.website: a manager already sets each product's own deposit and payment terms
// (products.write), so guarding the shop's default behind settings.payments would protect nothing.

export type SettingsColumns = ReturnType<typeof settingsColumns>;
type ColumnName = keyof SettingsColumns;

/** The form's saved values as columns; money in kobo and the VAT rate in basis points, under the columns' names. */
export function settingsColumns(settings: WebsiteSettingsValues) {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    logoUrl: settings.logoUrl,
    socialMediaLinks: settings.socialMediaLinks,
    contactAddress: settings.contactAddress,
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    footerText: settings.footerText,
    whatsappNumber: settings.whatsappNumber,
    maxLineQuantity: settings.maxLineQuantity,
    maxOpenUnpaidOrders: settings.maxOpenUnpaidOrders,
    staffTwoFactorRequired: settings.staffTwoFactorRequired,
    auditRetentionDays: settings.auditRetentionDays,
    abandonedFirstDelayMinutes: settings.marketing.abandonedFirstDelayMinutes,
    abandonedSecondDelayHours: settings.marketing.abandonedSecondDelayHours,
    reviewRequestDays: settings.marketing.reviewRequestDays,
    homeReviewsMinimum: settings.marketing.homeReviewsMinimum,
    legalName: settings.legalName,
    businessAddress: settings.businessAddress,
    taxId: settings.taxId,
    vatRegistered: settings.vatRegistered,
    vatRateBasisPoints: settings.vatRate,
    paystackEnabled: settings.payments.paystackEnabled,
    bankTransferEnabled: settings.payments.bankTransferEnabled,
    bankName: settings.payments.bankName,
    bankAccountName: settings.payments.bankAccountName,
    bankAccountNumber: settings.payments.bankAccountNumber,
    payOnDeliveryEnabled: settings.payments.payOnDeliveryEnabled,
    payOnDeliveryMaxKobo: settings.payments.payOnDeliveryMax,
    paystackReservationMinutes: settings.payments.paystackReservationMinutes,
    bankTransferReservationHours: settings.payments.bankTransferReservationHours,
    depositPercent: settings.madeToOrder.depositPercent,
    balanceDueDays: settings.madeToOrder.balanceDueDays,
    depositPolicy: settings.madeToOrder.depositPolicy,
    stageMails: settings.madeToOrder.stageMails,
    shopFilterOptions: settings.shopFilterOptions,
    searchSynonyms: settings.searchSynonyms,
    swatchOptions: settings.swatches.options,
    swatchPriceKobo: settings.swatches.price,
    swatchesPerOrder: settings.swatches.perOrder,
    swatchParcelFeeKobo: settings.swatches.parcelFee,
    swatchFreeOrdersPerWeek: settings.swatches.freeOrdersPerWeek,
    measureVisitStates: settings.measureVisits.states,
    measureVisitFeeKobo: settings.measureVisits.fee,
  };
}

/**
 * The stored row as the same columns (`like`'s names), as the form shows them: the staff two-factor
 * switch as it is in force (`twoFactorInForce` when the row leaves it unset), every social link and
 * every stage named.
 */
export function storedSettingsColumns(row: typeof websiteSettings.$inferSelect, twoFactorInForce: boolean, like: SettingsColumns): SettingsColumns {
  const stored = Object.fromEntries(Object.keys(like).map((name) => [name, row[name as ColumnName]])) as SettingsColumns;
  return {
    ...stored,
    staffTwoFactorRequired: row.staffTwoFactorRequired ?? twoFactorInForce,
    socialMediaLinks: { ...DEFAULT_SETTINGS.socialMediaLinks, ...row.socialMediaLinks },
    stageMails: Object.fromEntries(ORDER_STAGES.map((stage) => [stage, stageIsMailed(row.stageMails, stage)])) as Record<OrderStage, boolean>,
  };
}

export type GuardedSettings = { permission: Permission; name: string; columns: readonly ColumnName[] };

/** The groups of settings a role needs more than settings.website for, each named as the refusal says it. */
export const GUARDED_SETTINGS: readonly GuardedSettings[] = [
  {
    permission: 'settings.payments',
    name: 'payment settings',
    columns: [
      'paystackEnabled',
      'bankTransferEnabled',
      'bankName',
      'bankAccountName',
      'bankAccountNumber',
      'payOnDeliveryEnabled',
      'payOnDeliveryMaxKobo',
      'paystackReservationMinutes',
      'bankTransferReservationHours',
    ],
  },
  { permission: 'settings.tax', name: 'business and tax details', columns: ['legalName', 'businessAddress', 'taxId', 'vatRegistered', 'vatRateBasisPoints'] },
  { permission: 'staff.manage', name: 'staff sign-in and activity log settings', columns: ['staffTwoFactorRequired', 'auditRetentionDays'] },
];
