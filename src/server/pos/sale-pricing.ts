import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { customers, products, productVariants, staffDiscountLimits } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { labelOf, liveVariantsOf } from '@/server/catalog/variant-reads';
import { unitPrice, variantLeadTime, variantPrice } from '@/lib/catalog/variant-rules';
import { checkDiscount, checkDiscountLocked, type DiscountCustomer } from '@/server/discounts/discount-check';
import { discountRefusalMessage } from '@/lib/discounts/discount-refusals';
import { shareOut } from '@/lib/discounts/discount-amount';
import { depositOffer, discountedTermsLines, loadShopDepositTerms, type DepositTermsLine } from '@/server/orders/checkout-deposit';
import { formatNaira } from '@/lib/money';
import type { StaffRole } from '@/lib/staff-roles';
import type { ShowroomSale } from '@/lib/schemas/showroom-sale';
import type { DeliveryClass } from '@/lib/constants';

// A showroom sale priced on the server (docs/decisions/0065-selling-in-the-showroom.md): the variants'
// prices today, a discount code applied as checkout applies it, or a manual discount within the role's
// limit, and the deposit a made-to-order piece allows, as online. The Sell screen shows this before
// payment, and the sale prices it again inside its transaction.

export type SaleLine = {
  productId: string;
  productName: string;
  variantId: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  priceKobo: number;
  totalKobo: number;
  deliveryClass: DeliveryClass;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
};

export type SaleCustomer = { name: string; email: string | null; phone: string | null; customerId: string | null };

export type PricedSale = {
  lines: SaleLine[];
  customer: SaleCustomer;
  subtotalKobo: number;
  discountKobo: number;
  discount: { kind: 'code'; code: string; id: string } | { kind: 'manual'; reason: string } | null;
  totalKobo: number;
  /** What a deposit would be for this sale; null when nothing in it is made to order. */
  depositKobo: number | null;
};

/** The walk-in's name on the order and the receipt. */
export const WALK_IN = 'Walk-in customer';

/** The most a role may take off a sale by hand, in percent (0 when the owner set none). */
export async function discountLimitOf(database: Database | Transaction, role: StaffRole): Promise<number> {
  const [row] = await database.select({ maxPercent: staffDiscountLimits.maxPercent }).from(staffDiscountLimits).where(eq(staffDiscountLimits.role, role));
  return row?.maxPercent ?? 0;
}

/**
 * The sale priced. In the sale's own transaction (`tx`) a discount code's row stays locked until the order
 * commits, as at checkout; the screen's preview (`tx` null) only reads it.
 */
export async function priceSale(tx: Transaction | null, sale: Pick<ShowroomSale, 'lines' | 'customer' | 'discountCode' | 'manualDiscount'>, role: StaffRole): Promise<PricedSale> {
  const database = tx ?? db;
  const variantIds = sale.lines.map((line) => line.variantId.toLowerCase());
  const owners = await database.select({ productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds));
  const productIds = [...new Set(owners.map((row) => row.productId))];
  const variants = new Map((await liveVariantsOf(database, productIds)).map((variant) => [variant.id, variant]));
  const productRows = productIds.length === 0 ? [] : await database.select().from(products).where(and(inArray(products.id, productIds), eq(products.status, 'active')));
  const byId = new Map(productRows.map((product) => [product.id, product]));

  const lines: SaleLine[] = [];
  const terms: DepositTermsLine[] = [];
  for (const line of sale.lines) {
    const variant = variants.get(line.variantId.toLowerCase());
    const product = variant ? byId.get(variant.productId) : undefined;
    if (!variant || !product) throw new ActionError('A piece in this sale is no longer sold. Remove it and try again.');
    const priceKobo = unitPrice(variantPrice(product, variant));
    const leadTime = variantLeadTime(product, variant);
    const totalKobo = priceKobo * line.quantity;
    lines.push({
      productId: product.id, productName: product.name, variantId: variant.id, variantLabel: labelOf(variant), sku: variant.sku,
      quantity: line.quantity, priceKobo, totalKobo, deliveryClass: product.deliveryClass, ...leadTime,
    });
    terms.push({ totalKobo, paymentTerms: product.paymentTerms, depositPercent: product.depositPercent, leadTimeMinDays: leadTime.leadTimeMinDays });
  }
  const subtotalKobo = lines.reduce((sum, line) => sum + line.totalKobo, 0);
  const customer = await saleCustomer(database, sale.customer);

  let discountKobo = 0;
  let discount: PricedSale['discount'] = null;
  let lineDiscountsKobo: readonly number[] = [];
  if (sale.discountCode) {
    const buyer: DiscountCustomer = { userId: null, email: customer.email };
    const request = {
      code: sale.discountCode,
      lines: lines.map((line) => ({ productId: line.productId, variantId: line.variantId, category: byId.get(line.productId)?.category ?? null, totalKobo: line.totalKobo })),
      deliveryFeeKobo: 0,
      customer: buyer,
    };
    const checked = tx ? await checkDiscountLocked(tx, request) : await checkDiscount(db, request);
    if (!checked.ok) throw new ActionError(discountRefusalMessage(checked.refusal, sale.discountCode));
    discountKobo = checked.discount.discountKobo;
    lineDiscountsKobo = checked.discount.lineDiscountsKobo;
    discount = { kind: 'code', code: checked.discount.code, id: checked.discount.id };
  } else if (sale.manualDiscount) {
    const limit = await discountLimitOf(database, role);
    const allowedKobo = Math.floor((subtotalKobo * limit) / 100);
    if (sale.manualDiscount.amount > allowedKobo) {
      throw new ActionError(
        limit === 0 ? 'Your role may not give a discount by hand. Ask the owner or a manager.' : `Your role may take at most ${limit} % off this sale: ${formatNaira(allowedKobo)}.`,
      );
    }
    discountKobo = sale.manualDiscount.amount;
    lineDiscountsKobo = shareOut(discountKobo, lines.map((line) => line.totalKobo), lines.map((line) => line.variantId));
    discount = { kind: 'manual', reason: sale.manualDiscount.reason };
  }
  const totalKobo = subtotalKobo - discountKobo;
  const offer = depositOffer(discountedTermsLines(terms, { lineDiscountsKobo }), totalKobo, await loadShopDepositTerms(database));
  return { lines, customer, subtotalKobo, discountKobo, discount, totalKobo, depositKobo: offer?.depositKobo ?? null };
}

async function saleCustomer(database: Database | Transaction, customer: ShowroomSale['customer']): Promise<SaleCustomer> {
  if (customer.kind === 'walk_in') return { name: WALK_IN, email: null, phone: null, customerId: null };
  if (customer.kind === 'new') return { name: customer.name, email: customer.email, phone: customer.phone, customerId: null };
  const [known] = await database.select().from(customers).where(eq(customers.id, customer.customerId));
  if (!known) throw new ActionError('This customer no longer exists. Search again or add them.');
  return { name: known.name, email: known.email, phone: known.phone, customerId: known.id };
}
