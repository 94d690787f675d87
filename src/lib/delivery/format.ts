// Delivery words shared by the product page, checkout, My Account, the back office and mails
// (a lead time's words are lead-time-words.ts's, as the product page's script needs only them).
import { span } from './lead-time-words';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', date };
}

/**
 * '12-19 Dec', '28 Dec-4 Jan', '12 Dec'. With `withYear` (orders, mails, receipts, which are
 * read later): '12-19 Dec 2026', '28 Dec 2026-4 Jan 2027'; with `thisYear`, the year is added
 * only when the window ends in another year (estimates shown today).
 */
export function formatDeliveryWindow(
  start: string,
  end: string,
  { withYear = false, thisYear }: { withYear?: boolean; thisYear?: number } = {},
): string {
  const a = parts(start);
  const b = parts(end);
  const yearShown = withYear || (thisYear !== undefined && b.year !== thisYear);
  const tail = yearShown ? ` ${b.year}` : '';
  if (start === end) return `${a.date} ${a.month}${tail}`;
  if (a.year === b.year && a.month === b.month) return `${a.date}-${b.date} ${b.month}${tail}`;
  const head = yearShown && a.year !== b.year ? `${a.date} ${a.month} ${a.year}` : `${a.date} ${a.month}`;
  return `${head}-${b.date} ${b.month}${tail}`;
}

/** A zone's delivery time: '1-3 days', '1 day', '0 days' (dispatched the day it is ready). */
export function formatDayRange(minDays: number, maxDays: number): string {
  return span(minDays, maxDays, 'day');
}

export const DELIVERY_CLASS_LABELS = { parcel: 'Parcel', large: 'Large piece (two-person delivery)' } as const;
