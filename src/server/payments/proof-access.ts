import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { isProofContentType, PROOF_TYPES, type ProofContentType } from '@/lib/transfer-proof';
import { mustEnrolTwoFactor } from '@/server/auth/staff-two-factor';
import type { SessionUser } from '@/server/auth/session';

export type ProofFile = { key: string; contentType: ProofContentType; filename: string };

/**
 * The stored proof of transfer behind a payment, if this viewer may open it: the order's owner,
 * or an admin (with two-factor when the shop requires it of staff, as every admin screen does).
 * Null for anyone else, exactly as for a payment without a proof.
 */
export async function proofForViewer(paymentId: string, viewer: Pick<SessionUser, 'id' | 'isAdmin'>): Promise<ProofFile | null> {
  const [row] = await db
    .select({ key: payments.proofKey, contentType: payments.proofContentType, ownerId: orders.userId, orderNumber: orders.orderNumber })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), isNotNull(payments.proofKey)));
  const contentType = row?.contentType ?? undefined;
  if (!row?.key || !isProofContentType(contentType)) return null;
  const owner = row.ownerId !== null && row.ownerId === viewer.id;
  if (!owner && !(viewer.isAdmin && !(await mustEnrolTwoFactor(viewer.id)))) return null;
  return { key: row.key, contentType, filename: `proof-${row.orderNumber ?? 'payment'}.${PROOF_TYPES[contentType]}` };
}
