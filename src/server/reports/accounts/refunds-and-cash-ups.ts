import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import type { RefundPayoutMethod } from '@/lib/refund-payout';
import type { DayRange } from '@/lib/reports/periods';
import type { CashUpRow, RefundRow } from '@/lib/reports/accounts-tables';
import { kobo, lagosBucketOf, withinRange } from '../sale-definitions';

// The accountant's lists of a period (docs/decisions/0082-what-each-figure-counts.md, "For the accountant"):
// each refund processed in it, with the VAT inside it as the sales VAT takes it off, and each cash-up closed
// for one of its days.

/** Every refund processed in the range, on its Lagos day, oldest first, with its credit note's state (none: null). */
export async function refundsProcessed(range: DayRange): Promise<RefundRow[]> {
  const processed = sql`r.processed_at`;
  const rows = await queryRows<{ id: string; day: string; order_number: string | null; amount: string; vat: string; payout_method: RefundPayoutMethod | null; location: string | null; note_state: EInvoiceState | null }>(sql`
    select r.id, ${lagosBucketOf(processed, 'day')} as day, o.order_number, r.amount_kobo::text as amount, r.vat_kobo::text as vat,
      r.payout_method, sl.name as location, e.state as note_state
    from refunds r
    left join orders o on o.id = r.order_id
    left join stock_locations sl on sl.id = r.payout_location_id
    left join einvoices e on e.refund_id = r.id
    where r.status = 'processed' and ${withinRange(processed, range)}
    order by r.processed_at, r.id`);
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    orderNumber: row.order_number,
    amountKobo: kobo(row.amount),
    vatKobo: kobo(row.vat),
    payoutMethod: row.payout_method,
    payoutLocationName: row.location,
    creditNoteState: row.note_state,
  }));
}

/** Every cash-up of a day in the range, by day, location and close. */
export async function cashUpsOf(range: DayRange): Promise<CashUpRow[]> {
  const rows = await queryRows<{ id: string; day: string; sequence: number; location: string; closed_by: string; expected: string; counted: string }>(sql`
    select c.id, c.business_day::text as day, c.sequence, sl.name as location, c.closed_by_name as closed_by,
      c.expected_cash_kobo::text as expected, c.counted_cash_kobo::text as counted
    from cash_ups c join stock_locations sl on sl.id = c.location_id
    where c.business_day between ${range.first}::date and ${range.last}::date
    order by c.business_day, sl.name, c.sequence`);
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    sequence: Number(row.sequence),
    location: row.location,
    closedBy: row.closed_by,
    expectedKobo: kobo(row.expected),
    countedKobo: kobo(row.counted),
  }));
}
