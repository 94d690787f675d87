import 'server-only';
import type { Transaction } from '@/server/db/client';
import { recordAudit, type AuditEntry } from '@/server/audit/record-audit';

// An order's rows of the activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md):
// every change to an order, and every payment or refund event about it, is recorded against the
// order itself (entity 'order', its id), so Order Details' History shows them all in one place.

export function orderLabel(orderNumber: string) {
  return `Order ${orderNumber}`;
}

/** Records `entry` about `order`, in `tx`, the transaction that makes the change. */
export function recordOrderAudit(
  tx: Transaction,
  order: { id: string; orderNumber: string },
  entry: Omit<AuditEntry, 'entityType' | 'entityId' | 'label'>,
) {
  return recordAudit(tx, { entityType: 'order', entityId: order.id, label: orderLabel(order.orderNumber), ...entry });
}
