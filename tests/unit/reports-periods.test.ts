import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { bucketDays, calendarParts, periodParamsSchema, resolvePeriod } from '@/lib/reports/periods';

// The Reports screen's periods (src/lib/reports/periods.ts): Lagos calendar days, and the period before
// of the same length ending the day before.

// 00:30 on Sunday 1 March 2026 in Lagos, still 28 February in UTC.
const NOW = new Date('2026-02-28T23:30:00Z');
const period = (params: Record<string, string>) => resolvePeriod(periodParamsSchema.parse(params), NOW);
const days = (params: Record<string, string>) => {
  const { first, last, previous } = period(params);
  return { first, last, previous };
};

describe('the periods of the Reports screen', () => {
  it('read today in Lagos, not in UTC', () => {
    expect(days({ period: 'today' })).toEqual({ first: '2026-03-01', last: '2026-03-01', previous: { first: '2026-02-28', last: '2026-02-28' } });
  });

  it('start a week on Monday and a month on the 1st', () => {
    expect(days({ period: 'week' })).toEqual({ first: '2026-02-23', last: '2026-03-01', previous: { first: '2026-02-16', last: '2026-02-22' } });
    expect(days({ period: 'month' }).first).toBe('2026-03-01');
  });

  it('take last month whole, against the as many days before it', () => {
    expect(days({ period: 'last-month' })).toEqual({ first: '2026-02-01', last: '2026-02-28', previous: { first: '2026-01-04', last: '2026-01-31' } });
    expect(days({ period: 'year' })).toMatchObject({ first: '2026-01-01', last: '2026-03-01' });
  });

  it('put a custom range’s dates in order, and fall back to this month, by day, on anything malformed', () => {
    expect(days({ period: 'custom', from: '2026-01-31', to: '2026-01-01' })).toMatchObject({ first: '2026-01-01', last: '2026-01-31' });
    expect(period({ period: 'fortnight', from: 'soon', by: 'hour' })).toMatchObject({ preset: 'month', first: '2026-03-01', bucket: 'day' });
    // At most 3,660 days, the last ones: 26 December 2015 to 1 January 2026.
    expect(days({ period: 'custom', from: '1900-01-01', to: '2026-01-01' }).first).toBe('2015-12-26');
  });
});

describe('The days behind one row of a by-day, week or month table', () => {
  const year = { first: '2026-01-01', last: '2026-11-28' };

  it('run from the row’s first day to its last: a day, Monday to Sunday, the 1st to the month’s end (February too)', () => {
    expect(bucketDays('2026-03-05', 'day', year)).toEqual({ first: '2026-03-05', last: '2026-03-05' });
    expect(bucketDays('2026-03-02', 'week', year)).toEqual({ first: '2026-03-02', last: '2026-03-08' });
    expect(bucketDays('2026-02-01', 'month', year)).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(bucketDays('2026-12-01', 'month', { first: '2026-12-01', last: '2026-12-31' })).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('are cut to the period: a week begun in the year before, the month still going', () => {
    expect(bucketDays('2025-12-29', 'week', year)).toEqual({ first: '2026-01-01', last: '2026-01-04' });
    expect(bucketDays('2026-11-01', 'month', year)).toEqual({ first: '2026-11-01', last: '2026-11-28' });
  });
});

describe('A range read from sums kept per day, per month and per year', () => {
  const days = (first: string, last: string, sign: 1 | -1 = 1) => ({ sign, days: { first, last } });

  it('reads a year to date as its year less the days and months still to come, a whole month as its month', () => {
    expect(calendarParts({ first: '2026-01-01', last: '2026-11-28' })).toEqual([
      { sign: 1, year: 2026 },
      days('2026-11-29', '2026-11-30', -1),
      { sign: -1, month: '2026-12-01' },
    ]);
    expect(calendarParts({ first: '2026-10-01', last: '2026-10-31' })).toEqual([{ sign: 1, month: '2026-10-01' }]);
    expect(calendarParts({ first: '2025-01-01', last: '2025-12-31' })).toEqual([{ sign: 1, year: 2025 }]);
  });

  it('reads a month to date as its month less the days to come, and a week as its days', () => {
    expect(calendarParts({ first: '2026-11-01', last: '2026-11-28' })).toEqual([{ sign: 1, month: '2026-11-01' }, days('2026-11-29', '2026-11-30', -1)]);
    expect(calendarParts({ first: '2026-11-23', last: '2026-11-28' })).toEqual([days('2026-11-23', '2026-11-28')]);
    // February 2026 has 28 days: 14 inside is not more than the 14 outside.
    expect(calendarParts({ first: '2026-02-01', last: '2026-02-14' })).toEqual([days('2026-02-01', '2026-02-14')]);
    expect(calendarParts({ first: '2026-02-01', last: '2026-02-15' })).toEqual([{ sign: 1, month: '2026-02-01' }, days('2026-02-16', '2026-02-28', -1)]);
  });

  it('splits a range at each new month and year, reading each the cheaper way, the leap day counted', () => {
    expect(calendarParts({ first: '2026-09-20', last: '2026-11-05' })).toEqual([
      days('2026-09-20', '2026-09-30'),
      { sign: 1, month: '2026-10-01' },
      days('2026-11-01', '2026-11-05'),
    ]);
    expect(calendarParts({ first: '2023-12-20', last: '2024-12-30' })).toEqual([
      days('2023-12-20', '2023-12-31'),
      { sign: 1, year: 2024 },
      days('2024-12-31', '2024-12-31', -1),
    ]);
    // 2024 has 366 days: 183 inside is not more than the 183 outside.
    expect(calendarParts({ first: '2024-07-02', last: '2024-12-31' })).toEqual([
      { sign: 1, month: '2024-07-01' },
      days('2024-07-01', '2024-07-01', -1),
      ...['08', '09', '10', '11', '12'].map((month) => ({ sign: 1, month: `2024-${month}-01` })),
    ]);
    expect(calendarParts({ first: '2024-07-01', last: '2024-12-31' })).toEqual([
      { sign: 1, year: 2024 },
      ...['01', '02', '03', '04', '05', '06'].map((month) => ({ sign: -1, month: `2024-${month}-01` })),
    ]);
  });

  it('adds up to every day of the range once, whatever its ends', () => {
    // Each day's weight: +1 for every part that reads it, -1 for every part that takes it off.
    const weights = (first: string, last: string) => {
      const weight = new Map<string, number>();
      const add = (from: string, to: string, sign: number) => {
        for (let day = from; day <= to; day = addCalendarDays(day, 1)) weight.set(day, (weight.get(day) ?? 0) + sign);
      };
      for (const part of calendarParts({ first, last })) {
        if ('days' in part) add(part.days.first, part.days.last, part.sign);
        else if ('month' in part) add(part.month, addCalendarDays(`${addCalendarDays(part.month, 31).slice(0, 7)}-01`, -1), part.sign);
        else add(`${part.year}-01-01`, `${part.year}-12-31`, part.sign);
      }
      return [...weight].filter(([, count]) => count !== 0);
    };
    for (const [first, last] of [['2023-02-27', '2025-03-02'], ['2024-02-10', '2024-02-29'], ['2026-01-31', '2026-12-01'], ['2026-06-15', '2026-06-15']] as const) {
      const expected: Array<[string, number]> = [];
      for (let day: string = first; day <= last; day = addCalendarDays(day, 1)) expected.push([day, 1]);
      expect(weights(first, last).sort()).toEqual(expected);
    }
  });
});
