import 'server-only';
import { db, type Database, type Transaction } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { depositForLines, depositPercentFor } from '@/lib/deposit';
import type { PaymentTerms } from '@/lib/made-to-order-constants';
import type { DepositOffer } from '@/lib/payment-methods';

// The deposit a cart may be paid with (docs/decisions/0035-deposits-and-balances.md), worked out
// from the products' terms in the database and the shop's default percentage, never from the
// browser: checkout shows it, placeOrder works it out again and holds the shopper to it.

export type DepositTermsLine = {
  totalKobo: number;
  paymentTerms: PaymentTerms;
  depositPercent: number | null;
  leadTimeMinDays: number | null;
};

type ShopDepositTerms = { depositPercent: number; depositPolicy: string | null };

export async function loadShopDepositTerms(database: Database | Transaction = db): Promise<ShopDepositTerms> {
  const [row] = await database
    .select({ depositPercent: websiteSettings.depositPercent, depositPolicy: websiteSettings.depositPolicy })
    .from(websiteSettings)
    .limit(1);
  return row ?? { depositPercent: 50, depositPolicy: null };
}

/** The deposit this cart may be paid with, or null when every piece is paid in full. */
export function depositOffer(lines: readonly DepositTermsLine[], totalKobo: number, shop: ShopDepositTerms): DepositOffer | null {
  const depositKobo = depositForLines(
    lines.map((line) => ({
      totalKobo: line.totalKobo,
      depositPercent: depositPercentFor({ ...line, madeToOrder: line.leadTimeMinDays !== null }, shop.depositPercent),
    })),
    totalKobo,
  );
  return depositKobo === null ? null : { depositKobo, balanceKobo: totalKobo - depositKobo, policy: shop.depositPolicy };
}

/**
 * The lines as a deposit sees them once a discount code applies: each at its total less its share
 * of the saving (docs/decisions/0038-discount-codes.md), so a deposit is a percentage of what the
 * piece really costs. A free-delivery saving comes off the delivery fee, which the balance pays.
 */
export function discountedTermsLines(
  lines: readonly DepositTermsLine[],
  discount: { lineDiscountsKobo: readonly number[] } | null,
): DepositTermsLine[] {
  return lines.map((line, index) => ({ ...line, totalKobo: line.totalKobo - (discount?.lineDiscountsKobo[index] ?? 0) }));
}
