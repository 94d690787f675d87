'use client';
import { TextField, type Suggestion } from '@/components/admin/form/fields';
import { EINVOICE_CODE_LIMITS } from '@/lib/schemas/einvoice-line-codes';
import type { EinvoiceChoices, MbsCode } from '@/lib/einvoicing/mbs-lists';

// The two things an e-invoice line reports besides its amounts (docs/decisions/0070-e-invoicing.md, "HS
// codes"), as the category dialog, the product form and Settings → E-invoicing offer them: MBS's HS codes
// once its lists are read (any code in HS form before), and a product category named freely (MBS gives
// no list of them), with the HS headings' names as suggestions.

/** MBS's HS codes, each offered with its name. */
export function hsCodeSuggestions(codes: readonly MbsCode[]): Suggestion[] {
  return codes.map(({ code, label }) => ({ value: code, label }));
}

/** The HS headings' names, as product categories to pick from. */
export function productCategorySuggestions(codes: readonly MbsCode[]): string[] {
  return [...new Set(codes.map(({ label }) => label))];
}

/** A category's or a piece's own HS code and product category; `inherits` says what applies when one is left empty. */
export function EinvoiceCodeFields({ choices, inherits }: { choices: EinvoiceChoices; inherits: string }) {
  return (
    <>
      <TextField
        name="hsCode"
        label="HS code (e-invoice)"
        optional
        inputMode="decimal"
        spellCheck={false}
        maxLength={EINVOICE_CODE_LIMITS.hsCode}
        suggestions={hsCodeSuggestions(choices.hsCodes)}
        hint={`Left empty: ${inherits}.${choices.on ? '' : ' E-invoicing is off; this is kept for when it is on.'}`}
      />
      <TextField
        name="taxProductCategory"
        label="Product category (e-invoice)"
        optional
        maxLength={EINVOICE_CODE_LIMITS.productCategory}
        suggestions={productCategorySuggestions(choices.hsCodes)}
      />
    </>
  );
}
