import '@/lib/zod-jitless';
import { z } from 'zod';
import { isShowableMediaUrl } from './hero';
import { parseVatRatePercent } from '@/lib/vat';
import { madeToOrderSettingsSchema } from './made-to-order-settings';
import { paymentSettingsSchema } from './payment-settings';
import { multiLine, oneLine } from './fields';
import { shopFilterOptionsSetting } from './shop-filter-settings';
import { searchSynonymsSetting } from './search-synonyms-setting';
import { swatchSettingsSchema } from './swatch-settings';
import { measureVisitSettingsSchema } from './measure-visit-settings';

// The Website settings screen (docs/product.md sections 2, 3 and 5, docs/architecture.md section 4), shared by the
// admin form and its server action. docs/product.md bounds only the email (of email type); the
// other limits keep the header, footer and contact page readable.

export const SETTINGS_LIMITS = {
  siteName: 100,
  siteDescription: 500,
  logoUrl: 2000,
  address: 500,
  phone: 40,
  email: 200,
  whatsapp: 40,
  socialUrl: 500,
  footerText: 500,
  legalName: 200,
  businessAddress: 500,
  taxId: 20,
  vatRate: 6,
} as const;

/** The activity log's retention in days: one to ten years (the database checks the same bounds). */
export const AUDIT_RETENTION_DAYS = { min: 365, max: 3650, default: 730 } as const;

/** The reminder and review settings' bounds and defaults (the database checks the same bounds). */
export const MARKETING_LIMITS = {
  abandonedFirstDelayMinutes: { min: 15, max: 1440, default: 60 },
  abandonedSecondDelayHours: { min: 2, max: 168, default: 24 },
  reviewRequestDays: { min: 1, max: 60, default: 7 },
  homeReviewsMinimum: { min: 1, max: 12, default: 3 },
} as const;

const WHATSAPP_MESSAGE = 'Enter the WhatsApp number with its country code: 8 to 15 digits, e.g. +234 803 123 4567';
const WEB_ADDRESS_MESSAGE = 'Enter a full web address starting with https://';

/** What people type around a phone number's digits; wa.me wants the digits alone. */
const PHONE_PUNCTUATION = /[\s\-+()]/g;

/** An http(s) address with a real host name (a dot in it), e.g. https://instagram.com/adireliving. */
function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const TAX_ID_MESSAGE = 'Enter the TIN as 8 to 14 digits with at most one hyphen, e.g. 12345678-0001';
const VAT_RATE_MESSAGE = 'Enter the VAT rate as a percent from 0 to 50, e.g. 7.5';
const TAX_ID_REQUIRED_MESSAGE = 'A VAT-registered shop must give its TIN: it is printed on every tax invoice';

/** A Nigerian Tax Identification Number as issued: digits, at most one hyphen, 8 to 14 digits in all. */
function isTaxId(value: string) {
  return /^\d+(?:-\d+)?$/.test(value) && /^(?:\D*\d){8,14}\D*$/.test(value);
}

const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;

/** Optional text: trimmed, null when left empty. */
const optionalText = (label: string, max: number, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

/** A social profile link: an http(s) address, or '' (the product's default for an unset link). */
const socialLink = (label: string) =>
  oneLine()
    .trim()
    .max(SETTINGS_LIMITS.socialUrl, tooLong(label, SETTINGS_LIMITS.socialUrl))
    .refine((url) => url === '' || isWebAddress(url), WEB_ADDRESS_MESSAGE)
    .optional()
    .transform((value) => value ?? '');

/** A whole number typed in a text box, within bounds the database also checks. */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const websiteSettingsFields = z.object({
  siteName: oneLine({ error: 'Site name is required' })
    .trim()
    .min(1, 'Site name is required')
    .max(SETTINGS_LIMITS.siteName, tooLong('Site name', SETTINGS_LIMITS.siteName)),
  siteDescription: optionalText('Site description', SETTINGS_LIMITS.siteDescription, 'lines'),
  // Set by the upload field: one of our stored files, or null for no logo (the site name shows).
  logoUrl: optionalText('The logo address', SETTINGS_LIMITS.logoUrl).refine(
    (url) => url === null || isShowableMediaUrl(url, ['/media/', '/images/']),
    'Upload the logo again',
  ),
  contactAddress: optionalText('Address', SETTINGS_LIMITS.address, 'lines'),
  contactPhone: optionalText('Phone', SETTINGS_LIMITS.phone),
  contactEmail: optionalText('Email', SETTINGS_LIMITS.email).pipe(z.email('Enter a valid email address').nullable()),
  // '+234 803 123 4567' is stored as '2348031234567', the form wa.me links need.
  whatsappNumber: optionalText('WhatsApp number', SETTINGS_LIMITS.whatsapp)
    .transform((value) => (value === null ? null : value.replace(PHONE_PUNCTUATION, '')))
    .refine((digits) => digits === null || /^\d{8,15}$/.test(digits), WHATSAPP_MESSAGE),
  socialMediaLinks: z.object({
    facebook: socialLink('Facebook link'),
    instagram: socialLink('Instagram link'),
    twitter: socialLink('Twitter link'),
    linkedin: socialLink('LinkedIn link'),
  }),
  footerText: optionalText('Footer text', SETTINGS_LIMITS.footerText, 'lines'),
  // Checkout and security (docs/security.md): limits against one account emptying the shop,
  // and whether staff must sign in with two-factor.
  maxLineQuantity: wholeNumber('Most of one item per order', 1, 1000),
  maxOpenUnpaidOrders: wholeNumber('Open unpaid orders per customer', 1, 100),
  staffTwoFactorRequired: z.boolean(),
  // How long the activity log keeps a row; its trigger refuses deleting anything younger
  // (docs/decisions/0037-staff-roles-and-the-activity-log.md).
  auditRetentionDays: wholeNumber('Keep activity for', AUDIT_RETENTION_DAYS.min, AUDIT_RETENTION_DAYS.max),
  // Bringing shoppers back: when an abandoned checkout is reminded, when a buyer is asked for a review,
  // and how many 4- and 5-star reviews the home page needs before it shows them.
  marketing: z.object({
    abandonedFirstDelayMinutes: wholeNumber('First reminder after', MARKETING_LIMITS.abandonedFirstDelayMinutes.min, MARKETING_LIMITS.abandonedFirstDelayMinutes.max),
    abandonedSecondDelayHours: wholeNumber('Second reminder after', MARKETING_LIMITS.abandonedSecondDelayHours.min, MARKETING_LIMITS.abandonedSecondDelayHours.max),
    reviewRequestDays: wholeNumber('Ask for a review after', MARKETING_LIMITS.reviewRequestDays.min, MARKETING_LIMITS.reviewRequestDays.max),
    homeReviewsMinimum: wholeNumber('Reviews needed on the home page', MARKETING_LIMITS.homeReviewsMinimum.min, MARKETING_LIMITS.homeReviewsMinimum.max),
  }),
  // Business and tax details, printed on every receipt (docs/decisions/0012-receipts-and-vat.md).
  legalName: optionalText('Legal name', SETTINGS_LIMITS.legalName),
  businessAddress: optionalText('Business address', SETTINGS_LIMITS.businessAddress, 'lines'),
  taxId: optionalText('TIN', SETTINGS_LIMITS.taxId).refine((value) => value === null || isTaxId(value), TAX_ID_MESSAGE),
  vatRegistered: z.boolean(),
  // Typed as a percent ('7.5'), saved in basis points (750) so no float ever holds it.
  vatRate: oneLine({ error: VAT_RATE_MESSAGE })
    .transform((value, context) => {
      const rate = parseVatRatePercent(value);
      if (rate === null) context.addIssue({ code: 'custom', message: VAT_RATE_MESSAGE });
      return rate ?? z.NEVER;
    }),
  // The Payments card (src/lib/schemas/payment-settings.ts).
  payments: paymentSettingsSchema,
  // The Made to order card (src/lib/schemas/made-to-order-settings.ts).
  madeToOrder: madeToOrderSettingsSchema,
  // The Shop filters card (src/lib/schemas/shop-filter-settings.ts).
  shopFilterOptions: shopFilterOptionsSetting,
  // The Search card (src/lib/schemas/search-synonyms-setting.ts).
  searchSynonyms: searchSynonymsSetting,
  // The Fabric samples card (src/lib/schemas/swatch-settings.ts).
  swatches: swatchSettingsSchema,
  // The Measuring visits card (src/lib/schemas/measure-visit-settings.ts).
  measureVisits: measureVisitSettingsSchema,
});

// A tax invoice must name the supplier's TIN, so VAT registration needs one.
export const websiteSettingsSchema = websiteSettingsFields.refine((settings) => !settings.vatRegistered || settings.taxId !== null, {
  message: TAX_ID_REQUIRED_MESSAGE,
  path: ['taxId'],
});

/** What the form holds: plain strings, '' for an empty field. */
export type WebsiteSettingsInput = z.input<typeof websiteSettingsSchema>;
/**
 * What is saved: trimmed, null for empty text, digits only for WhatsApp, '' for an unset social
 * link, the VAT rate in basis points, the payment settings as src/lib/schemas/payment-settings.ts saves them.
 */
export type WebsiteSettingsValues = z.output<typeof websiteSettingsSchema>;
