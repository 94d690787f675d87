// Where an invoice reported to MBS stands (docs/decisions/0070-e-invoicing.md), shared by the schema,
// the E-invoices screen and its filters.

export const EINVOICE_STATES = ['waiting', 'validated', 'signed', 'transmitted', 'confirmed', 'refused'] as const;
export type EInvoiceState = (typeof EINVOICE_STATES)[number];

export const EINVOICE_STATE_LABELS: Record<EInvoiceState, string> = {
  waiting: 'Waiting',
  validated: 'Validated',
  signed: 'Signed',
  transmitted: 'Transmitted',
  confirmed: 'Confirmed',
  refused: 'Refused',
};

/** 380 an invoice, 381 a credit note. */
export const EINVOICE_TYPE_CODES = ['380', '381'] as const;
export type EInvoiceTypeCode = (typeof EINVOICE_TYPE_CODES)[number];

/** PENDING: an invoice whose money was all reversed (never came) while the order still stands. */
export const EINVOICE_PAYMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;
export type EInvoicePaymentStatus = (typeof EINVOICE_PAYMENT_STATUSES)[number];

/** The job that brings an order's invoices at MBS up to date with its money (src/server/einvoicing). */
export const EINVOICE_ORDER_JOB = 'einvoice-order';
/** The job that takes one invoice through MBS's steps. */
export const EINVOICE_REPORT_JOB = 'einvoice-report';
