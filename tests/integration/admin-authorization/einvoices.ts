import { db } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { adminEInvoiceListParamsSchema } from '@/lib/schemas/einvoice-admin';
import { newOrderRow } from '../../helpers/factories';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the e-invoices' admin action (src/server/einvoicing/actions) and the list's query
// (src/server/einvoicing/admin-einvoice-reads.ts): each retry, and each correction of the buyer, gets an
// order of its own with a refused invoice.

async function insertRefusedEInvoice() {
  const order = await newOrderRow({ status: 'processing', paymentStatus: 'paid' });
  const number = `INV${unique()}`;
  const [row] = await db
    .insert(einvoices)
    .values({
      orderId: order.id,
      typeCode: '380',
      invoiceNumber: number,
      irn: `${number}-94ND90NR-20261124`,
      issueDate: '2026-11-24',
      amountKobo: order.totalAmountKobo,
      paymentStatus: 'PAID',
      state: 'refused',
      reasons: ['Buyer TIN is not valid'],
      dueBy: new Date(Date.now() + 20 * 60 * 60_000),
    })
    .returning({ id: einvoices.id });
  return row!;
}

export const actions: ActionRegistry = {
  retryEInvoiceAction: async () => ({ id: (await insertRefusedEInvoice()).id }),
  correctEInvoiceBuyerAction: async () => ({ id: (await insertRefusedEInvoice()).id, business: { name: 'Ikeja Office Interiors Ltd', tin: '23456789-0001' } }),
};

export const queries: QueryRegistry = {
  listAdminEInvoices: async () => [adminEInvoiceListParamsSchema.parse({})],
};
