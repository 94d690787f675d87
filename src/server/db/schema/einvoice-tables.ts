import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo } from './columns';
import { orders, refunds } from './order-tables';
import { EINVOICE_PAYMENT_STATUSES, EINVOICE_STATES, EINVOICE_TYPE_CODES } from '@/lib/einvoicing/einvoice-states';
import { sqlList } from './sql-list';

// Every invoice and credit note the shop reports to the Nigeria Revenue Service's MBS
// (docs/decisions/0070-e-invoicing.md): what was sent, where it stands, and MBS's last answer. An
// order has at most one invoice (380); each refund paid back has at most one credit note (381).
export const einvoices = pgTable(
  'einvoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's refund; null for an invoice, and for a credit note whose refund was deleted since (it stays reported). */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    typeCode: text('type_code', { enum: EINVOICE_TYPE_CODES }).notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    irn: text('irn').notNull(),
    issueDate: date('issue_date').notNull(),
    /** B2B when the buyer gave a TIN: the invoice is also transmitted to the buyer's access point. */
    kind: text('kind', { enum: ['B2C', 'B2B'] }).notNull().default('B2C'),
    /** Why a business's invoice is B2C: MBS did not confirm its TIN, or names another business by it (shown to staff). */
    buyerNote: text('buyer_note'),
    /** The amount the invoice is for, VAT included: the order's total, or the money a refund returned. */
    amountKobo: kobo('amount_kobo').notNull(),
    /** What MBS should hold: PARTIAL while a deposit is paid, PAID once the balance is. */
    paymentStatus: text('payment_status', { enum: EINVOICE_PAYMENT_STATUSES }).notNull(),
    /** What MBS was last told; null until signed. */
    reportedPaymentStatus: text('reported_payment_status', { enum: EINVOICE_PAYMENT_STATUSES }),
    state: text('state', { enum: EINVOICE_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** MBS's last answer (or why there was none), for the E-invoices screen. */
    lastAnswer: text('last_answer'),
    /** A refusal's reasons, as MBS gave them. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** The invoice exactly as sent (validate and sign must carry the same text). */
    body: text('body'),
    createdAt: createdAt(),
    /** The B2C reporting line: 24 hours after the money arrived. */
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('einvoices_irn_unique').on(t.irn),
    uniqueIndex('einvoices_order_invoice_unique').on(t.orderId).where(sql`${t.typeCode} = '380'`),
    uniqueIndex('einvoices_refund_unique').on(t.refundId),
    index('einvoices_state_created_at_idx').on(t.state, t.createdAt),
    index('einvoices_created_at_idx').on(t.createdAt),
    check('einvoices_state_check', sql`${t.state} in ${sqlList(EINVOICE_STATES)}`),
    check('einvoices_invoice_names_no_refund', sql`${t.typeCode} = '381' or ${t.refundId} is null`),
  ],
);

// What the owners set on Settings → E-invoicing (docs/decisions/0070-e-invoicing.md); one row. The NRS_*
// environment variables win over it. The API key and secret are sealed with the shop's secret
// (AES-256-GCM) and never read back to a screen.
export const einvoicingSettings = pgTable(
  'einvoicing_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    apiUrl: text('api_url'),
    tin: text('tin'),
    businessId: text('business_id'),
    serviceId: text('service_id'),
    apiKeySealed: text('api_key_sealed'),
    apiSecretSealed: text('api_secret_sealed'),
    /** crypto_keys.txt as the MBS portal gives it: {"public_key": base64 PEM, "certificate": ...}, checked on upload. */
    cryptoKeys: text('crypto_keys'),
    /** Reported for every line whose category and piece name none. */
    defaultHsCode: text('default_hs_code').notNull().default('9403'),
    defaultProductCategory: text('default_product_category'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('einvoicing_settings_one_row', sql`${t.id} = 1`)],
);

// The lists MBS publishes (GET /invoice/resources/{name}): invoice types, tax categories, payment means,
// HS codes ... read from MBS and kept, so settings and forms offer only what MBS accepts.
export const mbsResources = pgTable(
  'mbs_resources',
  {
    list: text('list').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** The entry as MBS gave it (a tax category's percent, ...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.code] })],
);
