import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';

// A business buying, by its registered name and Tax Identification Number: asked at checkout, on the
// Sell screen and on a draft order; given, the order's e-invoice is B2B and names the business by its TIN
// (docs/decisions/0070-e-invoicing.md). Both or neither: a TIN alone names no one, a name alone is no
// business buyer the tax office knows.

export const BUSINESS_NAME_MAX = 200;

/** The two forms in use: the older FIRS TIN, 8 digits, a hyphen and 4 (12345678-0001), and the newer 10 to 13 digits. */
const NIGERIAN_TIN = /^(?:\d{8}-\d{4}|\d{10,13})$/;

export const TIN_FORMAT_MESSAGE = 'Enter the TIN as 8 digits, a hyphen and 4 digits (12345678-0001), or as 10 to 13 digits';
const NAME_NEEDED = 'Enter the business name that goes with the TIN';
const TIN_NEEDED = 'Enter the business’s TIN for its VAT invoice, or clear the business name';
const NAME_TOO_LONG = `Business name is too long (${BUSINESS_NAME_MAX} characters at most)`;

export type BusinessBuyer = { name: string; tin: string };

/** A TIN as typed, without the spaces people put between its digits. */
export const tinAsTyped = (text: string) => text.replace(/\s+/g, '');

export const isNigerianTin = (text: string) => NIGERIAN_TIN.test(tinAsTyped(text));

/** 'Adire Interiors Ltd (TIN 12345678-0001)': the business as the order screen and the receipts name it. */
export const businessBuyerText = (business: BusinessBuyer) => `${business.name} (TIN ${business.tin})`;

const fields = z.object({
  name: oneLine().trim().max(BUSINESS_NAME_MAX, NAME_TOO_LONG).optional().default(''),
  tin: oneLine().optional().default('').transform(tinAsTyped),
});

/**
 * The business buying, or null for a consumer (both fields empty, or none sent). Each problem is on
 * its field ('business.name', 'business.tin'), so a form shows it where it is.
 */
export const businessBuyerSchema = fields
  .superRefine(({ name, tin }, ctx) => {
    if (tin && !NIGERIAN_TIN.test(tin)) ctx.addIssue({ code: 'custom', path: ['tin'], message: TIN_FORMAT_MESSAGE });
    if (tin && !name) ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_NEEDED });
    if (name && !tin) ctx.addIssue({ code: 'custom', path: ['tin'], message: TIN_NEEDED });
  })
  .transform(({ name, tin }): BusinessBuyer | null => (name && tin ? { name, tin } : null))
  .nullish()
  .transform((business) => business ?? null);

export type BusinessBuyerInput = z.input<typeof businessBuyerSchema>;

/** The business on a stored order or draft, or null for a consumer. */
export const businessBuyerOf = (row: { buyerBusinessName: string | null; buyerTin: string | null }): BusinessBuyer | null =>
  row.buyerBusinessName && row.buyerTin ? { name: row.buyerBusinessName, tin: row.buyerTin } : null;
