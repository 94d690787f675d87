import { ORDER_CHANNEL_LABELS, ORDER_CHANNELS } from '@/lib/constants';

// The figures of a period of sales (docs/decisions/0082-what-each-figure-counts.md), all integer kobo
// but orders and units, and how the Reports screen and its CSV files name them.

export type SalesFigures = {
  orders: number;
  units: number;
  grossKobo: number;
  discountsKobo: number;
  refundsKobo: number;
  /** Total sales less the VAT in them. */
  netKobo: number;
  deliveryKobo: number;
  vatKobo: number;
  /** As charged, VAT inside: gross − discounts + delivery − refunds. */
  totalKobo: number;
  /** Σ charged ÷ orders, before refunds, rounded half up; 0 without orders. */
  averageOrderKobo: number;
};

export const FIGURE_COLUMNS = [
  ['orders', 'Orders'],
  ['units', 'Units'],
  ['grossKobo', 'Gross sales'],
  ['discountsKobo', 'Discounts'],
  ['refundsKobo', 'Refunds'],
  ['netKobo', 'Net sales (before VAT)'],
  ['deliveryKobo', 'Delivery charged'],
  ['vatKobo', 'VAT'],
  ['totalKobo', 'Total sales'],
  ['averageOrderKobo', 'Average order'],
] as const satisfies readonly (readonly [keyof SalesFigures, string])[];

export const isMoneyFigure = (figure: keyof SalesFigures) => figure.endsWith('Kobo');

/** The tables of the screen, each with its own CSV export, in the order shown. */
export const REPORT_TABLES = {
  periods: 'By day, week or month',
  channel: 'By channel',
  location: 'By location',
  staff: 'By member of staff',
  'delivery-state': 'By delivery state',
  category: 'By category',
  piece: 'By piece',
  variant: 'By piece and variant',
  'payment-method': 'Money received by payment method',
} as const;
export type ReportTable = keyof typeof REPORT_TABLES;
export const REPORT_TABLE_KEYS = Object.keys(REPORT_TABLES) as ReportTable[];

/** What a table's rows hold: whole-order figures, line sales, or money in and out. */
export const TABLE_KINDS = {
  periods: 'figures',
  channel: 'figures',
  location: 'figures',
  staff: 'figures',
  'delivery-state': 'figures',
  category: 'lines',
  piece: 'lines',
  variant: 'lines',
  'payment-method': 'money',
} as const satisfies Record<ReportTable, 'figures' | 'lines' | 'money'>;

/** A table of whole-order figures: one row per day/week/month, channel, location, member of staff or state. */
export type FiguresRow = { key: string; figures: SalesFigures };
/** Line sales of a category, piece or variant: before the order's discount, which is not shared out among lines. */
export type LineRow = { key: string; orders: number; units: number; salesKobo: number };
/** Money in and out by method in the period: payments received (reversals off) and refunds by how they went back. */
export type MoneyRow = { key: string; receivedKobo: number; refundedKobo: number; netKobo: number };

/** Where a sale was made: an order's channel, or a quote accepted (docs/decisions/0082-what-each-figure-counts.md). */
export const SALE_CHANNELS = [...ORDER_CHANNELS, 'quote'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];
export const SALE_CHANNEL_LABELS: Record<string, string> = { ...ORDER_CHANNEL_LABELS, quote: 'Quote' } satisfies Record<SaleChannel, string>;
