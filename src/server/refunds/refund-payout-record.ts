import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { payments, stockLocations } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { RefundStatus } from '@/lib/constants';
import type { RefundPayoutMethod } from '@/lib/refund-payout';
import type { RefundFieldRefusal } from '@/lib/schemas/refund';

// How, where and when a refund's money went back (docs/decisions/0074-how-a-refund-went-back.md). The
// showroom's cash-up takes out of a location's drawer only cash handed over there, on the day the refund
// became processed (src/server/pos/cash-up.ts): not a transfer, not Paystack, not the day someone later
// fixed its notes. A refund that goes back through Paystack is recorded as Paystack whatever the form said.

export type PayoutChoice = { payoutMethod: RefundPayoutMethod | null; payoutLocationId: string | null };
export type PayoutColumns = PayoutChoice & { processedAt: Date | null };

const refusal = (field: 'payoutMethod' | 'payoutLocationId', message: string) => new ActionError<RefundFieldRefusal>(message, { fieldErrors: { [field]: [message] } });

/**
 * The payout columns of a refund row as it is saved: `row.viaPaystack` when Paystack sends (or holds) its
 * money; `before` the row as it was (null when new), whose processed time an edit keeps.
 */
export async function payoutColumns(
  tx: Transaction,
  row: { status: RefundStatus; viaPaystack: boolean; paymentId: string | null },
  choice: PayoutChoice,
  before: { status: RefundStatus; processedAt: Date | null } | null,
): Promise<PayoutColumns> {
  const processedAt = row.status !== 'processed' ? null : before?.status === 'processed' && before.processedAt ? before.processedAt : new Date();
  if (row.viaPaystack) return { payoutMethod: 'paystack', payoutLocationId: null, processedAt };
  if (row.status !== 'processed') return { payoutMethod: null, payoutLocationId: null, processedAt };
  if (!choice.payoutMethod) throw refusal('payoutMethod', 'Choose how the money went back: cash at a location, a bank transfer or Paystack.');
  if (choice.payoutMethod === 'paystack' && !(await paidThroughPaystack(tx, row.paymentId))) {
    throw refusal('payoutMethod', 'This money was not paid through Paystack, so it cannot go back through Paystack: choose cash at a location or a bank transfer.');
  }
  if (choice.payoutMethod !== 'cash') return { payoutMethod: choice.payoutMethod, payoutLocationId: null, processedAt };
  const [location] = choice.payoutLocationId ? await tx.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.id, choice.payoutLocationId)) : [];
  if (!location) throw refusal('payoutLocationId', 'That location no longer exists: choose where the cash was handed over.');
  return { payoutMethod: 'cash', payoutLocationId: location.id, processedAt };
}

async function paidThroughPaystack(tx: Transaction, paymentId: string | null) {
  if (!paymentId) return false;
  const [payment] = await tx.select({ method: payments.method }).from(payments).where(eq(payments.id, paymentId));
  return payment?.method === 'paystack';
}
