import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';
import { insertOrder } from './orders';
import { newBuyer } from '../../helpers/factories';

// Valid inputs for the admin's payment actions (src/server/payments/actions): each on an order of
// its own (₦45,000) with the payment it needs.

async function insertPayment(fields: Partial<typeof payments.$inferInsert>) {
  const order = await insertOrder();
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order.id, method: 'bank_transfer', amountKobo: 45_000_00, proofKey: `payment-proofs/${unique()}.pdf`, ...fields })
    .returning({ id: payments.id });
  return payment!;
}

/** Cash an admin recorded (confirmed_by names them), which an admin may reverse. */
async function insertRecordedPayment() {
  const { id: admin } = await newBuyer({ name: 'Ada Admin' });
  return insertPayment({ method: 'pay_on_delivery', proofKey: null, status: 'succeeded', confirmedBy: admin, paidAt: new Date() });
}

export const actions: ActionRegistry = {
  confirmTransferAction: async () => ({ paymentId: (await insertPayment({})).id, amount: '45000' }),
  rejectTransferAction: async () => ({ paymentId: (await insertPayment({})).id, reason: 'No transfer of this amount reached our account.' }),
  recordPaymentAction: async () => ({ orderId: (await insertOrder()).id, method: 'pay_on_delivery', amount: '45000', reference: `POS-${unique()}` }),
  reversePaymentAction: async () => ({ paymentId: (await insertRecordedPayment()).id, reason: 'The POS slip was for another order.' }),
  resolveReviewAction: async () => ({
    paymentId: (await insertPayment({ method: 'paystack', status: 'needs_review', reason: 'Paid ₦40,000, but ₦45,000 was due.' })).id,
    decision: 'accept',
    note: 'The customer paid the rest in cash.',
  }),
};
