import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, lagosDay } from '@/lib/dates';

describe('dates in Lagos time', () => {
  // 23:30 UTC on the 13th is already 00:30 on the 14th in Lagos (UTC+1).
  const lateUtc = '2026-10-13T23:30:00Z';

  it('formats the long date of docs/product.md', () => {
    expect(formatLongDate(lateUtc)).toBe('14 October 2026');
    expect(formatLongDate(new Date('2026-01-05T12:00:00Z'))).toBe('5 January 2026');
  });

  it('formats short dates, date-times and the calendar day', () => {
    expect(formatShortDate(lateUtc)).toBe('14 Oct 2026');
    expect(formatDateTime(lateUtc)).toBe('14 Oct 2026, 00:30');
    expect(lagosDay(lateUtc)).toBe('2026-10-14');
  });
});
