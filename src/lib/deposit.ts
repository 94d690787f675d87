import type { PaymentTerms } from './made-to-order-constants';

// Deposits for made-to-order pieces (docs/decisions/0035-deposits-and-balances.md). Pure
// arithmetic in integer kobo, shared by the checkout's summary and the server that places the
// order, so the two always agree on what "Pay a deposit of ₦X now" means.

/** What the shop sells a product on: its own terms, the shop's default deposit, and whether it is made to order. */
export type ProductPaymentTerms = {
  paymentTerms: PaymentTerms;
  depositPercent: number | null;
  /** Made to order: the product has a workshop lead time. */
  madeToOrder: boolean;
};

/**
 * The deposit percentage this product takes, or null when it is paid in full: its own
 * percentage, or, on the shop's default terms, the shop's percentage for made-to-order pieces
 * (pieces in stock are paid in full).
 */
export function depositPercentFor(product: ProductPaymentTerms, shopDepositPercent: number): number | null {
  if (product.paymentTerms === 'full') return null;
  if (product.paymentTerms === 'deposit') return product.depositPercent;
  return product.madeToOrder ? shopDepositPercent : null;
}

/** percent of an amount in kobo, rounded half up to the kobo, in integers only. */
export function percentOfKobo(amountKobo: number, percent: number): number {
  return Math.floor((amountKobo * percent + 50) / 100);
}

export type DepositLine = { totalKobo: number; depositPercent: number | null };

/**
 * What a deposit order pays first: each deposit line's percentage of its total, and every line
 * paid in full whole; delivery is paid with the balance. Null when no line takes a deposit (the
 * order is paid in full), or when the deposit would come to the whole total.
 */
export function depositForLines(lines: readonly DepositLine[], totalKobo: number): number | null {
  if (!lines.some((line) => line.depositPercent !== null)) return null;
  const deposit = lines.reduce((sum, line) => sum + (line.depositPercent === null ? line.totalKobo : percentOfKobo(line.totalKobo, line.depositPercent)), 0);
  return deposit > 0 && deposit < totalKobo ? deposit : null;
}
