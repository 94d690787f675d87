import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { PaymentStatus } from '@/lib/constants';
import type { ConfirmOutcome } from './confirm-payment';

/** What the Orders screen is told after an admin settled money: what happened, and where the order stands. */
export type AdminPaymentResult = {
  outcome: ConfirmOutcome | 'rejected' | 'failed';
  orderNumber: string;
  /** Why the money is held for review, or must be refunded. */
  reason: string | null;
  paymentStatus: PaymentStatus;
};

export async function adminPaymentResult(
  tx: Transaction,
  orderId: string,
  settled: { outcome: AdminPaymentResult['outcome']; orderNumber: string; reason?: string | null },
): Promise<AdminPaymentResult> {
  const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return { outcome: settled.outcome, orderNumber: settled.orderNumber, reason: settled.reason ?? null, paymentStatus: order?.paymentStatus ?? 'pending' };
}
