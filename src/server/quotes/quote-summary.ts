import 'server-only';
import { formatLongDate } from '@/lib/dates';
import { formatLeadTime } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import { depositWording, formatQuoteDay, quoteTotals } from '@/lib/quotes';

type SentQuote = {
  deliveryFeeKobo: number | null;
  deliveryZoneName: string | null;
  depositPercent: number | null;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  validUntil: string | null;
};

/** The quote's prices as a mail states them: each line, delivery, total, deposit, lead time, validity. */
export function quoteSummaryLines(quote: SentQuote, lines: readonly { description: string; quantity: number; unitPriceKobo: number }[]) {
  const totals = quoteTotals({ lines, deliveryFeeKobo: quote.deliveryFeeKobo, depositPercent: quote.depositPercent });
  const deposit = depositWording(totals, formatNaira);
  return [
    ...lines.map((line) => `- ${line.description} × ${line.quantity}: ${formatNaira(line.quantity * line.unitPriceKobo)}`),
    `Delivery${quote.deliveryZoneName ? ` (${quote.deliveryZoneName})` : ''}: ${totals.deliveryKobo === 0 ? 'free' : formatNaira(totals.deliveryKobo)}`,
    `Total: ${formatNaira(totals.totalKobo)}`,
    deposit ? `${deposit}.` : 'Paid in full when you accept.',
    ...(quote.leadTimeMinDays !== null && quote.leadTimeMaxDays !== null ? [`Lead time: ${formatLeadTime(quote.leadTimeMinDays, quote.leadTimeMaxDays)}`] : []),
    ...(quote.validUntil ? [`These prices hold until ${formatQuoteDay(quote.validUntil, formatLongDate)}.`] : []),
  ];
}
