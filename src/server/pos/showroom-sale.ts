import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { locationStock, orders, payments, stockLocations } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { lockVariantsForStock } from '@/server/stock/stock-locks';
import { openOrder, type OrderLine } from '@/server/sales/open-order';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { ledgerSums } from '@/server/payments/ledger';
import { formatNaira } from '@/lib/money';
import type { StaffUser } from '@/server/request-context';
import { paymentMethodInText, type ShowroomSale } from '@/lib/schemas/showroom-sale';
import { measureText } from '@/lib/catalog/measure-text';
import { priceSale, saleCustomer, type SaleLine } from './sale-pricing';
import { recordConsent } from '@/server/messaging/consent';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// A sale on the showroom's Sell screen (docs/decisions/0065-selling-in-the-showroom.md): one transaction
// that prices the lines again, opens the order through the one door (src/server/sales/open-order.ts:
// channel "Showroom", sold here by this staff member, its stock taken from this showroom first; a piece
// made to measure is cut for the order and takes none, docs/decisions/0058-made-to-measure.md), and
// records each payment on the ledger with who took it. Nothing is written when any part is refused.

export type SoldOrder = { orderId: string; orderNumber: string; totalKobo: number; paidKobo: number; duplicate: boolean };

export async function writeShowroomSale(tx: Transaction, sale: ShowroomSale, staff: StaffUser): Promise<SoldOrder> {
  const [location] = await tx.select().from(stockLocations).where(eq(stockLocations.id, sale.locationId));
  if (!location) throw new ActionError('This showroom no longer exists. Choose another.');
  await lockVariantsForStock(tx, sale.lines.filter((line) => !line.measure).map((line) => line.variantId));
  const priced = await priceSale(tx, sale, staff.role);
  for (const [index, line] of priced.lines.entries()) {
    if (line.priceKobo !== sale.lines[index]!.unitPriceKobo) throw new ActionError(`The price of ${pieceOf(line)} is now ${formatNaira(line.priceKobo)}. Check the sale and try again.`);
  }
  const depositKobo = sale.deposit ? priced.depositKobo : null;
  if (sale.deposit && depositKobo === null) throw new ActionError('Nothing in this sale is made to order: it is paid in full.');
  const dueKobo = depositKobo ?? priced.totalKobo;
  const paidKobo = sale.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paidKobo < dueKobo) throw new ActionError(`${formatNaira(dueKobo - paidKobo)} is still to pay. Add a payment.`);
  if (paidKobo > priced.totalKobo) throw new ActionError(`The payments come to ${formatNaira(paidKobo)}, more than the total of ${formatNaira(priced.totalKobo)}.`);

  await refuseKnownReferences(tx, sale.payments);

  const customer = await saleCustomer(tx, sale.customer);
  const order = await openOrder(tx, {
    channel: 'showroom',
    userId: null,
    contact: { name: customer.name, email: customer.email ?? '', phone: customer.phone, address: [`Sold at ${location.name}`, location.address].filter(Boolean).join('\n') },
    customer: customer.email ? { name: customer.name, email: customer.email, phone: customer.phone, address: null } : null,
    business: sale.business,
    lines: priced.lines,
    delivery: { method: 'pickup', state: null, zoneName: null, pickupLocationId: location.id, windowStart: null, windowEnd: null, feeKobo: 0 },
    money: {
      subtotalKobo: priced.subtotalKobo,
      discountKobo: priced.discountKobo,
      discountCode: priced.discount?.kind === 'code' ? { id: priced.discount.id, code: priced.discount.code, userId: null, email: customer.email } : null,
      manualDiscountReason: priced.discount?.kind === 'manual' ? priced.discount.reason : null,
      totalKobo: priced.totalKobo,
      depositKobo,
      paymentMethod: null,
      paymentDueAt: null,
    },
    placedAt: new Date(),
    soldAtLocationId: location.id,
    soldBy: staff.id,
    status: 'processing',
    idempotencyKey: sale.idempotencyKey,
    audit: {
      action: 'showroom_sale',
      details: {
        location: location.name,
        lines: priced.lines.map((line) => ({
          piece: pieceOf(line),
          quantity: line.quantity,
          priceKobo: line.priceKobo,
          ...(line.measurements ? { size: measureText(line.measurements) } : {}),
        })),
        payments: sale.payments.map((payment) => ({ method: payment.method, amountKobo: payment.amount })),
        ...(priced.discount?.kind === 'manual' ? { manualDiscountKobo: priced.discountKobo, reason: priced.discount.reason } : {}),
      },
    },
    whenShort: (line) => shortMessage(tx, line, location.id, location.name),
  });

  // Asked by the staff member, who ticked it when the customer agreed.
  if (sale.customer.kind !== 'walk_in' && sale.customer.orderUpdatesConsent && customer.phone) {
    await recordConsent(tx, { phone: customer.phone, purpose: 'order_updates', granted: true, source: 'sell', wordsShown: ORDER_UPDATES_CONSENT_WORDS, email: customer.email, recordedBy: staff.id });
  }

  for (const payment of sale.payments) {
    const recorded = await confirmPayment(
      { orderId: order.id, method: payment.method, providerReference: payment.reference ?? undefined, amountKobo: payment.amount, currency: 'NGN', confirmedBy: staff.id, partialAllowed: true },
      tx,
    );
    // Money not on the ledger as received must not hand a piece over as paid: the whole sale is refused.
    if (recorded.outcome !== 'paid') throw new ActionError(`The ${paymentMethodInText(payment.method)} payment of ${formatNaira(payment.amount)} could not be recorded as paid${recorded.reason ? `: ${recorded.reason}` : ''}. Nothing was saved.`);
  }
  // Paid and delivered are what the ledger says, never what the screen sent.
  const { receivedKobo } = await ledgerSums(tx, order.id);
  // A finished piece carried out of the showroom, paid in full, is delivered there and then.
  const madeToOrder = priced.lines.some((line) => line.leadTimeMinDays !== null || line.measurements);
  if (sale.handedOver && !madeToOrder && receivedKobo >= priced.totalKobo) await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
  return { orderId: order.id, orderNumber: order.orderNumber, totalKobo: priced.totalKobo, paidKobo: receivedKobo, duplicate: false };
}

/**
 * A reference the ledger already holds for the method names money recorded before (another sale's slip,
 * retyped): refused before anything is written, rather than dropped as already recorded.
 */
async function refuseKnownReferences(tx: Transaction, salePayments: ShowroomSale['payments']) {
  for (const [index, { method, reference }] of salePayments.entries()) {
    if (!reference) continue;
    const [known] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.method, method), eq(payments.providerReference, reference)));
    if (known) {
      const where = known.orderNumber ? `on ${known.orderNumber}` : 'on an earlier payment';
      const message = `The ${paymentMethodInText(method)} reference ${reference} is already recorded ${where}: give this payment its own reference (the slip’s transaction number), or leave it empty.`;
      throw new ActionError(message, { fieldErrors: { [`payments.${index}.reference`]: [message] } });
    }
  }
}

const pieceOf = (line: Pick<SaleLine, 'productName' | 'variantLabel'>) => (line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName);

/** 'Only 1 of Ikoyi Sofa here and 2 elsewhere', for a line the locations cannot cover. */
async function shortMessage(tx: Transaction, line: OrderLine, locationId: string, locationName: string) {
  const variantId = line.variantId!; // only a line with a variant takes stock
  const [held] = await tx
    .select({
      here: sql<number>`coalesce(sum(${locationStock.quantity}) filter (where ${locationStock.locationId} = ${locationId}), 0)::int`,
      elsewhere: sql<number>`coalesce(sum(${locationStock.quantity}) filter (where ${locationStock.locationId} <> ${locationId}), 0)::int`,
    })
    .from(locationStock)
    .where(eq(locationStock.variantId, variantId));
  return `Only ${held?.here ?? 0} of ${pieceOf(line)} at ${locationName} and ${held?.elsewhere ?? 0} elsewhere: fewer than ${line.quantity}.`;
}
