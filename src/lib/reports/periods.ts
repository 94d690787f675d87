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
 * How a range's days are read from sums kept per day and per calendar year: for each year it touches, its
 * days within the range, or (when fewer) the year's sum less its days outside the range. A year to date is
 * then one row per key, not one per key and day.
 */
export type YearPart = { days: DayRange } | { year: number; less: DayRange[] };

export function yearParts(range: DayRange): YearPart[] {
  const parts: YearPart[] = [];
  for (let year = Number(range.first.slice(0, 4)); year <= Number(range.last.slice(0, 4)); year++) {
    const [start, end] = [`${year}-01-01`, `${year}-12-31`];
    const first = range.first > start ? range.first : start;
    const last = range.last < end ? range.last : end;
    const inside = daysBetween(first, last) + 1;
    if (daysBetween(start, end) + 1 - inside >= inside) {
      parts.push({ days: { first, last } });
      continue;
    }
    const less: DayRange[] = [];
    if (first > start) less.push({ first: start, last: addCalendarDays(first, -1) });
    if (last < end) less.push({ first: addCalendarDays(last, 1), last: end });
    parts.push({ year, less });
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
