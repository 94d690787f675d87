import 'server-only';
import { and, desc, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { csvRow, csvStream } from '@/lib/csv';
import { koboToNairaDecimal } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import type { AdminOrderFilters } from '@/lib/schemas/order-admin';
import { createdAtCursor, orderFilterCondition } from './admin-order-reads';
import { displayPhone } from '@/lib/nigeria';

// The Orders screen's CSV export: every order the list's filters match, newest first, read
// in batches and streamed as it goes, so ten thousand orders never sit in memory at once. The
// caller (the export route) has already checked for an admin.

export const ORDER_CSV_HEADER = [
  'Order Number',
  'Date (Lagos)',
  'Customer',
  'Email',
  'Phone',
  'Total (NGN)',
  'Status',
  'Payment',
  'Items',
  'Sample Order',
] as const;

// One query per batch, items summed up in it: at a million orders the export's time is its round
// trips (docs/decisions/0030-admin-lists-at-a-million-orders.md). The first batch is small, so the
// download starts at once even when the orders' lines are not in memory yet (2,000 orders' lines read
// from disk took over a second before the first byte).
const FIRST_BATCH_SIZE = 200;
const BATCH_SIZE = 2000;

type Cursor = { at: string; id: string };

async function readBatch(filters: AdminOrderFilters, after: Cursor | null, size: number) {
  // Keyset paging on (created_at, id): orders placed during the export shift nothing.
  const before = after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
  return db
    .select({
      id: orders.id,
      cursor: createdAtCursor,
      orderNumber: orders.orderNumber,
      date: sql<string>`to_char(${orders.createdAt} at time zone '${sql.raw(SHOP_TIME_ZONE)}', 'YYYY-MM-DD HH24:MI')`,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      totalAmountKobo: orders.totalAmountKobo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      samples: orders.samples,
      // The order's lines in one cell, read through order_items_order_id_idx for this order alone: each
      // with what it was bought as, its SKU and a size made to measure when it has them
      // ("Ikoyi Sofa (Emerald) [SKU AL-SOF-001] × 2", "Linen Curtains {240 cm wide × 270 cm drop, lined} × 1",
      // the words of src/lib/catalog/measure-text.ts), or a swatch ("Yaba Loveseat {Swatch: Velvet (Fabric)} × 1",
      // src/lib/catalog/swatch.ts, docs/decisions/0059-fabric-samples.md).
      items: sql<string | null>`(select string_agg(i.product_name || coalesce(' (' || coalesce(i.variant_label, i.color) || ')', '')
          || coalesce(' [SKU ' || i.sku || ']', '')
          || coalesce(' {' || (i.measurements->>'widthCm') || ' cm wide × ' || (i.measurements->>'dropCm') || ' cm drop, '
            || case when (i.measurements->>'lined')::boolean then 'lined' else 'unlined' end || '}', '')
          || coalesce(' {Swatch: ' || (i.swatch->>'value') || ' (' || (i.swatch->>'option') || ')}', '')
          || ' × ' || i.quantity, '; ' order by i.product_name, i.id)
        from ${orderItems} i where i.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(orderFilterCondition(filters), before))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size);
}

/** The file, header row first; every cell goes through csvCell (quoting and formula defusing). */
export function ordersCsvStream(filters: AdminOrderFilters): ReadableStream<Uint8Array> {
  return csvStream({
    header: ORDER_CSV_HEADER,
    firstBatchSize: FIRST_BATCH_SIZE,
    batchSize: BATCH_SIZE,
    read: (after: Cursor | null, size) => readBatch(filters, after, size),
    line: (row) =>
      csvRow([
        row.orderNumber,
        row.date,
        row.customerName,
        row.customerEmail,
        row.customerPhone && displayPhone(row.customerPhone),
        koboToNairaDecimal(row.totalAmountKobo),
        row.status,
        row.paymentStatus,
        row.items ?? '',
        row.samples ? 'yes' : '',
      ]),
    cursorAfter: (last) => ({ at: last.cursor, id: last.id }),
    onError: (error) => logger.error({ err: error }, 'Exporting orders failed'),
  });
}
