import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { isProofContentType, PROOF_TYPES, type ProofContentType } from '@/lib/transfer-proof';
import { mayReadCustomerData, type CustomerDataViewer } from '@/server/auth/customer-data-access';

export type ProofFile = { key: string; contentType: ProofContentType; filename: string };

/**
 * The stored proof of transfer behind a payment, if this viewer may open it: the order's owner,
 * or an admin (with two-factor when the shop requires it of staff: src/server/auth/customer-data-access.ts).
 * Null for anyone else, exactly as for a payment without a proof.
 */
export async function proofForViewer(paymentId: string, viewer: CustomerDataViewer): Promise<ProofFile | null> {
  const [row] = await db
    .select({ key: payments.proofKey, contentType: payments.proofContentType, ownerId: orders.userId, orderNumber: orders.orderNumber })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), isNotNull(payments.proofKey)));
  const contentType = row?.contentType ?? undefined;
  if (!row?.key || !isProofContentType(contentType)) return null;
  if (!(await mayReadCustomerData(viewer, row.ownerId))) return null;
  return { key: row.key, contentType, filename: `proof-${row.orderNumber ?? 'payment'}.${PROOF_TYPES[contentType]}` };
}
