import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { customers, discountCodes } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { checkDiscount, checkDiscountLocked, type DiscountCustomer } from '@/server/discounts/discount-check';
import { discountRefusalMessage } from '@/lib/discounts/discount-refusals';
import { shareOut } from '@/lib/discounts/discount-amount';
import { depositOffer, discountedTermsLines, loadShopDepositTerms } from '@/server/sales/deposit-terms';
import { formatNaira } from '@/lib/money';
import type { StaffRole } from '@/lib/staff-roles';
import type { QuoteCustomer, ShowroomSale } from '@/lib/schemas/showroom-sale';
import { depositTermsOf, staffAllowance, staffPieces, type StaffPiece } from './staff-pieces';

// A showroom sale priced on the server (docs/decisions/0065-selling-in-the-showroom.md): the variants'
// prices today, a discount code applied as checkout applies it, or a manual discount within the role's
// limit, and the deposit a made-to-order piece allows, as online. A piece made to measure is priced by
// its size, as the storefront prices it (docs/decisions/0058-made-to-measure.md). The Sell screen shows
// this before payment, and the sale prices it again inside its transaction.

/** A piece sold at its price today: `priceKobo` for one, `totalKobo` for the quantity. */
export type SaleLine = Omit<StaffPiece, 'listPriceKobo'> & { priceKobo: number; totalKobo: number };

export type SaleCustomer = { name: string; email: string | null; phone: string | null; customerId: string | null };

export type PricedSale = {
  lines: SaleLine[];
  subtotalKobo: number;
  discountKobo: number;
  discount: { kind: 'code'; code: string; id: string } | { kind: 'manual'; reason: string } | null;
  totalKobo: number;
  /** What a deposit would be for this sale; null when nothing in it is made to order. */
  depositKobo: number | null;
};

/** The walk-in's name on the order and the receipt. */
export const WALK_IN = 'Walk-in customer';

/**
 * The sale priced. In the sale's own transaction (`tx`) a discount code's row stays locked until the order
 * commits, as at checkout; the screen's preview (`tx` null) only reads it.
 */
export async function priceSale(
  tx: Transaction | null,
  sale: Pick<ShowroomSale, 'lines' | 'discountCode' | 'manualDiscount'> & { customer: QuoteCustomer },
  role: StaffRole,
): Promise<PricedSale> {
  const database = tx ?? db;
  const pieces = await staffPieces(database, sale.lines, 'A piece in this sale is no longer sold. Remove it and try again.');
  const lines: SaleLine[] = pieces.map(({ piece: { listPriceKobo, ...piece } }) => ({ ...piece, priceKobo: listPriceKobo, totalKobo: listPriceKobo * piece.quantity }));
  const terms = pieces.map(({ piece, product }, index) => depositTermsOf(product, piece, lines[index]!.totalKobo));
  const subtotalKobo = lines.reduce((sum, line) => sum + line.totalKobo, 0);

  let discountKobo = 0;
  let discount: PricedSale['discount'] = null;
  let lineDiscountsKobo: readonly number[] = [];
  if (sale.discountCode) {
    const buyer = await discountBuyer(database, sale.customer);
    const request = {
      code: sale.discountCode,
      lines: lines.map((line, index) => ({ productId: line.productId, variantId: line.variantId, category: pieces[index]!.product.category, totalKobo: line.totalKobo })),
      deliveryFeeKobo: 0,
      customer: buyer,
    };
    const checked = tx ? await checkDiscountLocked(tx, request) : await checkDiscount(db, request);
    if (!checked.ok) {
      // Staff are told of the customer's uses, not their own.
      throw new ActionError(checked.refusal.reason === 'used-by-you' ? `This customer has already used the code ${sale.discountCode}.` : discountRefusalMessage(checked.refusal, sale.discountCode));
    }
    if (!buyer.email) await refuseUncountedBuyer(database, checked.discount.id, sale.customer);
    discountKobo = checked.discount.discountKobo;
    lineDiscountsKobo = checked.discount.lineDiscountsKobo;
    discount = { kind: 'code', code: checked.discount.code, id: checked.discount.id };
  } else if (sale.manualDiscount) {
    const { limit, allowedKobo } = await staffAllowance(database, role, subtotalKobo);
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
  return { lines, subtotalKobo, discountKobo, discount, totalKobo, depositKobo: offer?.depositKobo ?? null };
}

/** The buyer a code's per-customer limit counts (decision 0052): a known customer's or a new one's email; none for a walk-in. */
async function discountBuyer(database: Database | Transaction, customer: QuoteCustomer): Promise<DiscountCustomer> {
  if (customer.kind === 'walk_in') return { userId: null, email: null };
  if (customer.kind === 'new') return { userId: null, email: customer.email };
  return { userId: null, email: (await saleCustomer(database, customer)).email };
}

/**
 * A code limited per customer, for a buyer whose uses cannot be counted (a walk-in, a new customer
 * without an email): refused, or a walk-in could use it at every visit (docs/decisions/0065-selling-in-the-showroom.md).
 */
async function refuseUncountedBuyer(database: Database | Transaction, discountId: string, customer: QuoteCustomer) {
  const [code] = await database.select({ perCustomerLimit: discountCodes.perCustomerLimit }).from(discountCodes).where(eq(discountCodes.id, discountId));
  const limit = code?.perCustomerLimit ?? null;
  if (limit === null) return;
  const times = limit === 1 ? 'once' : `${limit} times`;
  throw new ActionError(
    customer.kind === 'new'
      ? `This code is ${times} per customer: add the customer's email so their uses are counted, or find them if they have bought before.`
      : `This code is ${times} per customer: choose the customer first.`,
  );
}

/** The sale's buyer, without the consent staff may have asked for beside it (the price's buyer has none). */
type Buyer = { kind: 'walk_in' } | { kind: 'customer'; customerId: string } | Omit<Extract<ShowroomSale['customer'], { kind: 'new' }>, 'orderUpdatesConsent'>;

/** Who the order is for: the walk-in, a customer the shop knows, or the new customer as typed. */
export async function saleCustomer(database: Database | Transaction, customer: Buyer): Promise<SaleCustomer> {
  if (customer.kind === 'walk_in') return { name: WALK_IN, email: null, phone: null, customerId: null };
  if (customer.kind === 'new') return { name: customer.name, email: customer.email, phone: customer.phone, customerId: null };
  const [known] = await database.select().from(customers).where(eq(customers.id, customer.customerId));
  if (!known) throw new ActionError('This customer no longer exists. Search again or add them.');
  return { name: known.name, email: known.email, phone: known.phone, customerId: known.id };
}
