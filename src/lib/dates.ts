// Dates are shown in Lagos time on the server and in the browser alike (docs/architecture.md section 4),
// so a post published late on the 13th UTC reads the 14th, as it does for the shop.

export const SHOP_TIME_ZONE = 'Africa/Lagos';
const LOCALE = 'en-NG';

const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
// en-CA formats a date as YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE });

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** '14 October 2026' */
export function formatLongDate(value: DateInput) {
  return longDate.format(toDate(value));
}

/** '14 Oct 2026' */
export function formatShortDate(value: DateInput) {
  return shortDate.format(toDate(value));
}

/** '14 Oct 2026, 09:30' */
export function formatDateTime(value: DateInput) {
  return dateTime.format(toDate(value));
}

/** The calendar day in Lagos as YYYY-MM-DD, e.g. for a <time dateTime> attribute. */
export function lagosDay(value: DateInput) {
  return isoDay.format(toDate(value));
}

// Lagos keeps West Africa Time, UTC+01:00, all year (no daylight saving), so a
// <input type="datetime-local"> value converts with a fixed offset, in any browser's zone.
const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A moment as a datetime-local value in Lagos time: '2026-10-14T09:30'. */
export function toLagosDateTimeInput(value: DateInput) {
  return new Date(toDate(value).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Lagos time; null when it is not one. */
export function fromLagosDateTimeInput(value: string): Date | null {
  if (!DATE_TIME_INPUT.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${LAGOS_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
