import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import type { EInvoiceState, EInvoiceTypeCode } from '@/lib/einvoicing/einvoice-states';
import type { DayRange } from '@/lib/reports/periods';
import type { OpenEInvoiceRow } from '@/lib/reports/accounts-tables';
import { kobo, lagosBucketOf, sumText, withinRange } from '../sale-definitions';

// The VAT reported to NRS (docs/decisions/0082-what-each-figure-counts.md, "For the accountant"): the VAT
// written in each e-invoice MBS accepted, in the month the receipts count it in: an invoice (380) in its
// order's month, a credit note (381) taken off in its refund's month, as the sales VAT takes a refund off.
// Aliases: `e` einvoices, `o` its order, `r` a credit note's refund.

/** Signed by MBS (and, for a business, transmitted; then confirmed): reported, whatever comes after. */
const ACCEPTED = sql`e.state in ('signed', 'transmitted', 'confirmed')`;
const NOT_ACCEPTED = sql`e.state in ('waiting', 'validated', 'refused')`;

/**
 * When a document belongs: an invoice when its order was placed; a credit note when its refund was
 * processed, or the Lagos day it was issued for one naming no refund (a cancellation, a refund deleted since).
 */
const MOMENT = sql`(case when e.type_code = '380' then o.created_at
  else coalesce(r.processed_at, (e.issue_date::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')) end)`;

const DOCUMENTS = sql`einvoices e join orders o on o.id = e.order_id left join refunds r on r.id = e.refund_id`;

/** The VAT of the text MBS signed: tax_total's amount, naira with two decimals, as kobo (numeric, never a float). */
const SIGNED_VAT = sql`((e.body::jsonb #>> '{tax_total,0,tax_amount}')::numeric * 100)::bigint`;

/** VAT reported to NRS by Lagos month ('YYYY-MM-01'): invoices' VAT less credit notes'. */
export async function reportedVatByMonth(range: DayRange): Promise<Map<string, number>> {
  const rows = await queryRows<{ month: string; vat: string }>(sql`
    select ${lagosBucketOf(MOMENT, 'month')} as month,
      ${sumText(sql`case when e.type_code = '380' then ${SIGNED_VAT} else -${SIGNED_VAT} end`)} as vat
    from ${DOCUMENTS}
    where ${ACCEPTED} and ${withinRange(MOMENT, range)}
    group by 1`);
  return new Map(rows.map((row) => [row.month, kobo(row.vat)]));
}

/** The period's invoices and credit notes MBS has not accepted (yet, or at all), by month then order. */
export async function openEInvoices(range: DayRange): Promise<OpenEInvoiceRow[]> {
  const rows = await queryRows<{ id: string; month: string; order_number: string; type_code: EInvoiceTypeCode; amount: string; state: EInvoiceState; reason: string | null }>(sql`
    select e.id, ${lagosBucketOf(MOMENT, 'month')} as month, o.order_number, e.type_code, e.amount_kobo::text as amount, e.state,
      coalesce(case when e.state = 'refused' then nullif(array_to_string(array(select jsonb_array_elements_text(e.reasons)), '; '), '') end, e.last_answer) as reason
    from ${DOCUMENTS}
    where ${NOT_ACCEPTED} and ${withinRange(MOMENT, range)}
    order by 2, o.order_number, e.type_code, e.invoice_number`);
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    orderNumber: row.order_number,
    typeCode: row.type_code,
    amountKobo: kobo(row.amount),
    state: row.state,
    reason: row.reason,
  }));
}
