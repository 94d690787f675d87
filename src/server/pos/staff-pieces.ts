import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { products, productVariants, staffDiscountLimits } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { labelOf, liveVariantsOf } from '@/server/catalog/variant-reads';
import { measuredRulesOf } from '@/server/catalog/measured-reads';
import type { DepositTermsLine } from '@/server/sales/deposit-terms';
import { pieceName } from '@/lib/catalog/piece-name';
import { unitPrice, variantLeadTime, variantPrice } from '@/lib/catalog/variant-rules';
import type { Measure, MeasuredParts } from '@/lib/catalog/measured-price';
import type { DeliveryClass } from '@/lib/constants';
import type { StaffRole } from '@/lib/staff-roles';
import { staffMeasuredParts } from './staff-measured-line';

// The pieces staff sell, priced today on the server the one way for the Sell screen
// (docs/decisions/0065-selling-in-the-showroom.md) and a draft order (0066-draft-orders.md), and the share
// of a sale a role may take off by hand. Each channel then prices the sale its own way (decision 0069).

/** A piece as staff sell it: `listPriceKobo` is its price today for one, a piece made to measure's for its size. */
export type StaffPiece = {
  productId: string;
  productName: string;
  variantId: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  listPriceKobo: number;
  deliveryClass: DeliveryClass;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  /** A piece made to measure: its size and cut, kept on the order line for the workshop; else null. */
  measurements: MeasuredParts | null;
};

type Product = typeof products.$inferSelect;

/**
 * Each line's piece priced today (`gone` refuses a piece no longer sold), with its product (its category,
 * its payment terms) and its name for messages. A piece made to measure is priced by its size
 * (`staffMeasuredParts`), never at its fabric's price a metre.
 */
export async function staffPieces(database: Database | Transaction, lines: readonly { variantId: string; quantity: number; measure: Measure | null }[], gone: string) {
  const variantIds = lines.map((line) => line.variantId.toLowerCase());
  const owners = await database.select({ productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds));
  const productIds = [...new Set(owners.map((row) => row.productId))];
  const variants = new Map((await liveVariantsOf(database, productIds)).map((variant) => [variant.id, variant]));
  const productRows = productIds.length === 0 ? [] : await database.select().from(products).where(and(inArray(products.id, productIds), eq(products.status, 'active')));
  const byId = new Map(productRows.map((product) => [product.id, product]));
  const rules = await measuredRulesOf(database, productIds);

  return lines.map((line): { piece: StaffPiece; product: Product; name: string } => {
    const variant = variants.get(line.variantId.toLowerCase());
    const product = variant ? byId.get(variant.productId) : undefined;
    if (!variant || !product) throw new ActionError(gone);
    const name = pieceName(product.name, [variant.option1, variant.option2, variant.option3]);
    const fixedKobo = unitPrice(variantPrice(product, variant));
    const measurements = staffMeasuredParts(name, rules.get(product.id), fixedKobo, line.measure);
    const piece = {
      productId: product.id, productName: product.name, variantId: variant.id, variantLabel: labelOf(variant), sku: variant.sku, quantity: line.quantity,
      listPriceKobo: measurements?.totalKobo ?? fixedKobo, deliveryClass: product.deliveryClass, ...variantLeadTime(product, variant), measurements,
    };
    return { piece, product, name };
  });
}

/** A line's part in the deposit a sale allows: what it costs, by its product's payment terms. */
export const depositTermsOf = (product: Product, piece: StaffPiece, totalKobo: number): DepositTermsLine => ({
  totalKobo, paymentTerms: product.paymentTerms, depositPercent: product.depositPercent, leadTimeMinDays: piece.leadTimeMinDays,
});

/** The most a role may take off a sale by hand, in percent (0 when the owner set none). */
export async function discountLimitOf(database: Database | Transaction, role: StaffRole): Promise<number> {
  const [row] = await database.select({ maxPercent: staffDiscountLimits.maxPercent }).from(staffDiscountLimits).where(eq(staffDiscountLimits.role, role));
  return row?.maxPercent ?? 0;
}

/** The role's limit and what it allows off `baseKobo`, rounded down to the kobo. */
export async function staffAllowance(database: Database | Transaction, role: StaffRole, baseKobo: number) {
  const limit = await discountLimitOf(database, role);
  return { limit, allowedKobo: Math.floor((baseKobo * limit) / 100) };
}
