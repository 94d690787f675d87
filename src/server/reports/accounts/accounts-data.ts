import 'server-only';
import type { Period } from '@/lib/reports/periods';
import type { AccountsData, VatMonthRow } from '@/lib/reports/accounts-tables';
import { salesFigures } from '../sale-sums';
import { byBucket, moneyByDayAndMethod } from '../sales-breakdowns';
import { openEInvoices, reportedVatByMonth } from './einvoice-vat';
import { cashUpsOf, refundsProcessed } from './refunds-and-cash-ups';

// Reports → For the accountant (docs/decisions/0082-what-each-figure-counts.md, "For the accountant"): a
// period's VAT by month as charged and as reported to NRS, its refunds and credit notes, its cash-ups and
// the money received by method and day. The callers check the permission: the screen's read
// (accounts-report.ts, reports.read) and its downloads (src/app/admin/reports/accounts/export/route.ts, reports.export).

/** VAT as charged is the Sales report's VAT by month (one formula, src/server/reports/sale-sums.ts). */
async function vatByMonth(period: Period): Promise<VatMonthRow[]> {
  const [charged, reported] = await Promise.all([salesFigures(period, byBucket('month')), reportedVatByMonth(period)]);
  const months = [...new Set([...charged.keys(), ...reported.keys()])].sort();
  return months.map((month) => ({ month, chargedVatKobo: charged.get(month)?.vatKobo ?? 0, reportedVatKobo: reported.get(month) ?? 0 }));
}

export async function readAccountsData(period: Period): Promise<AccountsData> {
  const [vat, open, refunds, cashUps, payments] = await Promise.all([
    vatByMonth(period),
    openEInvoices(period),
    refundsProcessed(period),
    cashUpsOf(period),
    moneyByDayAndMethod(period),
  ]);
  return { vat, open, refunds, cashUps, payments };
}
