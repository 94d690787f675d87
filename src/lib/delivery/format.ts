// Delivery words shared by the product page, checkout, My Account, the back office and mails.

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

const span = (min: number, max: number, unit: string) => `${min === max ? min : `${min}-${max}`} ${unit}${max === 1 ? '' : 's'}`;

/** 'ready in 3-4 weeks' when both ends are whole weeks, else 'ready in 10-14 days'. */
export function formatLeadTime(minDays: number, maxDays: number): string {
  if (minDays % 7 === 0 && maxDays % 7 === 0) return `ready in ${span(minDays / 7, maxDays / 7, 'week')}`;
  return `ready in ${span(minDays, maxDays, 'day')}`;
}

/** A zone's delivery time: '1-3 days', '1 day', '0 days' (dispatched the day it is ready). */
export function formatDayRange(minDays: number, maxDays: number): string {
  return span(minDays, maxDays, 'day');
}

export const DELIVERY_CLASS_LABELS = { parcel: 'Parcel', large: 'Large piece (two-person delivery)' } as const;
