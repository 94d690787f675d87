import { balanceDueWords } from '@/lib/balance-due';
import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { orderEvents, orders, users } from '@/server/db/schema';
import { balanceKobo, ledgerSums } from '@/server/payments/ledger';
import { isMadeToOrder } from '@/server/orders/stages/stage-mail';
import { type DeliveryMethod, type OrderStatus, type PaymentStatus } from '@/lib/constants';
import { PROBLEM_REPORT_HOURS, type OrderStage } from '@/lib/made-to-order-constants';
import { stageLabel, stagesFor } from '@/lib/order-stage';
import { orderPhotoUrl } from '@/lib/order-following';
import { deliveryWindowLabel, deliveryWindowText, type OrderPickupLocation } from '@/lib/order-delivery';
import { pickupLocationColumns, pickupLocationJoin } from '@/server/orders/order-delivery-columns';
import { formatNaira } from '@/lib/money';

// An order's timeline as its buyer follows it (docs/product.md, "Following an order"): the stages
// it goes through, each reached one with its date, note and workshop photos, the delivery window
// and its moves, the courier, what is owed and the next step. Read for My Account's order page
// (after its own check of who may see the order) and for /track (after the phone or email check);
// nothing here checks who asks. /track gets neither the address, the phone nor the name.

export type TimelineEvent =
  | { kind: 'stage'; id: string; at: Date; stage: OrderStage; label: string; note: string | null; photos: string[] }
  | { kind: 'window'; id: string; at: Date; label: string; text: string };

export type OrderTimeline = {
  orderNumber: string;
  status: OrderStatus;
  stage: OrderStage | null;
  /** Every stage the order goes through, each with whether it was reached and whether it is the current one. */
  steps: { stage: OrderStage; label: string; reachedAt: Date | null; current: boolean }[];
  events: TimelineEvent[];
  window: { label: string; text: string } | null;
  /** Where a pickup order is collected: the shop's own address, so /track may show it too. */
  pickupLocation: OrderPickupLocation | null;
  courier: { name: string; phone: string | null } | null;
  owed: { kobo: number; text: string; dueAt: Date | null } | null;
  nextStep: string;
  /** After Delivered: what the buyer answered, and until when they may. */
  afterDelivery: {
    deliveredAt: Date;
    respondUntil: Date;
    open: boolean;
    receiptConfirmedAt: Date | null;
    problem: { reportedAt: Date; report: string; photos: string[]; resolvedAt: Date | null } | null;
  } | null;
};

type Reader = Database | Transaction;

/** When the order last reached Delivered, or null: the 48 hours to answer run from it. */
export async function deliveredAt(reader: Reader, orderId: string): Promise<Date | null> {
  const [row] = await reader
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'stage'), eq(orderEvents.stage, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export function respondUntil(delivered: Date): Date {
  return new Date(delivered.getTime() + PROBLEM_REPORT_HOURS * 3_600_000);
}

/**
 * The timeline of one order. `audience` 'owner' (the buyer or staff on My Account) sees the
 * buyer's own report; 'track' (a visitor who passed /track's check) gets photo links carrying
 * its signed `pass` and never the report.
 */
export async function loadOrderTimeline(orderId: string, audience: { kind: 'owner' } | { kind: 'track'; pass: string }, now = new Date()): Promise<OrderTimeline | null> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      stage: orders.stage,
      paymentStatus: orders.paymentStatus,
      totalAmountKobo: orders.totalAmountKobo,
      depositKobo: orders.depositKobo,
      balanceDueAt: orders.balanceDueAt,
      balanceWaivedReason: orders.balanceWaivedReason,
      deliveryMethod: orders.deliveryMethod,
      deliveryWindowStart: orders.deliveryWindowStart,
      deliveryWindowEnd: orders.deliveryWindowEnd,
      courierName: orders.courierName,
      courierPhone: orders.courierPhone,
      receiptConfirmedAt: orders.receiptConfirmedAt,
      problemReportedAt: orders.problemReportedAt,
      problemReport: orders.problemReport,
      problemPhotoKeys: orders.problemPhotoKeys,
      problemResolvedAt: orders.problemResolvedAt,
      pickupLocation: pickupLocationColumns,
    })
    .from(orders)
    .leftJoin(...pickupLocationJoin)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [rows, madeToOrder, sums] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    isMadeToOrder(db, orderId),
    ledgerSums(db, orderId),
  ]);
  const photo = (key: string) => orderPhotoUrl(key, audience.kind === 'track' ? audience.pass : undefined);
  const window = (start: string | null, end: string | null) =>
    deliveryWindowText({ deliveryWindowStart: start, deliveryWindowEnd: end }) ?? 'to be confirmed';

  const events: TimelineEvent[] = rows.map((row) =>
    row.kind === 'stage' && row.stage
      ? { kind: 'stage', id: row.id, at: row.createdAt, stage: row.stage, label: stageLabel(row.stage), note: row.note, photos: row.photoKeys.map(photo) }
      : { kind: 'window', id: row.id, at: row.createdAt, label: `${deliveryWindowLabel(order)} moved`, text: window(row.windowStart, row.windowEnd) },
  );
  const reached = new Map<OrderStage, Date>();
  for (const event of events) if (event.kind === 'stage' && !reached.has(event.stage)) reached.set(event.stage, event.at);
  const steps = stagesFor(madeToOrder).map((stage) => ({ stage, label: stageLabel(stage), reachedAt: reached.get(stage) ?? null, current: stage === order.stage }));

  const owedKobo = order.status === 'cancelled' ? 0 : balanceKobo(order.totalAmountKobo, sums);
  const owed = owedKobo > 0 ? { kobo: owedKobo, dueAt: order.balanceDueAt, text: owedText(owedKobo, order.paymentStatus, order.balanceDueAt) } : null;

  const delivered = order.stage === 'delivered' ? await deliveredAt(db, orderId) : null;
  const until = delivered ? respondUntil(delivered) : null;
  const afterDelivery =
    delivered && until
      ? {
          deliveredAt: delivered,
          respondUntil: until,
          open: now < until,
          receiptConfirmedAt: order.receiptConfirmedAt,
          problem:
            audience.kind === 'owner' && order.problemReportedAt
              ? { reportedAt: order.problemReportedAt, report: order.problemReport ?? '', photos: order.problemPhotoKeys.map(photo), resolvedAt: order.problemResolvedAt }
              : null,
        }
      : null;

  return {
    orderNumber: order.orderNumber,
    status: order.status,
    stage: order.stage,
    steps,
    events,
    window: order.deliveryWindowStart ? { label: deliveryWindowLabel(order), text: window(order.deliveryWindowStart, order.deliveryWindowEnd) } : null,
    pickupLocation: order.pickupLocation,
    courier: order.stage === 'out_for_delivery' && order.courierName ? { name: order.courierName, phone: order.courierPhone } : null,
    owed,
    nextStep: nextStep(order, madeToOrder, owed, afterDelivery),
    afterDelivery,
  };
}

function owedText(kobo: number, paymentStatus: PaymentStatus, dueAt: Date | null) {
  const amount = formatNaira(kobo);
  if (paymentStatus === 'deposit_paid') return `Balance of ${amount} ${balanceDueWords(dueAt)}`;
  return `${amount} to pay`;
}

function nextStep(
  order: { status: OrderStatus; stage: OrderStage | null; deliveryMethod: DeliveryMethod; balanceWaivedReason: string | null },
  madeToOrder: boolean,
  owed: OrderTimeline['owed'],
  afterDelivery: OrderTimeline['afterDelivery'],
): string {
  if (order.status === 'cancelled') return 'This order was cancelled.';
  const pickup = order.deliveryMethod === 'pickup';
  switch (order.stage) {
    case null:
      return owed ? 'We confirm your order once its payment is in.' : 'We confirm your order shortly.';
    case 'confirmed':
      return madeToOrder ? 'Next, your piece goes into production in our workshop.' : `Next, we get your order ready for ${pickup ? 'pickup' : 'delivery'}.`;
    case 'in_production':
      return 'Next, a quality check once your piece is made.';
    case 'quality_check':
      return `Next, your order is made ready for ${pickup ? 'pickup' : 'delivery'}.`;
    case 'ready_for_delivery':
      if (owed && !order.balanceWaivedReason) return `Next, pay the balance; we then arrange the ${pickup ? 'pickup' : 'delivery'} with you.`;
      return `Next, we arrange the ${pickup ? 'pickup' : 'delivery'} with you.`;
    case 'out_for_delivery':
      return 'Your order is on its way: the courier calls you before arriving.';
    case 'delivered':
      if (afterDelivery?.problem && !afterDelivery.problem.resolvedAt) return 'We have your report and will contact you.';
      if (afterDelivery?.receiptConfirmedAt) return 'Delivered and received. Thank you!';
      return afterDelivery?.open
        ? `Please confirm you received it, or tell us about a problem within ${PROBLEM_REPORT_HOURS} hours.`
        : 'Delivered. Enjoy your order!';
  }
}

/** For the admin's list: each order's timeline rows, oldest first (one query for the page's orders). */
export async function readTimelineRows(orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, (typeof orderEvents.$inferSelect & { createdByName: string | null })[]>();
  const rows = await db
    .select({ event: orderEvents, createdByName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.createdBy))
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const byOrder = new Map<string, (typeof orderEvents.$inferSelect & { createdByName: string | null })[]>();
  for (const { event, createdByName } of rows) {
    const list = byOrder.get(event.orderId) ?? [];
    list.push({ ...event, createdByName });
    byOrder.set(event.orderId, list);
  }
  return byOrder;
}
