import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { csvRow, csvStream } from '@/lib/csv';
import { koboToNairaDecimal } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { EINVOICE_STATE_LABELS } from '@/lib/einvoicing/einvoice-states';
import type { AdminEInvoiceFilters } from '@/lib/schemas/einvoice-admin';
import { einvoiceFilterCondition } from './einvoice-list-filters';

// The E-invoices screen's CSV export, for the accountant: every e-invoice the list's filters match,
// newest first, read in batches and streamed as it goes. The caller (the export route) has already
// checked the permission.

export const EINVOICE_CSV_HEADER = [
  'Order Number',
  'Type',
  'IRN',
  'Issue Date',
  'State',
  'Amount (NGN)',
  'Payment Status',
  'Attempts',
  'Last Answer',
  'Created (Lagos)',
  'Signed (Lagos)',
  'Confirmed (Lagos)',
] as const;

const FIRST_BATCH_SIZE = 200;
const BATCH_SIZE = 2000;

type Cursor = { at: string; id: string };

const lagosTime = (column: typeof einvoices.createdAt | typeof einvoices.signedAt | typeof einvoices.confirmedAt) =>
  sql<string | null>`to_char(${column} at time zone '${sql.raw(SHOP_TIME_ZONE)}', 'YYYY-MM-DD HH24:MI')`;

function readBatch(filters: AdminEInvoiceFilters, after: Cursor | null, size: number) {
  // Keyset paging on (created_at, id): invoices issued during the export shift nothing.
  const before = after ? sql`(${einvoices.createdAt}, ${einvoices.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
  return db
    .select({
      id: einvoices.id,
      cursor: sql<string>`to_char(${einvoices.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      orderNumber: orders.orderNumber,
      typeCode: einvoices.typeCode,
      irn: einvoices.irn,
      issueDate: einvoices.issueDate,
      state: einvoices.state,
      amountKobo: einvoices.amountKobo,
      paymentStatus: einvoices.paymentStatus,
      attempts: einvoices.attempts,
      lastAnswer: einvoices.lastAnswer,
      created: lagosTime(einvoices.createdAt),
      signed: lagosTime(einvoices.signedAt),
      confirmed: lagosTime(einvoices.confirmedAt),
    })
    .from(einvoices)
    .innerJoin(orders, eq(orders.id, einvoices.orderId))
    .where(and(einvoiceFilterCondition(filters), before))
    .orderBy(desc(einvoices.createdAt), desc(einvoices.id))
    .limit(size);
}

/** The file, header row first; every cell goes through csvCell (quoting and formula defusing). */
export function einvoicesCsvStream(filters: AdminEInvoiceFilters): ReadableStream<Uint8Array> {
  return csvStream({
    header: EINVOICE_CSV_HEADER,
    firstBatchSize: FIRST_BATCH_SIZE,
    batchSize: BATCH_SIZE,
    read: (after: Cursor | null, size) => readBatch(filters, after, size),
    line: (row) =>
      csvRow([
        row.orderNumber,
        row.typeCode === '381' ? 'Credit note' : 'Invoice',
        row.irn,
        row.issueDate,
        EINVOICE_STATE_LABELS[row.state],
        koboToNairaDecimal(row.amountKobo),
        row.paymentStatus,
        row.attempts,
        row.lastAnswer,
        row.created,
        row.signed,
        row.confirmed,
      ]),
    cursorAfter: (last) => ({ at: last.cursor, id: last.id }),
    onError: (error) => logger.error({ err: error }, 'Exporting e-invoices failed'),
  });
}
