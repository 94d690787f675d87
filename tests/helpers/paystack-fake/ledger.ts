import { randomBytes } from 'node:crypto';

// The fake's memory of Paystack's side: transactions, refunds and the events it would post
// to the merchant, with the JSON each of them has in Paystack's API (the shapes of
// https://github.com/PaystackOSS/openapi, VerifyResponse and RefundCreate/FetchResponse,
// and of the refund events in Paystack's refund docs). Amounts are integers in the
// currency's subunit (kobo), as Paystack's are.

export type FakeTransactionStatus = 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
export type FakeRefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

export type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** What the merchant asked for at initialize. */
  requestedAmount: number;
  requestedCurrency: string;
  /** What the customer is (or was) charged: the requested amount unless a test changed it. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: FakeTransactionStatus;
  channel: string;
  gatewayResponse: string;
  createdAt: Date;
  paidAt: Date | null;
};

export type FakeRefund = {
  id: number;
  transactionId: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: FakeRefundStatus;
  merchantNote: string;
  customerNote: string;
  /** The processor's reference, known once the money has moved. */
  refundReference: string | null;
  createdAt: Date;
  refundedAt: Date | null;
};

/** An event the fake posted (or holds) for the merchant: `body` is the exact JSON that is signed and sent. */
export type FakeEvent = { id: number; event: string; data: Record<string, unknown>; body: string; deliveries: FakeDelivery[] };
/** One POST of an event to the webhook URL: the merchant's status code, or why nothing answered. */
export type FakeDelivery = { status: number | null; error?: string; responseBody?: string; signature: string; at: Date };
/** One request the merchant made to the API: the status it was answered with, -1 when the connection was dropped. */
export type FakeCall = { method: string; path: string; body: unknown; authorized: boolean; status: number; at: Date };

export const INTEGRATION_ID = 100_032;
const REFUNDED_BY = 'owner@merchant.test';

/** Paystack's Nigerian local-card fee: 1.5%, plus ₦100 from ₦2,500, capped at ₦2,000. */
export function paystackFee(amount: number) {
  return Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

export function randomCode(length = 10) {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, '').toLowerCase().slice(0, length).padEnd(length, '0');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function customer(transaction: FakeTransaction) {
  return {
    id: 180_000 + (transaction.id % 10_000),
    first_name: null,
    last_name: null,
    email: transaction.email,
    customer_code: `CUS_${transaction.email.replace(/[^a-z0-9]/gi, '').slice(0, 12).toLowerCase()}`,
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

function authorization(transaction: FakeTransaction) {
  if (transaction.status !== 'success' && transaction.status !== 'reversed') return {};
  return {
    authorization_code: `AUTH_${transaction.accessCode}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: transaction.channel,
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${transaction.accessCode}`,
    account_name: null,
  };
}

/** A transaction as GET /transaction/verify/:reference and the charge.success event show it. */
export function transactionJson(transaction: FakeTransaction) {
  const paid = transaction.status === 'success' || transaction.status === 'reversed';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: iso(transaction.paidAt),
    created_at: iso(transaction.createdAt),
    channel: transaction.channel,
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: transaction.metadata ?? '',
    log: null,
    fees: paid ? paystackFee(transaction.amount) : null,
    fees_split: null,
    authorization: authorization(transaction),
    customer: customer(transaction),
    plan: null,
    split: {},
    order_id: null,
    paidAt: iso(transaction.paidAt),
    createdAt: iso(transaction.createdAt),
    requested_amount: transaction.requestedAmount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: iso(transaction.createdAt),
    plan_object: {},
    subaccount: {},
  };
}

/** POST /refund's answer: the refund, with a summary of its transaction. */
export function createdRefundJson(refund: FakeRefund, transaction: FakeTransaction) {
  return {
    transaction: {
      id: transaction.id,
      domain: 'test',
      reference: transaction.reference,
      amount: transaction.amount,
      paid_at: iso(transaction.paidAt),
      channel: transaction.channel,
      currency: transaction.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: iso(transaction.paidAt),
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    status: refund.status,
    refunded_by: REFUNDED_BY,
    expected_at: new Date(refund.createdAt.getTime() + 7 * 86_400_000).toISOString(),
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.createdAt.toISOString(),
  };
}

/** GET /refund/:id's answer. */
export function refundJson(refund: FakeRefund, transaction: FakeTransaction) {
  return {
    integration: INTEGRATION_ID,
    transaction: transaction.id,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: refund.currency,
    amount: refund.amount,
    status: refund.status,
    refunded_at: iso(refund.refundedAt),
    refunded_by: REFUNDED_BY,
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    deducted_amount: refund.status === 'processed' ? refund.amount : 0,
    fully_deducted: refund.status === 'processed' ? 1 : 0,
    createdAt: refund.createdAt.toISOString(),
    bank_reference: refund.refundReference,
    transaction_reference: transaction.reference,
    reason: refund.status.toUpperCase(),
    customer: customer(transaction),
    refund_type: refund.amount === transaction.amount ? 'full' : 'partial',
    transaction_amount: transaction.amount,
    initiated_by: REFUNDED_BY,
    refund_channel: transaction.channel,
  };
}

/**
 * The data of a refund.* event. As in Paystack's docs, it names the transaction by its
 * reference and carries the amount as a string; the refund's own id is not in it (only in
 * refund.needs-attention), so a merchant has to ask GET /refund/:id for the refund itself.
 */
export function refundEventData(refund: FakeRefund, transaction: FakeTransaction) {
  return {
    status: refund.status,
    transaction_reference: transaction.reference,
    refund_reference: refund.refundReference,
    amount: String(refund.amount),
    currency: refund.currency,
    processor: 'fake-processor',
    customer: { first_name: null, last_name: null, email: transaction.email },
    integration: INTEGRATION_ID,
    domain: 'test',
    ...(refund.status === 'needs-attention'
      ? { id: String(refund.id), customer_note: refund.customerNote, merchant_note: refund.merchantNote }
      : {}),
  };
}
