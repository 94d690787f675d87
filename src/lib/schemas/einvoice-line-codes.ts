import '@/lib/zod-jitless';
import { oneLine } from './fields';
import { HS_CODE_PATTERN } from '@/lib/einvoicing/mbs-lists';

// What an e-invoice line reports to the NRS besides its amounts (docs/decisions/0070-e-invoicing.md,
// "HS codes"): an HS code and MBS's product category, set on a category, a piece or the settings. The
// form checks the code's shape; the server checks it against MBS's list once one is kept
// (src/server/einvoicing-settings/mbs-lists.ts).

export const EINVOICE_CODE_LIMITS = { hsCode: 12, productCategory: 100 } as const;

export const HS_CODE_FORMAT = 'An HS code is digits, with dots if you like: 9403 or 9403.60';

export const hsCodeText = oneLine()
  .trim()
  .max(EINVOICE_CODE_LIMITS.hsCode, HS_CODE_FORMAT)
  .refine((code) => code === '' || HS_CODE_PATTERN.test(code), HS_CODE_FORMAT);

export const productCategoryText = oneLine()
  .trim()
  .max(EINVOICE_CODE_LIMITS.productCategory, `The product category is too long (${EINVOICE_CODE_LIMITS.productCategory} characters at most)`);

/** '' clears it (null: the next level's applies); left out of the input, the stored value stays as it is. */
const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** A category's or a piece's own HS code. */
export const optionalHsCode = hsCodeText.optional().transform(emptyToNull);
/** A category's or a piece's own MBS product category. */
export const optionalProductCategory = productCategoryText.optional().transform(emptyToNull);
