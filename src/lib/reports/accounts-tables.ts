import { EINVOICE_STATE_LABELS, type EInvoiceState, type EInvoiceTypeCode } from '@/lib/einvoicing/einvoice-states';
import { payoutText, type RefundPayoutMethod } from '@/lib/refund-payout';
import type { Cell } from './table-columns';
import { keyLabel } from './table-columns';
import type { MoneyRow } from './figures';

// Reports → For the accountant (docs/decisions/0082-what-each-figure-counts.md, "For the accountant"): the
// rows each table holds, and their columns, shared by the screen (naira as text), the CSV files (naira with
// two decimals) and the workbook (naira as numbers): the same cells in the same order, however written.

/** One month's VAT (months start on the 1st, Lagos time; 'YYYY-MM-01'). */
export type VatMonthRow = { month: string; chargedVatKobo: number; reportedVatKobo: number };
/** An invoice or credit note of the period that MBS has not accepted: still on its way, or refused. */
export type OpenEInvoiceRow = { id: string; month: string; orderNumber: string; typeCode: EInvoiceTypeCode; amountKobo: number; state: EInvoiceState; reason: string | null };
export type RefundRow = {
  id: string;
  day: string;
  orderNumber: string | null;
  amountKobo: number;
  vatKobo: number;
  payoutMethod: RefundPayoutMethod | null;
  payoutLocationName: string | null;
  creditNoteState: EInvoiceState | null;
};
export type CashUpRow = { id: string; day: string; sequence: number; location: string; closedBy: string; expectedKobo: number; countedKobo: number };
export type PaymentDayRow = MoneyRow & { day: string };

export type AccountsData = { vat: VatMonthRow[]; open: OpenEInvoiceRow[]; refunds: RefundRow[]; cashUps: CashUpRow[]; payments: PaymentDayRow[] };

/** The tables in the order shown, each its own CSV file and the workbook's sheet of that name (Excel: 31 characters at most). */
export const ACCOUNTS_TABLES = {
  vat: 'VAT by month',
  open: 'E-invoices not accepted',
  refunds: 'Refunds and credit notes',
  'cash-ups': 'Cash-ups',
  payments: 'Payments by method and day',
} as const;
export type AccountsTable = keyof typeof ACCOUNTS_TABLES;
export const ACCOUNTS_TABLE_KEYS = Object.keys(ACCOUNTS_TABLES) as AccountsTable[];

export type AccountsCell = Cell | { text: string };
export type AccountsRow = { key: string; cells: AccountsCell[] };

const text = (value: string | null) => ({ text: value ?? '' });
const money = (kobo: number) => ({ kobo });
const DOCUMENTS: Record<EInvoiceTypeCode, string> = { '380': 'Invoice', '381': 'Credit note' };

/** 'YYYY-MM-01' -> 'YYYY-MM': a month as the accountant files it. */
const monthOf = (firstDay: string) => firstDay.slice(0, 7);

const HEADERS: Record<AccountsTable, string[]> = {
  vat: ['Month', 'VAT charged on receipts', 'VAT reported to NRS', 'Difference'],
  open: ['Order', 'Month', 'Document', 'Amount', 'State', 'Reason'],
  refunds: ['Processed', 'Order', 'Amount', 'VAT inside', 'Method', 'Credit note'],
  'cash-ups': ['Day', 'Location', 'Closed by', 'Close', 'Expected cash', 'Counted cash', 'Difference'],
  payments: ['Day', 'Method', 'Received', 'Refunded', 'Net'],
};

export const accountsHeader = (table: AccountsTable) => HEADERS[table];

/** Each row of a table as cells, in its header's order; the first cell names the row. */
export function accountsRows(table: AccountsTable, data: AccountsData): AccountsRow[] {
  switch (table) {
    case 'vat':
      return data.vat.map((row) => ({
        key: row.month,
        cells: [text(monthOf(row.month)), money(row.chargedVatKobo), money(row.reportedVatKobo), money(row.chargedVatKobo - row.reportedVatKobo)],
      }));
    case 'open':
      return data.open.map((row) => ({
        key: row.id,
        cells: [text(row.orderNumber), text(monthOf(row.month)), text(DOCUMENTS[row.typeCode]), money(row.amountKobo), text(EINVOICE_STATE_LABELS[row.state]), text(row.reason)],
      }));
    case 'refunds':
      return data.refunds.map((row) => ({
        key: row.id,
        cells: [
          text(row.day),
          text(row.orderNumber ?? 'Order deleted'),
          money(row.amountKobo),
          money(row.vatKobo),
          text(payoutText(row) ?? 'Not recorded'),
          text(row.creditNoteState ? EINVOICE_STATE_LABELS[row.creditNoteState] : 'None'),
        ],
      }));
    case 'cash-ups':
      return data.cashUps.map((row) => ({
        key: row.id,
        cells: [text(row.day), text(row.location), text(row.closedBy), { count: row.sequence }, money(row.expectedKobo), money(row.countedKobo), money(row.countedKobo - row.expectedKobo)],
      }));
    case 'payments':
      return data.payments.map((row) => ({
        key: `${row.day} ${row.key}`,
        cells: [text(row.day), text(keyLabel('payment-method', row.key)), money(row.receivedKobo), money(row.refundedKobo), money(row.netKobo)],
      }));
  }
}

/** Naira as a spreadsheet number: 123456 kobo -> 1234.56 (a cell holds a double; the format shows two decimals). */
export function nairaNumber(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  return kobo / 100;
}

/** A workbook's naira cells: two decimals, thousands separated, negatives with a minus. */
export const NAIRA_FORMAT = '"₦"#,##0.00;-"₦"#,##0.00';
