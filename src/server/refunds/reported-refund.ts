import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { RefundState } from './refund-ledger';

// A refund an e-invoice credit note names is on the NRS's record (docs/decisions/0077-e-invoices-report-the-sale-kept.md): MBS takes no change to a signed note, so the refund keeps its
// order, amount and status, as one Paystack holds does (src/server/payments/paystack/refund-payout.ts).
// Checked under its order's lock, which the job issuing notes takes too, so no note appears meanwhile.

export async function refuseChangingReportedRefund(tx: Transaction, refundId: string, before: RefundState, after: RefundState | null) {
  if (after && after.orderId === before.orderId && after.amountKobo === before.amountKobo && after.status === before.status) return;
  const [note] = await tx.select({ irn: einvoices.irn }).from(einvoices).where(eq(einvoices.refundId, refundId)).limit(1);
  if (!note) return;
  throw new ActionError(
    `This refund is reported to the NRS on credit note ${note.irn}, so its order, amount and status can no longer change and it cannot be deleted. You can still edit the reason and notes.`,
  );
}
