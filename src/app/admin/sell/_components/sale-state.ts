import { MAX_LINE_QUANTITY } from '@/lib/schemas/checkout';
import { parseNairaToKobo } from '@/lib/money-input';
import type { ShowroomPaymentMethod, ShowroomSaleInput } from '@/lib/schemas/showroom-sale';
import { linePrice, measureAsSent, pricesByLine, type MeasureAsTyped } from '@/lib/staff-pricing';
import type { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import type { PricedSale } from '@/server/pos/sale-pricing';
import type { CustomerToSell, PieceToSell } from '@/server/pos/sell-reads';
import type { BusinessAsTyped } from '@/components/business-buyer-fields';

// The sale on the Sell screen as staff build it, and what it becomes for the server: the quote
// (priceShowroomSaleAction) and the sale itself (sellInShowroomAction).

/** `measure`: null for a piece sold at fixed sizes; each piece made to measure is a line of its own (a window). */
export type SaleLineDraft = { key: string; piece: PieceToSell; quantity: number; measure: MeasureAsTyped | null };

/** A found customer is null until one is chosen. */
/** `orderUpdatesConsent`: staff asked and the customer agreed to order updates on WhatsApp or SMS. */
export type CustomerChoice =
  | { kind: 'walk_in' }
  | { kind: 'customer'; customer: CustomerToSell | null; orderUpdatesConsent: boolean }
  | { kind: 'new'; name: string; phone: string; email: string; orderUpdatesConsent: boolean };

/** No business buying: a person. */
export const NO_BUSINESS: BusinessAsTyped = { name: '', tin: '' };

export type DiscountChoice = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'manual'; amount: string; reason: string };

export type PaymentDraft = { key: string; method: ShowroomPaymentMethod; amount: string; reference: string };

export type SaleQuote = Parameters<typeof priceShowroomSaleAction>[0];

export const pieceTitle = (piece: Pick<PieceToSell, 'productName' | 'variantLabel'>) => (piece.variantLabel ? `${piece.productName} (${piece.variantLabel})` : piece.productName);

/** How many of a piece one sale may hold: what the locations hold, unless it is made to order or to measure. */
export const maxQuantity = (piece: PieceToSell) =>
  piece.madeToOrder || piece.madeToMeasure ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, piece.here + piece.elsewhere);

export function stockText(piece: PieceToSell) {
  if (piece.madeToMeasure) return 'Made to measure';
  return piece.madeToOrder ? 'Made to order' : `${piece.here} here · ${piece.elsewhere} elsewhere`;
}

/** Each line's price for one as the server gave it, by the line's piece and size. */
export const pricesOf = (priced: PricedSale | null) => pricesByLine(priced?.lines ?? [], (line) => line.priceKobo);

/** The money typed in the payment rows; an amount that is not money yet counts as nothing. */
export const paidKobo = (payments: readonly PaymentDraft[]) => payments.reduce((sum, payment) => sum + (parseNairaToKobo(payment.amount) ?? 0), 0);

/** The price each line is sold at: today's, as the last quote said, else the search's. */
function saleLines(lines: readonly SaleLineDraft[], priced: PricedSale | null) {
  const prices = pricesOf(priced);
  return lines.map((line) => ({ variantId: line.piece.variantId, quantity: line.quantity, unitPriceKobo: linePrice(line.piece, line.measure, prices) ?? 0, measure: measureAsSent(line.measure) }));
}

const discountFields = (discount: DiscountChoice) => ({
  discountCode: discount.kind === 'code' ? discount.code : '',
  // A manual discount counts once an amount is typed; its reason is then required.
  manualDiscount: discount.kind === 'manual' && discount.amount.trim() ? { amount: discount.amount, reason: discount.reason } : null,
});

/** What the sale comes to, asked of the server; null while it holds no piece. */
export function quoteOf(lines: readonly SaleLineDraft[], customer: CustomerChoice, discount: DiscountChoice): SaleQuote | null {
  if (lines.length === 0) return null;
  return {
    lines: saleLines(lines, null),
    customer: quoteCustomer(customer),
    ...discountFields(discount),
  };
}

/**
 * The buyer changes the price only through a code's per-customer limits, which count a known
 * customer's uses or a new customer's email's; one not chosen yet is priced as a walk-in.
 */
function quoteCustomer(customer: CustomerChoice): SaleQuote['customer'] {
  if (customer.kind === 'customer' && customer.customer) return { kind: 'customer', customerId: customer.customer.id };
  if (customer.kind === 'new') return { kind: 'new', email: customer.email };
  return { kind: 'walk_in' };
}

function customerInput(customer: CustomerChoice): ShowroomSaleInput['customer'] {
  if (customer.kind === 'walk_in') return { kind: 'walk_in' };
  if (customer.kind === 'new') return { kind: 'new', name: customer.name, phone: customer.phone, email: customer.email, orderUpdatesConsent: customer.orderUpdatesConsent };
  // No customer chosen yet: the schema's "Choose a customer" says so.
  return { kind: 'customer', customerId: customer.customer?.id ?? '', orderUpdatesConsent: customer.orderUpdatesConsent };
}

export type SaleDraft = {
  locationId: string;
  lines: readonly SaleLineDraft[];
  customer: CustomerChoice;
  business: BusinessAsTyped;
  discount: DiscountChoice;
  deposit: boolean;
  payments: readonly PaymentDraft[];
};

export function saleInputOf(sale: SaleDraft, priced: PricedSale | null, idempotencyKey: string): ShowroomSaleInput {
  return {
    locationId: sale.locationId,
    lines: saleLines(sale.lines, priced),
    customer: customerInput(sale.customer),
    business: sale.business,
    ...discountFields(sale.discount),
    deposit: sale.deposit,
    payments: sale.payments.map(({ method, amount, reference }) => ({ method, amount, reference })),
    idempotencyKey,
  };
}
