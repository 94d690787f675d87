import 'server-only';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { pageIds, pageWindow } from '@/server/db/page-window';
import { requirePermission } from '@/server/auth/permissions';
import type { EInvoicePaymentStatus, EInvoiceState, EInvoiceTypeCode } from '@/lib/einvoicing/einvoice-states';
import { ADMIN_EINVOICES_PAGE_SIZE, type AdminEInvoiceListParams } from '@/lib/schemas/einvoice-admin';
import { einvoiceFilterCondition, lateCondition } from './einvoice-list-filters';

// The back office's reads of e-invoices (docs/decisions/0070-e-invoicing.md): the E-invoices screen's
// list, newest first, each row with its order's number and whether it is late for its 24-hour
// reporting line; and the dashboard's count of late ones. Each checks the caller may read e-invoices.

export type AdminEInvoiceRow = {
  id: string;
  orderId: string;
  orderNumber: string;
  typeCode: EInvoiceTypeCode;
  irn: string;
  kind: 'B2C' | 'B2B';
  /** Why a business's invoice is B2C: MBS did not confirm its TIN (src/server/einvoicing/buyer-tin-check.ts). */
  buyerNote: string | null;
  /** The business the order names now, for "Correct the buyer". */
  buyerBusinessName: string | null;
  buyerTin: string | null;
  amountKobo: number;
  paymentStatus: EInvoicePaymentStatus;
  state: EInvoiceState;
  attempts: number;
  lastAnswer: string | null;
  reasons: string[];
  createdAt: Date;
  dueBy: Date;
  /** Not confirmed (nor refused), and its reporting line is less than two hours away or past. */
  late: boolean;
};

export type AdminEInvoicePage = { rows: AdminEInvoiceRow[]; total: number; page: number; pageCount: number; pageSize: number };

/** One page of e-invoices, newest first, filtered as the URL says. */
export async function listAdminEInvoices(params: AdminEInvoiceListParams): Promise<AdminEInvoicePage> {
  await requirePermission('einvoices.read');
  const where = einvoiceFilterCondition(params);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(einvoices).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_EINVOICES_PAGE_SIZE);
  const newestFirst = [desc(einvoices.createdAt), desc(einvoices.id)];
  const rows = await db
    .select({
      id: einvoices.id,
      orderId: einvoices.orderId,
      orderNumber: orders.orderNumber,
      typeCode: einvoices.typeCode,
      irn: einvoices.irn,
      kind: einvoices.kind,
      buyerNote: einvoices.buyerNote,
      buyerBusinessName: orders.buyerBusinessName,
      buyerTin: orders.buyerTin,
      amountKobo: einvoices.amountKobo,
      paymentStatus: einvoices.paymentStatus,
      state: einvoices.state,
      attempts: einvoices.attempts,
      lastAnswer: einvoices.lastAnswer,
      reasons: einvoices.reasons,
      createdAt: einvoices.createdAt,
      dueBy: einvoices.dueBy,
      late: sql<boolean>`coalesce(${lateCondition(new Date())}, false)`.mapWith(Boolean),
    })
    .from(einvoices)
    .innerJoin(orders, eq(orders.id, einvoices.orderId))
    .where(inArray(einvoices.id, pageIds(einvoices, where, newestFirst, { pageSize, offset })))
    .orderBy(...newestFirst);
  return { rows, total, page, pageCount, pageSize };
}

/** How many e-invoices are open and close to (or past) their 24-hour reporting line: the dashboard's warning. */
export async function countLateEInvoices(): Promise<number> {
  await requirePermission('einvoices.read');
  const [{ late } = { late: 0 }] = await db.select({ late: count() }).from(einvoices).where(lateCondition());
  return late;
}
