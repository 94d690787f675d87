import 'server-only';
import { db, type Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { orderItems, orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { recordStockMovements, takeVariantStock, type StockMovement } from '@/server/stock/variant-stock';
import { allocateMoves } from '@/server/orders/order-allocations';
import { newOrderNumber } from '@/server/orders/order-number';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { auditActorNow, SYSTEM_ACTOR, type AuditActor } from '@/server/audit/audit-actor';
import { fileCustomer, type CustomerToFile } from '@/server/customers/file-customer';
import { countDiscountUse } from '@/server/discounts/discount-uses';
import { updateDerivedPaymentStatus } from '@/server/payments/ledger';
import { scheduleReservation } from '@/server/payments/reservations';
import type { CheckoutPaymentMethod, DeliveryClass, OrderChannel, OrderStatus } from '@/lib/constants';
import type { MeasuredParts } from '@/lib/catalog/measured-price';
import type { Swatch } from '@/lib/catalog/swatch';
import { formatShippingAddress, type ShippingDetails } from '@/lib/schemas/checkout';
import type { BusinessBuyer } from '@/lib/schemas/business-buyer';
import { pieceName } from '@/lib/catalog/piece-name';
import { queueOrderPlacedMails } from './order-placed-mails';

// The one door every channel opens an order through (docs/decisions/0069-one-order-door.md): the website's
// checkout, an accepted quote, a draft paid from its link and the showroom's Sell screen each price the
// sale their own way, under the lock of the products they price, then hand it here, inside their
// transaction. The door takes the stock by the
// location rule, numbers the order, writes it and its lines, allocates the units to their locations,
// counts the discount code's use, files the customer, writes the channel's Activity row and queues the same
// follow-ups (the placed-order mails, the unpaid order's reservation) for every channel.

/** One priced line. A line with a variant and neither a size nor a swatch takes finished units from stock. */
export type OrderLine = {
  productId: string | null;
  productName: string;
  quantity: number;
  /** The unit price charged, in kobo. */
  priceKobo: number;
  variantId: string | null;
  variantLabel: string | null;
  sku: string | null;
  /** The value of the piece's Colour option, as orders always named it. */
  color?: string | null;
  deliveryClass?: DeliveryClass;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  measurements: MeasuredParts | null;
  swatch?: Swatch | null;
};

export type OrderToOpen = {
  channel: OrderChannel;
  /** The account that placed it (null for a walk-in sale). */
  userId: string | null;
  /** The contact on the order: who it is for and where it goes. */
  contact: { name: string; email: string; phone: string | null; address: string; notes?: string | null };
  /** The customer record the order counts for; null when the buyer left no email. */
  customer: CustomerToFile | null;
  /** A business buying with its TIN: the order's e-invoice is B2B (docs/decisions/0070-e-invoicing.md). Absent or null: a consumer. */
  business?: BusinessBuyer | null;
  lines: readonly OrderLine[];
  delivery: {
    method: 'delivery' | 'pickup';
    state: string | null;
    zoneName: string | null;
    pickupLocationId: string | null;
    windowStart: string | null;
    windowEnd: string | null;
    feeKobo: number;
  };
  money: {
    subtotalKobo: number;
    discountKobo: number;
    /** A code's use, counted against whom it was placed by. */
    discountCode: { id: string; code: string; userId: string | null; email: string | null } | null;
    manualDiscountReason: string | null;
    totalKobo: number;
    depositKobo: number | null;
    /** How the buyer pays online; null when paid at the desk or nothing is owed. */
    paymentMethod: CheckoutPaymentMethod | null;
    paymentDueAt: Date | null;
  };
  placedAt: Date;
  /** Where a staff sale was made: its units are taken there first, showroom-only places included. */
  soldAtLocationId?: string | null;
  soldBy?: string | null;
  quoteId?: string | null;
  status?: OrderStatus;
  samples?: boolean;
  idempotencyKey?: string | null;
  /**
   * The channel's Activity row on the order (a sale made by staff, a quote or a draft turned into an
   * order). A shopper's checkout writes none: the order row records who placed it and when, and one more
   * row in the activity log (five indexes, one of them trigrams) for every online order cost checkout 7 %
   * of its orders a second (docs/benchmarks.md, "Checkout side by side").
   */
  audit?: { action: string; details: Record<string, unknown> };
  /** What the buyer is told when a line's stock ran out (nothing is written then); by default that it is out of stock. */
  whenShort?: (line: OrderLine) => Promise<string> | string;
};

export type OpenedOrder = { id: string; orderNumber: string };

/** The contact and customer record of a shopper's own order, from the address form (checkout, a quote, a draft's link). */
export function shoppersBuyer(shipping: ShippingDetails): Pick<OrderToOpen, 'contact' | 'customer'> {
  const address = formatShippingAddress(shipping);
  const person = { name: shipping.fullName, email: shipping.email, phone: shipping.phone, address };
  return { contact: { ...person, notes: shipping.notes }, customer: person };
}

const takesStock = (line: OrderLine) => line.variantId !== null && !line.measurements && !line.swatch;

export async function openOrder(tx: Transaction, order: OrderToOpen): Promise<OpenedOrder> {
  const moves = await takeStock(tx, order);
  const { delivery, money, contact } = order;
  const [opened] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      orderNumber: newOrderNumber(order.placedAt),
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      buyerBusinessName: order.business?.name ?? null,
      buyerTin: order.business?.tin ?? null,
      shippingAddress: contact.address,
      notes: contact.notes ?? null,
      subtotalKobo: money.subtotalKobo,
      deliveryFeeKobo: delivery.feeKobo,
      discountCode: money.discountCode?.code ?? null,
      discountId: money.discountCode?.id ?? null,
      discountKobo: money.discountKobo,
      manualDiscountReason: money.manualDiscountReason,
      totalAmountKobo: money.totalKobo,
      deliveryMethod: delivery.method,
      deliveryState: delivery.state,
      deliveryZoneName: delivery.zoneName,
      pickupLocationId: delivery.pickupLocationId,
      deliveryWindowStart: delivery.windowStart,
      deliveryWindowEnd: delivery.windowEnd,
      paymentMethod: money.paymentMethod,
      depositKobo: money.depositKobo,
      paymentDueAt: money.paymentDueAt,
      channel: order.channel,
      soldAtLocationId: order.soldAtLocationId ?? null,
      soldBy: order.soldBy ?? null,
      quoteId: order.quoteId ?? null,
      status: order.status ?? 'pending',
      samples: order.samples ?? false,
      idempotencyKey: order.idempotencyKey ?? null,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!opened) throw new Error('The order row was not returned');

  await tx.insert(orderItems).values(order.lines.map((line) => itemRow(opened.id, line)));
  await recordStockMovements(tx, moves.map((move) => ({ ...move, orderId: opened.id })));
  await allocateMoves(tx, opened.id, moves);
  if (money.discountCode) {
    const { id, userId, email } = money.discountCode;
    await countDiscountUse(tx, { discountId: id, orderId: opened.id, userId, email, amountKobo: money.discountKobo });
  }
  if (order.customer) await fileCustomer(tx, order.customer, money.totalKobo);
  // Nothing owed: the ledger says paid (and the order confirmed) before its mails are written.
  if (money.totalKobo === 0) await updateDerivedPaymentStatus(tx, { id: opened.id, totalAmountKobo: 0 });
  if (order.audit) await recordOrderAudit(tx, opened, { ...order.audit, ...shoppersAsTheShop() });
  await queueOrderPlacedMails(tx, opened.id);
  if (money.paymentMethod) {
    await scheduleReservation(tx, { orderId: opened.id, method: money.paymentMethod, placedAt: order.placedAt, dueAt: money.paymentDueAt });
  }
  return opened;
}

/**
 * A row a shopper's own step writes (checkout, accepting a quote, paying a draft) names the shop: the order
 * names its customer, and the append-only log then keeps no shopper's name, address or IP that closing
 * their account would have to erase (docs/decisions/0036-accounts-people-can-recover-and-close.md).
 */
function shoppersAsTheShop(): { actor?: AuditActor; clientIp?: null } {
  return auditActorNow().kind === 'staff' ? {} : { actor: SYSTEM_ACTOR, clientIp: null };
}

/** A line as its row, field by field: a channel's line may carry columns of its own (a draft line's id). */
function itemRow(orderId: string, line: OrderLine) {
  return {
    orderId,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    priceKobo: line.priceKobo,
    totalKobo: line.priceKobo * line.quantity,
    color: line.color ?? null,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    sku: line.sku,
    deliveryClass: line.deliveryClass,
    leadTimeMinDays: line.leadTimeMinDays,
    leadTimeMaxDays: line.leadTimeMaxDays,
    measurements: line.measurements,
    swatch: line.swatch ?? null,
  };
}

/**
 * The location rule (docs/decisions/0064-stock-locations.md): online, units come from the places that
 * sell online, the chosen pickup place first; a staff sale takes from where it is made or collected
 * first, showroom-only places included. The channel has already locked the products in id order, as
 * every writer of stock does, before it read their prices (checkout in its cart check, the Sell screen
 * and a draft with lockVariantsForStock): locking them again here cost checkout a tenth of its orders a
 * second under load. The location rows are locked here, as the units are taken.
 */
async function takeStock(tx: Transaction, order: OrderToOpen): Promise<StockMovement[]> {
  const stocked = order.lines.filter(takesStock);
  const byStaff = order.channel !== 'website';
  const prefer = order.soldAtLocationId ?? order.delivery.pickupLocationId;
  const reason = order.channel === 'showroom' ? 'showroom_sale' : 'order';
  const moves: StockMovement[] = [];
  for (const line of stocked) {
    const taken = await takeVariantStock(tx, line.variantId!, line.quantity, reason, null, prefer, { preferOffline: byStaff });
    // Throwing rolls back every line already taken.
    if (!taken) throw new ActionError(order.whenShort ? await order.whenShort(line) : `${pieceName(line.productName, [line.variantLabel])} is out of stock.`);
    moves.push(...taken);
  }
  return moves;
}

const MAX_ATTEMPTS = 4;

/**
 * Runs a channel's order transaction, again with a new order number when two orders drew the same one
 * (about a billion numbers a day: the unique index catches the rare clash).
 */
export async function inOrderTransaction<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (uniqueViolation(error) === 'orders_order_number_unique' && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
