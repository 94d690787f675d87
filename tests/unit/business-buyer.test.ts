import { describe, expect, it } from 'vitest';
import { businessBuyerSchema, TIN_FORMAT_MESSAGE } from '@/lib/schemas/business-buyer';
import { buyerParty, einvoiceKindOf, type InvoicedOrder } from '@/lib/einvoicing/buyer-party';

// A business buyer (docs/decisions/0070-e-invoicing.md): the name and TIN the shop's forms take, and the
// party its e-invoice names.

const problems = (input: unknown) => {
  const parsed = businessBuyerSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a business buyer as typed', () => {
  it('takes a TIN in either form in use, without the spaces typed in it, and a trimmed name', () => {
    expect(businessBuyerSchema.parse({ name: ' Ikeja Office Ltd ', tin: ' 2345 6789-0001 ' })).toEqual({ name: 'Ikeja Office Ltd', tin: '23456789-0001' });
    for (const tin of ['1234567890', '1234567890123']) expect(businessBuyerSchema.parse({ name: 'Lekki Studio', tin })).toEqual({ name: 'Lekki Studio', tin });
  });

  it('is a consumer when nothing is given', () => {
    for (const input of [undefined, null, {}, { name: ' ', tin: '' }]) expect(businessBuyerSchema.parse(input)).toBeNull();
  });

  it('refuses another TIN, a TIN without a name, a name without a TIN, and a name too long, on their fields', () => {
    for (const tin of ['123456789', '12345678901234', '1234567-00001', '12345678-001', 'TIN12345678']) expect(problems({ name: 'Lekki Studio', tin })).toEqual([`tin: ${TIN_FORMAT_MESSAGE}`]);
    expect(problems({ name: '', tin: '1234567890' })).toEqual(['name: Enter the business name that goes with the TIN']);
    expect(problems({ name: 'Lekki Studio', tin: ' ' })).toEqual(['tin: Enter the business’s TIN for its VAT invoice, or clear the business name']);
    expect(problems({ name: 'x'.repeat(201), tin: '1234567890' })).toEqual(['name: Business name is too long (200 characters at most)']);
  });
});

describe('the buyer an invoice names', () => {
  const person: InvoicedOrder = {
    customerName: 'Chidi Okafor',
    customerEmail: 'chidi@example.com',
    customerPhone: '+2348031234567',
    buyerBusinessName: null,
    buyerTin: null,
    deliveryMethod: 'delivery',
    shippingAddress: '5 Allen Avenue, Ikeja\nLagos',
  };
  const business = { ...person, buyerBusinessName: 'Ikeja Office Ltd', buyerTin: '23456789-0001' };

  it('is a consumer by name and email (B2C), and none for a walk-in without an email', () => {
    expect(einvoiceKindOf(person)).toBe('B2C');
    expect(buyerParty(person)).toEqual({ party_name: 'Chidi Okafor', email: 'chidi@example.com', telephone: '+2348031234567' });
    expect(buyerParty({ ...person, customerEmail: '', customerPhone: null })).toBeNull();
  });

  it('is a business by its name and TIN (B2B), with the address delivered to and its postal code only when written', () => {
    expect(einvoiceKindOf(business)).toBe('B2B');
    expect(buyerParty(business)).toEqual({
      party_name: 'Ikeja Office Ltd',
      tin: '23456789-0001',
      email: 'chidi@example.com',
      telephone: '+2348031234567',
      postal_address: { street_name: '5 Allen Avenue', city_name: 'Ikeja', country: 'NG' },
    });
    expect(buyerParty({ ...business, shippingAddress: '5 Allen Avenue, Ikeja 100271\nLagos' })?.postal_address).toEqual({ street_name: '5 Allen Avenue', city_name: 'Ikeja', postal_zone: '100271', country: 'NG' });
    // Collected: the order's address is no address of the buyer's.
    expect(buyerParty({ ...business, deliveryMethod: 'pickup' })).not.toHaveProperty('postal_address');
  });
});
