import type { QuoteBudget, QuoteContactChannel, QuoteKind, QuoteStatus } from './made-to-order-constants';
import { percentOfKobo } from './deposit';
import { PROOF_TYPES } from './transfer-proof';

// Quotes for custom pieces and rooms (docs/product.md, "Quotes for custom pieces"): pure code
// shared by the request form, the back office, My Account and the server that accepts a quote.

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Ordered',
};

export const QUOTE_KIND_LABELS: Record<QuoteKind, string> = { piece: 'A bespoke piece', project: 'An interior project', 'measure-visit': 'A measuring visit' };

/** What a quote is for, as the lists name it: a measuring visit for a piece, a custom piece (`customOf`), or its kind. */
export function quoteSubject(quote: { kind: QuoteKind; productName: string | null }, customOf: (productName: string) => string) {
  if (quote.kind === 'measure-visit') return `Measuring visit${quote.productName ? `: ${quote.productName}` : ''}`;
  return quote.productName ? customOf(quote.productName) : QUOTE_KIND_LABELS[quote.kind];
}

/** The label of a quote's date: the day a piece is wanted by, or the day a visit is preferred. */
export const wantedByLabel = (kind: QuoteKind) => (kind === 'measure-visit' ? 'Preferred visit date' : 'Wanted by');

export const QUOTE_CONTACT_LABELS: Record<QuoteContactChannel, string> = { whatsapp: 'WhatsApp', phone: 'Phone call', email: 'Email' };

export const QUOTE_BUDGET_LABELS: Record<QuoteBudget, string> = {
  under_500k: 'Under ₦500,000',
  '500k_1m': '₦500,000 – ₦1,000,000',
  '1m_3m': '₦1,000,000 – ₦3,000,000',
  '3m_10m': '₦3,000,000 – ₦10,000,000',
  over_10m: 'Over ₦10,000,000',
};

/** Photos and sketches: the same types, size and magic-byte check as a proof of transfer. */
export const QUOTE_FILE_TYPES = PROOF_TYPES;
export const QUOTE_FILE_ACCEPT = Object.keys(PROOF_TYPES).join(',');
export const QUOTE_REQUEST_PATH = '/api/quotes';

/** 'expired' is never stored: a quoted quote past its valid-until day (Lagos) reads as expired. */
export function quoteStatusOn(quote: { status: QuoteStatus; validUntil: string | null }, today: string): QuoteStatus {
  if (quote.status === 'quoted' && quote.validUntil !== null && quote.validUntil < today) return 'expired';
  return quote.status;
}

export type QuoteTotalsInput = {
  lines: readonly { quantity: number; unitPriceKobo: number }[];
  deliveryFeeKobo: number | null;
  depositPercent: number | null;
};

/**
 * The quote's money in kobo: the lines, delivery, the total, and when a deposit applies what is
 * paid first (depositPercent of the lines, rounded half up) and the balance, which carries delivery.
 * A deposit that would come to nothing or to the whole total is no deposit (orders_deposit_check).
 */
export function quoteTotals({ lines, deliveryFeeKobo, depositPercent }: QuoteTotalsInput) {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceKobo, 0);
  const deliveryKobo = deliveryFeeKobo ?? 0;
  const totalKobo = subtotalKobo + deliveryKobo;
  let depositKobo = depositPercent === null ? null : percentOfKobo(subtotalKobo, depositPercent);
  if (depositKobo !== null && !(depositKobo > 0 && depositKobo < totalKobo)) depositKobo = null;
  return { subtotalKobo, deliveryKobo, totalKobo, depositKobo, balanceKobo: depositKobo === null ? totalKobo : totalKobo - depositKobo };
}

/** Where the customer reads the quote (the mail's link, the sign-in's way back). */
export function accountQuotePath(quoteNumber: string) {
  return `/account/quotes/${encodeURIComponent(quoteNumber)}`;
}

const QUOTE_NUMBER = /^QUO-\d{8}-[2-9A-HJ-NP-Z]{6}$/;
export function isQuoteNumber(value: string) {
  return QUOTE_NUMBER.test(value);
}

/** The dimensions as written on the request: "200 × 90 × 80 cm" (a missing one shows as –). */
export function formatDimensions(quote: { widthCm: number | null; depthCm: number | null; heightCm: number | null }) {
  const { widthCm, depthCm, heightCm } = quote;
  if (widthCm === null && depthCm === null && heightCm === null) return null;
  return `${[widthCm, depthCm, heightCm].map((value) => (value === null ? '–' : String(value))).join(' × ')} cm (W × D × H)`;
}

/** "Pay a deposit of ₦X now, ₦Y before delivery", or null when the quote is paid in full. */
export function depositWording(totals: { depositKobo: number | null; balanceKobo: number }, format: (kobo: number) => string) {
  if (totals.depositKobo === null) return null;
  return `Pay a deposit of ${format(totals.depositKobo)} now, ${format(totals.balanceKobo)} before delivery`;
}

/** A YYYY-MM-DD day (valid until, wanted by) as '14 October 2026'. Noon in Lagos, so no zone moves it. */
export function formatQuoteDay(day: string, format: (value: string) => string) {
  return format(`${day}T12:00:00+01:00`);
}

/** The status pill's tone (src/components/tone-badge.tsx). */
export const QUOTE_STATUS_TONES = { new: 'yellow', quoted: 'blue', accepted: 'purple', declined: 'red', expired: 'grey', ordered: 'green' } as const;
