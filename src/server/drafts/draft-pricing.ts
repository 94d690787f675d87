import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { products, productVariants } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { labelOf, liveVariantsOf } from '@/server/catalog/variant-reads';
import { measuredRulesOf } from '@/server/catalog/measured-reads';
import { deliveryForCart, deliveryRefusal } from '@/server/delivery/cart-delivery';
import { depositOffer, discountedTermsLines, loadShopDepositTerms, type DepositTermsLine } from '@/server/sales/deposit-terms';
import { shareOut } from '@/lib/discounts/discount-amount';
import { discountLimitOf } from '@/server/pos/sale-pricing';
import { staffMeasuredParts } from '@/server/pos/staff-measured-line';
import type { MeasuredParts } from '@/lib/catalog/measured-price';
import { pieceName } from '@/lib/catalog/piece-name';
import { unitPrice, variantLeadTime, variantPrice } from '@/lib/catalog/variant-rules';
import { formatNaira } from '@/lib/money';
import type { DeliveryClass } from '@/lib/constants';
import type { StaffRole } from '@/lib/staff-roles';
import type { DraftPrice } from '@/lib/schemas/draft-order';

// A draft order priced on the server (docs/decisions/0066-draft-orders.md): each piece at its list price
// today (a piece made to measure at its size's), the price staff set for it, delivery by the zone's fee or
// pickup at a location, and what staff took off in all (lower line prices and the discount) held to
// their role's limit, the same limit as a manual discount in the showroom.

export type DraftLine = {
  productId: string;
  productName: string;
  variantId: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  listPriceKobo: number;
  priceKobo: number;
  deliveryClass: DeliveryClass;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  measurements: MeasuredParts | null;
};

export type PricedDraft = {
  lines: DraftLine[];
  listSubtotalKobo: number;
  subtotalKobo: number;
  discountKobo: number;
  deliveryFeeKobo: number;
  deliveryZoneName: string | null;
  pickupLocationId: string | null;
  totalKobo: number;
  depositKobo: number | null;
};

export async function priceDraft(database: Database | Transaction, draft: DraftPrice, role: StaffRole): Promise<PricedDraft> {
  const variantIds = draft.lines.map((line) => line.variantId.toLowerCase());
  const owners = await database.select({ productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds));
  const productIds = [...new Set(owners.map((row) => row.productId))];
  const variants = new Map((await liveVariantsOf(database, productIds)).map((variant) => [variant.id, variant]));
  const productRows = productIds.length === 0 ? [] : await database.select().from(products).where(and(inArray(products.id, productIds), eq(products.status, 'active')));
  const byId = new Map(productRows.map((product) => [product.id, product]));
  const rules = await measuredRulesOf(database, productIds);

  const lines: DraftLine[] = [];
  const terms: DepositTermsLine[] = [];
  for (const line of draft.lines) {
    const variant = variants.get(line.variantId.toLowerCase());
    const product = variant ? byId.get(variant.productId) : undefined;
    if (!variant || !product) throw new ActionError('A piece in this draft is no longer sold. Remove it and try again.');
    const name = pieceName(product.name, [variant.option1, variant.option2, variant.option3]);
    const fixedKobo = unitPrice(variantPrice(product, variant));
    const measurements = staffMeasuredParts(name, rules.get(product.id), fixedKobo, line.measure);
    const listPriceKobo = measurements?.totalKobo ?? fixedKobo;
    const priceKobo = line.price ?? listPriceKobo;
    if (priceKobo > listPriceKobo) throw new ActionError(`${name} sells at ${formatNaira(listPriceKobo)}: its price here cannot be more.`);
    const leadTime = variantLeadTime(product, variant);
    lines.push({
      productId: product.id, productName: product.name, variantId: variant.id, variantLabel: labelOf(variant), sku: variant.sku,
      quantity: line.quantity, listPriceKobo, priceKobo, deliveryClass: product.deliveryClass, ...leadTime, measurements,
    });
    terms.push({ totalKobo: priceKobo * line.quantity, paymentTerms: product.paymentTerms, depositPercent: product.depositPercent, leadTimeMinDays: leadTime.leadTimeMinDays });
  }
  if (new Set(lines.map((line) => `${line.variantId}|${JSON.stringify(line.measurements)}`)).size !== lines.length) {
    throw new ActionError('A piece is listed twice: change its quantity instead.');
  }

  const listSubtotalKobo = lines.reduce((sum, line) => sum + line.listPriceKobo * line.quantity, 0);
  const subtotalKobo = lines.reduce((sum, line) => sum + line.priceKobo * line.quantity, 0);
  if (!Number.isSafeInteger(listSubtotalKobo)) throw new ActionError('This draft is too large. Split it into two.');
  if (draft.discount > subtotalKobo) throw new ActionError(`The discount is more than the pieces cost (${formatNaira(subtotalKobo)}).`);
  const takenOffKobo = listSubtotalKobo - subtotalKobo + draft.discount;
  if (takenOffKobo > 0) {
    if (!draft.discountReason) throw new ActionError('Say why the prices are lower (the reason is kept with the order).');
    const limit = await discountLimitOf(database, role);
    const allowedKobo = Math.floor((listSubtotalKobo * limit) / 100);
    if (takenOffKobo > allowedKobo) {
      throw new ActionError(
        limit === 0
          ? 'Your role may not lower prices. Ask the owner or a manager.'
          : `Your role may take at most ${limit} % off: ${formatNaira(allowedKobo)} on this draft, not ${formatNaira(takenOffKobo)}.`,
      );
    }
  }

  const choice = draft.delivery.method === 'pickup' ? { method: 'pickup' as const, locationId: draft.delivery.locationId } : draft.delivery;
  const delivery = await deliveryForCart(
    lines.map((line) => ({ ...line, unitPriceKobo: line.priceKobo, stockedVariantId: line.measurements ? null : line.variantId })),
    choice,
    database,
  );
  if (!delivery.result.ok) throw new ActionError(deliveryRefusal(delivery.result.reason, draft.delivery.method === 'delivery' ? draft.delivery.state : null, delivery.pickupEnabled));
  if (draft.delivery.method === 'pickup' && delivery.pickup?.chosen?.id !== draft.delivery.locationId) throw new ActionError('Pieces cannot be collected there. Choose another place.');
  const { quote } = delivery.result;
  const totalKobo = subtotalKobo - draft.discount + quote.feeKobo;
  // A link is for paying: a piece given away is recorded on the Sell screen.
  if (totalKobo === 0) throw new ActionError('This draft comes to ₦0: there is nothing to pay by link. Record a gift on the Sell screen.');
  // A deposit is a share of what each piece really costs: the discount shared out as checkout shares a code's.
  const lineDiscountsKobo = shareOut(draft.discount, terms.map((line) => line.totalKobo), lines.map((line) => line.variantId));
  const offer = depositOffer(discountedTermsLines(terms, { lineDiscountsKobo }), totalKobo, await loadShopDepositTerms(database));
  return {
    lines, listSubtotalKobo, subtotalKobo, discountKobo: draft.discount, deliveryFeeKobo: quote.feeKobo, deliveryZoneName: quote.zoneName,
    pickupLocationId: delivery.pickup?.chosen?.id ?? null, totalKobo, depositKobo: offer?.depositKobo ?? null,
  };
}
