import { vatContainedKobo } from '@/lib/vat';
import { naira } from './mbs-json';
import type { EInvoicePaymentStatus, EInvoiceTypeCode } from './einvoice-states';

// An invoice or credit note as MBS reads it (docs/decisions/0070-e-invoicing.md), worked out from kobo.
// The shop's prices include VAT: each line states its amount without VAT (`line_extension_amount`), the
// VAT contained in it counted per line as the receipt counts it (src/lib/vat.ts), a discount is an
// allowance with the VAT it takes off, and the totals are sums of those rounded figures, so
// tax-exclusive + VAT = the VAT-inclusive total the customer paid, to the kobo.

export type MbsParty = {
  party_name: string;
  tin?: string;
  email: string;
  telephone?: string;
  /** `postal_zone` is left out of a buyer's address that has none. */
  postal_address?: { street_name: string; city_name: string; postal_zone?: string; country: 'NG' };
};

export type InvoiceLineInput = {
  name: string;
  sku: string | null;
  quantity: number;
  /** The price of one, VAT included. */
  unitPriceKobo: number;
  hsCode: string;
  productCategory: string;
};

export type InvoiceInput = {
  businessId: string;
  irn: string;
  /** 'YYYY-MM-DD' and 'HH:MM:SS', Lagos time. */
  issueDate: string;
  issueTime: string;
  typeCode: EInvoiceTypeCode;
  kind: 'B2C' | 'B2B';
  paymentStatus: EInvoicePaymentStatus;
  supplier: MbsParty;
  /** Null for a walk-in who left no email: a B2C invoice may name no buyer. */
  customer: MbsParty | null;
  lines: readonly InvoiceLineInput[];
  /** A discount on the whole, VAT included; 0 for none. */
  discountKobo: number;
  vatRateBasisPoints: number;
  orderReference: string;
  /** UNTDID 4461 codes of the ways it was paid. */
  paymentMeans: readonly string[];
  /** A credit note names the invoice it corrects. */
  billingReference?: { irn: string; issueDate: string };
};

const withoutVat = (grossKobo: number, rate: number) => grossKobo - vatContainedKobo(grossKobo, rate);

/** The invoice body; `totalKobo` is what it adds up to, VAT included, for the caller to check against its own. */
export function invoiceBody(input: InvoiceInput) {
  const rate = input.vatRateBasisPoints;
  const lines = input.lines.map((line) => {
    const amountKobo = line.unitPriceKobo * line.quantity;
    const netKobo = withoutVat(amountKobo, rate);
    // The unit price without VAT, a kobo up when the pieces' VAT rounded up each but not on the whole
    // (two pieces at 8 kobo contain 1 kobo of VAT, one alone 1 kobo too): price × quantity is never
    // below the line, so the discount closing the gap is never negative (docs/decisions/0077-e-invoices-report-the-sale-kept.md); the line and its VAT stay the receipt's.
    const unitNetKobo = Math.max(withoutVat(line.unitPriceKobo, rate), Math.ceil(netKobo / line.quantity));
    return {
      hsn_code: line.hsCode,
      product_category: line.productCategory,
      invoiced_quantity: line.quantity,
      line_extension_amount: naira(netKobo),
      // The unit price times the quantity less this is the line's amount: a line of several pieces
      // whose VAT was rounded once on the whole keeps the difference here, 0 or more.
      discount_amount: naira(unitNetKobo * line.quantity - netKobo),
      item: { name: line.name, description: line.name, ...(line.sku ? { sellers_item_identification: line.sku } : {}) },
      price: { price_amount: naira(unitNetKobo), base_quantity: 1, price_unit: 'NGN per 1' },
      netKobo,
      vatKobo: amountKobo - netKobo,
    };
  });
  const lineExtensionKobo = lines.reduce((sum, line) => sum + line.netKobo, 0);
  const discountNetKobo = withoutVat(input.discountKobo, rate);
  const taxExclusiveKobo = lineExtensionKobo - discountNetKobo;
  const vatKobo = lines.reduce((sum, line) => sum + line.vatKobo, 0) - (input.discountKobo - discountNetKobo);
  const totalKobo = taxExclusiveKobo + vatKobo;

  const body = {
    business_id: input.businessId,
    irn: input.irn,
    issue_date: input.issueDate,
    issue_time: input.issueTime,
    invoice_type_code: input.typeCode,
    invoice_kind: input.kind,
    payment_status: input.paymentStatus,
    document_currency_code: 'NGN',
    tax_currency_code: 'NGN',
    order_reference: input.orderReference,
    ...(input.billingReference ? { billing_reference: [{ irn: input.billingReference.irn, issue_date: input.billingReference.issueDate }] } : {}),
    accounting_supplier_party: input.supplier,
    ...(input.customer ? { accounting_customer_party: input.customer } : {}),
    ...(input.paymentMeans.length > 0 ? { payment_means: input.paymentMeans.map((code) => ({ payment_means_code: code, payment_due_date: input.issueDate })) } : {}),
    ...(input.discountKobo > 0 ? { allowance_charge: [{ charge_indicator: false, amount: naira(discountNetKobo) }] } : {}),
    tax_total: [
      {
        tax_amount: naira(vatKobo),
        tax_subtotal: [{ taxable_amount: naira(taxExclusiveKobo), tax_amount: naira(vatKobo), tax_category: { id: 'STANDARD_VAT', percent: rate / 100 } }],
      },
    ],
    legal_monetary_total: {
      line_extension_amount: naira(lineExtensionKobo),
      tax_exclusive_amount: naira(taxExclusiveKobo),
      tax_inclusive_amount: naira(totalKobo),
      payable_amount: naira(totalKobo),
    },
    invoice_line: lines.map(({ netKobo: _net, vatKobo: _vat, ...line }) => line),
  };
  return { body, totalKobo, vatKobo };
}

/** UNTDID 4461 code of a payment method of the ledger. */
export function paymentMeansCode(method: string): string {
  switch (method) {
    case 'cash':
    case 'pay_on_delivery':
      return '10';
    case 'bank_transfer':
      return '30';
    case 'paystack':
    case 'pos':
      return '48';
    default:
      return '1';
  }
}

/** A postal address as MBS wants it, from the shop's address as typed: lines (or commas), a 6-digit postal code where it has one. */
export function postalAddressOf(text: string): MbsParty['postal_address'] {
  const parts = text.split(/\n|,/).map((part) => part.trim()).filter(Boolean);
  const postalZone = /\b\d{6}\b/.exec(text)?.[0] ?? '';
  const withoutCode = parts.map((part) => part.replace(postalZone, '').trim()).filter(Boolean);
  return {
    street_name: withoutCode[0] ?? '',
    city_name: withoutCode[1] ?? withoutCode[0] ?? '',
    postal_zone: postalZone,
    country: 'NG',
  };
}
