import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { RefundState } from './refund-ledger';

// Reading the refund an edit or delete starts from. Its order must be locked before the
// refund itself (the order is what every refund change locks first), so the refund is read,
// its order locked, then the refund locked and compared with what was read: if another admin
// changed it in between, this change stops rather than working from old numbers. Paystack's
// fields are compared too: two saves of a refund Paystack could not make both read it as
// failed, and only the first may send it again (the second finds the new Paystack refund and
// stops), so the money is never sent twice (docs/decisions/0013-payments-ledger.md).

/** A refund as read before its order's lock: its state and where Paystack stands with it. */
export type SeenRefund = RefundState & { paymentId: string | null; paystackRefundId: string | null; paystackStatus: string | null };

const SEEN = {
  orderId: refunds.orderId,
  amountKobo: refunds.amountKobo,
  status: refunds.status,
  paymentId: refunds.paymentId,
  paystackRefundId: refunds.paystackRefundId,
  paystackStatus: refunds.paystackStatus,
};

export async function readRefund(tx: Transaction, id: string): Promise<SeenRefund> {
  const [row] = await tx.select(SEEN).from(refunds).where(eq(refunds.id, id));
  if (!row) throw new ActionError('This refund no longer exists. Reload the page.');
  return row;
}

export async function lockUnchangedRefund(tx: Transaction, id: string, seen: SeenRefund) {
  const [row] = await tx.select(SEEN).from(refunds).where(eq(refunds.id, id)).for('update');
  if (!row) throw new ActionError('This refund no longer exists. Reload the page.');
  const changed = (Object.keys(SEEN) as (keyof SeenRefund)[]).some((key) => row[key] !== seen[key]);
  if (changed) throw new ActionError('Someone else changed this refund just now. Reload the page and try again.');
}
