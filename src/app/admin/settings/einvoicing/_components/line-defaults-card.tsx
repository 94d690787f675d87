'use client';
import { adminFields } from '@/components/admin/form/fields';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { EINVOICE_CODE_LIMITS } from '@/lib/schemas/einvoice-line-codes';
import type { EinvoicingSettingsInput } from '@/lib/schemas/einvoicing-settings';
import type { MbsCode } from '@/lib/einvoicing/mbs-lists';
import { hsCodeSuggestions, productCategorySuggestions } from '@/components/admin/einvoice-code-fields';

const Field = adminFields<EinvoicingSettingsInput>();

/** What an invoice line reports when neither its piece nor its category names an HS code or product category. */
export function LineDefaultsCard({ hsCodes }: { hsCodes: MbsCode[] }) {
  return (
    <SettingsCard
      title="Invoice lines"
      description="Each line reports its piece's HS code and product category, else its category's (Catalogue → Categories), else these."
    >
      <Field.Text
        name="defaultHsCode"
        label="Default HS code"
        inputMode="decimal"
        spellCheck={false}
        maxLength={EINVOICE_CODE_LIMITS.hsCode}
        suggestions={hsCodeSuggestions(hsCodes)}
        hint={hsCodes.length > 0 ? "One of MBS's HS codes: type a number or a word to find it. Delivery lines report it too." : '9403 is furniture and its parts. Once MBS’s lists are read, only their codes are taken.'}
      />
      <Field.Text
        name="defaultProductCategory"
        label="Default product category"
        optional
        maxLength={EINVOICE_CODE_LIMITS.productCategory}
        suggestions={productCategorySuggestions(hsCodes)}
        hint="Left empty, a line reports its catalogue category's name (Sofas, Beds…)."
      />
    </SettingsCard>
  );
}
