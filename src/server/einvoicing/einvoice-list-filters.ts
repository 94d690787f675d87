import 'server-only';
import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { wholeOrderNumber } from '@/server/orders/order-search';
import type { EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import { EINVOICE_LATE_WITHIN_MS, type AdminEInvoiceFilters } from '@/lib/schemas/einvoice-admin';

// What the E-invoices screen (admin-einvoice-reads.ts) and its CSV export (admin-einvoice-export.ts)
// share: the list's filters as a condition, and "late". Their callers check the permission.

// Lagos keeps UTC+01:00 all year (src/lib/dates.ts), so a Lagos day starts at a fixed offset.
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextLagosMidnight = (day: string) => new Date(lagosMidnight(day).getTime() + 24 * 60 * 60 * 1000);

/** The states that still owe MBS a step: a confirmed invoice is done, a refused one waits on staff. */
export const OPEN_EINVOICE_STATES = ['waiting', 'validated', 'signed', 'transmitted'] as const satisfies readonly EInvoiceState[];

/** Open, with its 24-hour reporting line less than two hours after `now`, or past. */
export function lateCondition(now: Date = new Date()): SQL {
  return and(inArray(einvoices.state, OPEN_EINVOICE_STATES), lt(einvoices.dueBy, new Date(now.getTime() + EINVOICE_LATE_WITHIN_MS)))!;
}

/** The WHERE of the list's filters: state, Lagos days of created_at, and an order number or IRN (whole or in part). */
export function einvoiceFilterCondition(filters: AdminEInvoiceFilters): SQL | undefined {
  const { q, state, from, to } = filters;
  let search: SQL | undefined;
  if (q) {
    const whole = wholeOrderNumber(q);
    const pattern = containsPattern(q);
    const matchingOrders = db
      .select({ id: orders.id })
      .from(orders)
      .where(whole ? eq(orders.orderNumber, whole) : ilike(orders.orderNumber, pattern));
    search = or(inArray(einvoices.orderId, matchingOrders), ilike(einvoices.irn, pattern));
  }
  return and(
    state ? eq(einvoices.state, state) : undefined,
    from ? gte(einvoices.createdAt, lagosMidnight(from)) : undefined,
    to ? lt(einvoices.createdAt, nextLagosMidnight(to)) : undefined,
    search,
  );
}
