// The code lists the fake answers at GET /api/v1/invoice/resources/{name}, and that its checks use.
// MBS's own lists are longer (every currency, thousands of HS codes); these hold what the shop sends
// and enough around it to be realistic. Shapes follow MBS's: {code, value}, and a percent for taxes.

export const INVOICE_TYPES = [
  { code: '380', value: 'Commercial Invoice' },
  { code: '381', value: 'Credit Note' },
  { code: '383', value: 'Debit Note' },
  { code: '384', value: 'Corrected Invoice' },
];

export const TAX_CATEGORIES = [
  { code: 'STANDARD_VAT', value: 'Standard Value-Added Tax', percent: 7.5 },
  { code: 'ZERO_VAT', value: 'Zero Value-Added Tax', percent: 0 },
  { code: 'EXEMPTED', value: 'Tax Exemption', percent: 0 },
];

export const CURRENCIES = [
  { code: 'NGN', value: 'Nigerian Naira' },
  { code: 'USD', value: 'US Dollar' },
  { code: 'GBP', value: 'Pound Sterling' },
  { code: 'EUR', value: 'Euro' },
  { code: 'GHS', value: 'Ghana Cedi' },
  { code: 'XOF', value: 'CFA Franc BCEAO' },
];

// UN/CEFACT payment means codes (UNTDID 4461).
export const PAYMENT_MEANS = [
  { code: '10', value: 'In cash' },
  { code: '20', value: 'Cheque' },
  { code: '30', value: 'Credit transfer' },
  { code: '42', value: 'Payment to bank account' },
  { code: '48', value: 'Bank card' },
  { code: '49', value: 'Direct debit' },
  { code: '68', value: 'Online payment service' },
];

// The Harmonized System headings a furniture and interiors shop sells under.
export const HS_CODES = [
  { code: '9401', value: 'Seats (other than those of heading 9402), whether or not convertible into beds' },
  { code: '9403', value: 'Other furniture and parts thereof' },
  { code: '9404', value: 'Mattress supports; articles of bedding and similar furnishing' },
  { code: '9405', value: 'Luminaires and lighting fittings' },
  { code: '5702', value: 'Carpets and other textile floor coverings, woven (rugs, kilims)' },
  { code: '5703', value: 'Carpets and other textile floor coverings, tufted' },
  { code: '6303', value: 'Curtains (including drapes) and interior blinds' },
  { code: '6304', value: 'Other furnishing articles' },
  { code: '7013', value: 'Glassware of a kind used for table, kitchen, toilet, office, indoor decoration' },
];

export const RESOURCES: Record<string, readonly unknown[]> = {
  'invoice-types': INVOICE_TYPES,
  'tax-categories': TAX_CATEGORIES,
  currencies: CURRENCIES,
  'payment-means': PAYMENT_MEANS,
  'hs-codes': HS_CODES,
};
