import 'server-only';
import { registerAuthFlows } from '@/server/auth/auth-flows';
import { registerInboundListener } from '@/server/messaging/webhooks/inbound-listener';
import { registerOrderEventListeners, type OrderEventListeners } from '@/server/orders/order-events';
import { registerReceiptEInvoiceRead } from '@/server/receipts/receipt-einvoice';
import { authFlowsOfTheShop } from './auth';

// The composition root of the shop's start-up (docs/architecture.md section 3, "Layers"): a domain that
// lies below the code it must drive is handed that code here, never imports it. Auth gets the account's
// flows (decision 0075); the order record's events get e-invoicing's listener, so the ledger and a
// cancellation queue the order's e-invoice job inside their transaction; receipts get e-invoicing's
// answer for the IRN and QR code (decision 0076, "Left for later"); messaging's webhooks get the inbox's
// recorder of customers' WhatsApp messages (decision 0081). One call registers them all, so no
// process registers one and forgets another: src/instrumentation.ts (the app's server and its job
// worker), scripts/setup.ts, scripts/admin-create.ts, scripts/bench-large/admin-reads.ts, and the tests'
// database helper (tests/helpers/test-database.ts) and job-worker process. Nothing in src/server imports it.

// E-invoicing's modules load on the first event, not at start-up: a process (or a test file) that never
// takes money never loads them.
const einvoiceQueue = () => import('@/server/einvoicing/einvoice-queue');
// The inbox's recorder likewise loads with the first WhatsApp message a process applies.
const inboxRecorder = () => import('@/server/inbox/record-whatsapp-inbound');

export const orderEventsOfTheShop: OrderEventListeners = {
  moneyChanged: async (tx, orderId, { sale }) => (await einvoiceQueue()).queueEInvoiceSync(tx, orderId, { sale }),
  cancelled: async (tx, orderId) => (await einvoiceQueue()).queueEInvoiceSync(tx, orderId),
};

/** Hands each domain what it drives; safe to call more than once (a later call replaces the same registrations). */
export function composeTheShop() {
  registerAuthFlows(authFlowsOfTheShop);
  registerOrderEventListeners(orderEventsOfTheShop);
  registerReceiptEInvoiceRead(async (orderId) => (await import('@/server/einvoicing/einvoice-for-receipt')).einvoiceForReceipt(orderId));
  registerInboundListener(async (tx, event) => (await inboxRecorder()).recordWhatsAppInbound(tx, event));
}
