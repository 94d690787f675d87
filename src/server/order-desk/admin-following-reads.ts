import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { balanceDueMessage } from '@/server/payments/balance';
import { readTimelineRows } from '@/server/order-desk/order-timeline';
import type { OrderStage } from '@/lib/made-to-order-constants';
import { stageLabel } from '@/lib/order-stage';
import { orderPhotoUrl } from '@/lib/order-following';
import { deliveryWindowText } from '@/lib/order-delivery';

// What Order Details' stage panel shows of each order on the admin's page of orders (docs/product.md,
// "Following an order"): the stage, its timeline with who set each step, the courier, the kept
// balance reminder and the buyer's problem report.
// Read for the page's orders only, in two queries; listAdminOrders checks for an admin first.

export type AdminTimelineEntry = {
  id: string;
  kind: 'stage' | 'window';
  label: string;
  at: Date;
  by: string | null;
  note: string | null;
  photos: string[];
};

export type AdminFollowing = {
  stage: OrderStage | null;
  madeToOrder: boolean;
  courierName: string | null;
  courierPhone: string | null;
  /** The balance reminder to send on WhatsApp, when a deposit order's balance has fallen due. */
  balanceReminder: string | null;
  receiptConfirmedAt: Date | null;
  problem: { reportedAt: Date; report: string; photos: string[]; resolvedAt: Date | null } | null;
  timeline: AdminTimelineEntry[];
};

type LedgerView = { id: string; orderNumber: string; customerName: string; paymentStatus: string; ledger: { balanceKobo: number } };

export async function readAdminFollowing(page: LedgerView[]): Promise<Map<string, AdminFollowing>> {
  const ids = page.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const [rows, events, { siteName }] = await Promise.all([
    db
      .select({
        id: orders.id,
        stage: orders.stage,
        courierName: orders.courierName,
        courierPhone: orders.courierPhone,
        balanceDueAt: orders.balanceDueAt,
        receiptConfirmedAt: orders.receiptConfirmedAt,
        problemReportedAt: orders.problemReportedAt,
        problemReport: orders.problemReport,
        problemPhotoKeys: orders.problemPhotoKeys,
        problemResolvedAt: orders.problemResolvedAt,
        // Columns named by hand inside the subquery (Drizzle drops the table of a one-table select).
        madeToOrder: sql<boolean>`("orders"."quote_id" is not null or exists (select 1 from order_items oi where oi.order_id = "orders"."id" and oi.lead_time_min_days is not null))`.mapWith(Boolean),
      })
      .from(orders)
      .where(inArray(orders.id, ids)),
    readTimelineRows(ids),
    getSiteSettings(),
  ]);
  const byId = new Map(page.map((order) => [order.id, order]));
  const result = new Map<string, AdminFollowing>();
  for (const row of rows) {
    const order = byId.get(row.id)!;
    const owed = order.ledger.balanceKobo;
    const balanceReminder =
      order.paymentStatus === 'deposit_paid' && row.balanceDueAt && owed > 0 ? balanceDueMessage(order, owed, row.balanceDueAt, siteName) : null;
    result.set(row.id, {
      stage: row.stage,
      madeToOrder: row.madeToOrder,
      courierName: row.courierName,
      courierPhone: row.courierPhone,
      balanceReminder,
      receiptConfirmedAt: row.receiptConfirmedAt,
      problem: row.problemReportedAt
        ? { reportedAt: row.problemReportedAt, report: row.problemReport ?? '', photos: row.problemPhotoKeys.map((key) => orderPhotoUrl(key)), resolvedAt: row.problemResolvedAt }
        : null,
      timeline: (events.get(row.id) ?? []).map((event) => ({
        id: event.id,
        kind: event.kind,
        label:
          event.kind === 'stage'
            ? stageLabel(event.stage)
            : `Delivery window moved to ${deliveryWindowText({ deliveryWindowStart: event.windowStart, deliveryWindowEnd: event.windowEnd }) ?? 'to be confirmed'}`,
        at: event.createdAt,
        by: event.createdByName,
        note: event.note,
        photos: event.photoKeys.map((key) => orderPhotoUrl(key)),
      })),
    });
  }
  return result;
}
