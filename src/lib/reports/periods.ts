import '@/lib/zod-jitless';
import { z } from 'zod';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { lagosDay } from '@/lib/dates';
import { firstValue } from '@/lib/schemas/fields';

// The Reports screen's period (docs/decisions/0082-what-each-figure-counts.md): Lagos calendar days,
// first and last both included, and the period before it of the same length, ending the day before.

export const PERIOD_PRESETS = ['today', 'week', 'month', 'last-month', 'year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  'last-month': 'Last month',
  year: 'This year',
  custom: 'Custom',
};

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The longest custom range, so one request cannot ask the database for centuries of days. */
export const MAX_PERIOD_DAYS = 3_660;

export type DayRange = { first: string; last: string };
export type Period = DayRange & { preset: PeriodPreset; bucket: Bucket; previous: DayRange };

const calendarDay = z.preprocess(firstValue, z.iso.date()).optional().catch(undefined);

/** The screen's and the export's URL: anything malformed falls back to this month, by day. */
export const periodParamsSchema = z.object({
  period: z.preprocess(firstValue, z.enum(PERIOD_PRESETS)).catch('month'),
  from: calendarDay,
  to: calendarDay,
  by: z.preprocess(firstValue, z.enum(BUCKETS)).catch('day'),
});
export type PeriodParams = z.output<typeof periodParamsSchema>;

const DAY_MS = 86_400_000;
const daysBetween = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS);

/**
 * How a range's days are read from sums kept per day, per calendar month and per calendar year: rows of a table,
 * added (sign 1) or taken off (-1). For each year the range touches, its months within the range or (when the
 * range holds more of the year than it leaves out) the year less its months outside; each such month is read as
 * its days, or (again when it holds more of them) as the month less its days outside. A year to date is then one
 * row per key, a whole month one, not one per key and day.
 */
export type CalendarPart = { sign: 1 | -1 } & ({ days: DayRange } | { month: string } | { year: number });

const clip = (range: DayRange, first: string, last: string): DayRange => ({ first: range.first > first ? range.first : first, last: range.last < last ? range.last : last });
const lengthOf = (range: DayRange) => daysBetween(range.first, range.last) + 1;
const flipped = (parts: CalendarPart[]) => parts.map((part) => ({ ...part, sign: part.sign === 1 ? -1 : 1 }) as CalendarPart);

/** The days of [first, last] outside `inside` (which lies within them): before it, after it, or both. */
function outside(inside: DayRange, first: string, last: string): DayRange[] {
  const ranges: DayRange[] = [];
  if (inside.first > first) ranges.push({ first, last: addCalendarDays(inside.first, -1) });
  if (inside.last < last) ranges.push({ first: addCalendarDays(inside.last, 1), last });
  return ranges;
}

/** The first day of the month after the one `monthStart` (a 1st) begins: 31 days on is always in it. */
const nextMonthStart = (monthStart: string) => `${addCalendarDays(monthStart, 31).slice(0, 7)}-01`;

/** A range within one year, month by month: each month's days, or the month less its days outside the range. */
function monthParts(range: DayRange): CalendarPart[] {
  const parts: CalendarPart[] = [];
  for (let start = `${range.first.slice(0, 7)}-01`; start <= range.last; start = nextMonthStart(start)) {
    const end = addCalendarDays(nextMonthStart(start), -1);
    const inside = clip(range, start, end);
    if (lengthOf({ first: start, last: end }) - lengthOf(inside) >= lengthOf(inside)) parts.push({ sign: 1, days: inside });
    else parts.push({ sign: 1, month: start }, ...outside(inside, start, end).map((days) => ({ sign: -1, days }) as CalendarPart));
  }
  return parts;
}

export function calendarParts(range: DayRange): CalendarPart[] {
  const parts: CalendarPart[] = [];
  for (let year = Number(range.first.slice(0, 4)); year <= Number(range.last.slice(0, 4)); year++) {
    const [start, end] = [`${year}-01-01`, `${year}-12-31`];
    const inside = clip(range, start, end);
    if (lengthOf({ first: start, last: end }) - lengthOf(inside) >= lengthOf(inside)) parts.push(...monthParts(inside));
    else parts.push({ sign: 1, year }, ...outside(inside, start, end).flatMap((missing) => flipped(monthParts(missing))));
  }
  return parts;
}

function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string): DayRange {
  const [year, month] = today.split('-');
  const monthStart = `${year}-${month}-01`;
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'week': {
      // Weeks start on Monday (getUTCDay: Sunday 0).
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { first: addCalendarDays(today, -weekday), last: today };
    }
    case 'month':
      return { first: monthStart, last: today };
    case 'last-month': {
      const last = addCalendarDays(monthStart, -1);
      return { first: `${last.slice(0, 7)}-01`, last };
    }
    case 'year':
      return { first: `${year}-01-01`, last: today };
  }
}

/** The days a period covers, from the URL's choice, `now` read in Lagos. */
export function resolvePeriod(params: PeriodParams, now: Date = new Date()): Period {
  const today = lagosDay(now);
  let range: DayRange;
  if (params.period === 'custom' && params.from && params.to) {
    const [first, last] = params.from <= params.to ? [params.from, params.to] : [params.to, params.from];
    range = { first: daysBetween(first, last) < MAX_PERIOD_DAYS ? first : addCalendarDays(last, -(MAX_PERIOD_DAYS - 1)), last };
  } else {
    range = presetRange(params.period === 'custom' ? 'month' : params.period, today);
  }
  const length = daysBetween(range.first, range.last) + 1;
  const previousLast = addCalendarDays(range.first, -1);
  return { ...range, preset: params.period, bucket: params.by, previous: { first: addCalendarDays(previousLast, -(length - 1)), last: previousLast } };
}

/**
 * The days of the period that one row of a by-day, by-week or by-month table covers: from the bucket's
 * first day (its key) to its last, cut to the period (a week may start before it, a month end after it).
 */
export function bucketDays(start: string, bucket: Bucket, period: DayRange): DayRange {
  // The 28th plus a week is always in the next month.
  const nextMonth = `${addCalendarDays(`${start.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const nextStart = bucket === 'day' ? addCalendarDays(start, 1) : bucket === 'week' ? addCalendarDays(start, 7) : nextMonth;
  const last = addCalendarDays(nextStart, -1);
  return { first: start > period.first ? start : period.first, last: last < period.last ? last : period.last };
}
