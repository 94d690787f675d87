// Nigerian public holidays, as Lagos calendar days (YYYY-MM-DD), for counting delivery
// business days. Fixed-date holidays that fall on a Saturday or Sunday are observed on the
// next Monday, as the Federal Government declares; a Saturday holiday is listed on both days,
// since couriers do not deliver on it either. The Islamic holidays follow the moon:
// the dates below are the expected ones, and the government confirms each a few days ahead;
// an estimate that is a day off moves a delivery window by at most a day.
// Extend this list before its last year ends (a unit test fails once it runs out).

export const NIGERIAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', // New Year's Day
  '2026-03-20', // Eid al-Fitr
  '2026-03-23', // Eid al-Fitr holiday (observed Monday)
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-01', // Workers' Day
  '2026-05-27', // Eid al-Adha
  '2026-05-28', // Eid al-Adha holiday
  '2026-06-12', // Democracy Day
  '2026-08-26', // Eid al-Mawlid
  '2026-10-01', // Independence Day
  '2026-12-25', // Christmas Day
  '2026-12-26', // Boxing Day
  '2026-12-28', // Boxing Day holiday (26th is a Saturday: observed Monday)
  // 2027
  '2027-01-01', // New Year's Day
  '2027-03-10', // Eid al-Fitr
  '2027-03-11', // Eid al-Fitr holiday
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-05-01', // Workers' Day
  '2027-05-03', // Workers' Day holiday (observed Monday)
  '2027-05-17', // Eid al-Adha
  '2027-05-18', // Eid al-Adha holiday
  '2027-06-12', // Democracy Day
  '2027-06-14', // Democracy Day holiday (observed Monday)
  '2027-08-16', // Eid al-Mawlid (15th is a Sunday: observed Monday)
  '2027-10-01', // Independence Day
  '2027-12-25', // Christmas Day
  '2027-12-27', // Christmas Day holiday (observed Monday)
  '2027-12-28', // Boxing Day (26th is a Sunday: observed Tuesday)
  // 2028
  '2028-01-01', // New Year's Day
  '2028-01-03', // New Year's Day holiday (observed Monday)
  '2028-02-28', // Eid al-Fitr (27th is a Sunday: observed Monday)
  '2028-02-29', // Eid al-Fitr holiday
  '2028-04-14', // Good Friday
  '2028-04-17', // Easter Monday
  '2028-05-01', // Workers' Day
  '2028-05-05', // Eid al-Adha
  '2028-05-08', // Eid al-Adha holiday (observed Monday)
  '2028-06-12', // Democracy Day
  '2028-08-04', // Eid al-Mawlid
  '2028-10-02', // Independence Day (1st is a Sunday: observed Monday)
  '2028-12-25', // Christmas Day
  '2028-12-26', // Boxing Day
];

/** The last day the list above covers; windows past it skip Sundays only. */
export const HOLIDAYS_KNOWN_UNTIL = '2028-12-31';

const holidaySet = new Set(NIGERIAN_PUBLIC_HOLIDAYS);

export function isPublicHoliday(day: string): boolean {
  return holidaySet.has(day);
}
