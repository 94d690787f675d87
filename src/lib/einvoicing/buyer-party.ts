import type { DeliveryMethod } from '@/lib/constants';
import { businessBuyerOf } from '@/lib/schemas/business-buyer';
import { postalAddressOf, type MbsParty } from './invoice-body';

// Who an order's invoices and credit notes name as the buyer (docs/decisions/0070-e-invoicing.md). A
// business that gave its TIN makes them B2B: named by its registered name and TIN, with the address its
// order was delivered to, and transmitted to its access point. Anyone else is a consumer (B2C), named by
// name and email, as MBS takes one; a walk-in who left no email is named on no invoice.

export type InvoicedOrder = {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  buyerBusinessName: string | null;
  buyerTin: string | null;
  deliveryMethod: DeliveryMethod;
  shippingAddress: string;
};

export type EInvoiceKind = 'B2B' | 'B2C';

export const einvoiceKindOf = (order: Pick<InvoicedOrder, 'buyerBusinessName' | 'buyerTin'>): EInvoiceKind => (businessBuyerOf(order) ? 'B2B' : 'B2C');

export function buyerParty(order: InvoicedOrder): MbsParty | null {
  const business = businessBuyerOf(order);
  if (!business && !order.customerEmail) return null;
  // The phone is stored as +234… (src/lib/nigeria.ts), as MBS writes one.
  const contact = { email: order.customerEmail, ...(order.customerPhone ? { telephone: order.customerPhone } : {}) };
  if (!business) return { party_name: order.customerName, ...contact };
  // A collected order has no delivery address: its address names the showroom, or the shopper's own.
  const address = order.deliveryMethod === 'delivery' ? { postal_address: buyerAddress(order.shippingAddress) } : {};
  return { party_name: business.name, tin: business.tin, ...contact, ...address };
}

/** The delivery address as MBS wants it; a postal code only when the buyer wrote one (few Nigerian addresses have one). */
function buyerAddress(shippingAddress: string): MbsParty['postal_address'] {
  const { postal_zone: postalZone, ...address } = postalAddressOf(shippingAddress)!;
  return postalZone ? { ...address, postal_zone: postalZone } : address;
}
