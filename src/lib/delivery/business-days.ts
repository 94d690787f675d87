import { isPublicHoliday } from './holidays';
import { lagosDay } from '@/lib/dates';

// Calendar arithmetic on Lagos calendar days written YYYY-MM-DD. Each day is handled as
// UTC midnight, so no machine's own time zone or clock change can shift it.

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(day: string): number {
  if (!ISO_DAY.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today in Lagos, whatever the machine's own zone. */
export function lagosToday(now: Date = new Date()): string {
  return lagosDay(now);
}

export function addCalendarDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Couriers and the workshop work Monday to Saturday, never on a public holiday. */
export function isBusinessDay(day: string): boolean {
  return new Date(toUtc(day)).getUTCDay() !== 0 && !isPublicHoliday(day);
}

/**
 * The business day reached after `days` business days from `day` (the start day itself is
 * not counted). Zero days means the same day if it is a business day, else the next one.
 */
export function addBusinessDays(day: string, days: number): string {
  let current = day;
  let left = days;
  if (left === 0) {
    while (!isBusinessDay(current)) current = addCalendarDays(current, 1);
    return current;
  }
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
