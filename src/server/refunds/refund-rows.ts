import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { RefundState } from './refund-ledger';

// Reading the refund an edit or delete starts from. Its order must be locked before the
// refund itself (the order is what every refund change locks first), so the refund is read,
// its order locked, then the refund locked and compared with what was read: if another admin
// changed it in between, this change stops rather than working from old numbers.

const STATE = { orderId: refunds.orderId, amountKobo: refunds.amountKobo, status: refunds.status };

export async function readRefund(tx: Transaction, id: string): Promise<RefundState> {
  const [row] = await tx.select(STATE).from(refunds).where(eq(refunds.id, id));
  if (!row) throw new ActionError('This refund no longer exists. Reload the page.');
  return row;
}

export async function lockUnchangedRefund(tx: Transaction, id: string, seen: RefundState) {
  const [row] = await tx.select(STATE).from(refunds).where(eq(refunds.id, id)).for('update');
  if (!row) throw new ActionError('This refund no longer exists. Reload the page.');
  if (row.orderId !== seen.orderId || row.amountKobo !== seen.amountKobo || row.status !== seen.status) {
    throw new ActionError('Someone else changed this refund just now. Reload the page and try again.');
  }
}
