import { describe, expect, it } from 'vitest';
import { bucketDays, periodParamsSchema, resolvePeriod, yearParts } from '@/lib/reports/periods';

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

describe('A range read from sums kept per day and per year', () => {
  it('reads a year to date as its year less the days still to come, and a month as its days', () => {
    expect(yearParts({ first: '2026-01-01', last: '2026-11-28' })).toEqual([{ year: 2026, less: [{ first: '2026-11-29', last: '2026-12-31' }] }]);
    expect(yearParts({ first: '2026-10-01', last: '2026-10-31' })).toEqual([{ days: { first: '2026-10-01', last: '2026-10-31' } }]);
    expect(yearParts({ first: '2025-01-01', last: '2025-12-31' })).toEqual([{ year: 2025, less: [] }]);
  });

  it('splits a range at each new year, reading each year the cheaper way, the leap day counted', () => {
    expect(yearParts({ first: '2023-12-20', last: '2024-12-30' })).toEqual([
      { days: { first: '2023-12-20', last: '2023-12-31' } },
      { year: 2024, less: [{ first: '2024-12-31', last: '2024-12-31' }] },
    ]);
    // 2024 has 366 days: 183 inside is not more than the 183 outside.
    expect(yearParts({ first: '2024-07-02', last: '2024-12-31' })).toEqual([{ days: { first: '2024-07-02', last: '2024-12-31' } }]);
    expect(yearParts({ first: '2024-07-01', last: '2024-12-31' })).toEqual([{ year: 2024, less: [{ first: '2024-01-01', last: '2024-06-30' }] }]);
  });
});
