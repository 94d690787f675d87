import { describe, expect, it } from 'vitest';
import { invoiceBody, type InvoiceInput } from '@/lib/einvoicing/invoice-body';
import { splitVat } from '@/lib/vat';

// A line of an invoice to MBS (docs/decisions/0077-e-invoices-report-the-sale-kept.md):
// its unit price times its quantity less its discount is its amount, to the kobo, and the discount
// is never negative, whichever way the pieces' VAT rounded; the line's VAT is still the receipt's.

const input = (unitPriceKobo: number, quantity: number): InvoiceInput => ({
  businessId: 'business',
  irn: 'ORD1-ABCD1234-20261127',
  issueDate: '2026-11-27',
  issueTime: '12:00:00',
  typeCode: '380',
  kind: 'B2C',
  paymentStatus: 'PAID',
  supplier: { party_name: 'Adire Living Ltd', email: 'hello@adireliving.ng' },
  customer: null,
  lines: [{ name: 'Aso Stool', sku: null, quantity, unitPriceKobo, hsCode: '9403', productCategory: 'Chairs' }],
  discountKobo: 0,
  vatRateBasisPoints: 750,
  orderReference: 'ORD-1',
  paymentMeans: ['10'],
});

const kobo = (amount: { kobo: number }) => amount.kobo;

describe('an invoice line’s amounts', () => {
  it('never report a negative discount, and add up to the line, for every price up to ₦100 and 1 to 4 pieces', () => {
    for (let unitPriceKobo = 1; unitPriceKobo <= 10_000; unitPriceKobo += 1) {
      for (let quantity = 1; quantity <= 4; quantity += 1) {
        const [line] = invoiceBody(input(unitPriceKobo, quantity)).body.invoice_line as unknown as {
          line_extension_amount: { kobo: number };
          discount_amount: { kobo: number };
          price: { price_amount: { kobo: number } };
        }[];
        const where = `${unitPriceKobo} kobo × ${quantity}`;
        expect(kobo(line!.discount_amount), where).toBeGreaterThanOrEqual(0);
        expect(kobo(line!.price.price_amount) * quantity - kobo(line!.discount_amount), where).toBe(kobo(line!.line_extension_amount));
        expect(kobo(line!.line_extension_amount), where).toBe(splitVat(unitPriceKobo * quantity, 750).netKobo);
      }
    }
  });
});
