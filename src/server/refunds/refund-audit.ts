import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders, refunds } from '@/server/db/schema';
import { changedFields } from '@/server/audit/audit-changes';
import { recordAudit } from '@/server/audit/record-audit';
import { recordOrderAudit } from '@/server/orders/order-audit';
import type { RefundStatus } from '@/lib/constants';

// A refund's change in the activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md), as
// two rows in the change's transaction: the refund's own (entity 'refund', "Refund for ORD-…"), which
// Activity lists and filters as refunds, and one on each order it touches (entity 'order',
// 'refund_created' / 'refund_updated' / 'refund_deleted', the same before/after), so Order Details'
// History shows the money going back next to the money that came in. One row could not be both: an
// entity's History finds rows by their own entity type and id.

export type RefundAuditFields = { orderId: string | null; amountKobo: number; status: RefundStatus; reason: string; notes: string | null };

const ORDER_ACTIONS = { create: 'refund_created', update: 'refund_updated', delete: 'refund_deleted' } as const;

/** The refund's fields as the log records them, read under its lock before an edit or delete. */
export async function refundAuditFields(tx: Transaction, id: string): Promise<RefundAuditFields | null> {
  const [row] = await tx
    .select({ orderId: refunds.orderId, amountKobo: refunds.amountKobo, status: refunds.status, reason: refunds.reason, notes: refunds.notes })
    .from(refunds)
    .where(eq(refunds.id, id));
  return row ?? null;
}

async function orderNumbers(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

/** Records refund `refundId` going from `before` to `after` (null: not yet, or no longer, there); nothing when nothing changed. */
export async function recordRefundChange(tx: Transaction, refundId: string, before: RefundAuditFields | null, after: RefundAuditFields | null) {
  const orderIds = [...new Set([before?.orderId, after?.orderId].filter((id): id is string => Boolean(id)))];
  const numbers = await orderNumbers(tx, orderIds);
  const seen = (fields: RefundAuditFields | null) =>
    fields && {
      orderNumber: fields.orderId ? (numbers.get(fields.orderId) ?? null) : null,
      amountKobo: fields.amountKobo,
      status: fields.status,
      reason: fields.reason,
      notes: fields.notes,
    };
  const [was, now] = [seen(before), seen(after)];
  if (before && after && Object.keys(changedFields(was, now)).length === 0) return;

  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const orderNumber = now?.orderNumber ?? was?.orderNumber;
  await recordAudit(tx, {
    entityType: 'refund',
    entityId: refundId,
    label: orderNumber ? `Refund for ${orderNumber}` : 'Refund of a deleted order',
    action,
    before: was,
    after: now,
  });
  for (const [id, number] of numbers) {
    await recordOrderAudit(tx, { id, orderNumber: number }, { action: ORDER_ACTIONS[action], before: was, after: now, details: { refundId } });
  }
}
