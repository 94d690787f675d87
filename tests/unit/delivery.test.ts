import { describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, isBusinessDay, lagosToday } from '@/lib/delivery/business-days';
import { HOLIDAYS_KNOWN_UNTIL, NIGERIAN_PUBLIC_HOLIDAYS } from '@/lib/delivery/holidays';
import { priceDelivery, type DeliveryRules, type DeliveryLine } from '@/lib/delivery/price';
import { formatDeliveryWindow, formatLeadTime } from '@/lib/delivery/format';

const rules: DeliveryRules = {
  zones: [
    { name: 'Lagos', states: ['Lagos'], parcelFeeKobo: 5_000_00, largeFeeKobo: 25_000_00, minBusinessDays: 1, maxBusinessDays: 3, payOnDelivery: true },
    { name: 'North', states: ['Kano', 'Kaduna'], parcelFeeKobo: 12_000_00, largeFeeKobo: 90_000_00, minBusinessDays: 6, maxBusinessDays: 10, payOnDelivery: false },
  ],
  freeDeliveryThresholdKobo: 1_500_000_00,
  pickup: { enabled: true, readyBusinessDays: 2 },
};

const parcel: DeliveryLine = { deliveryClass: 'parcel', leadTimeMinDays: null, leadTimeMaxDays: null };
const sofa: DeliveryLine = { deliveryClass: 'large', leadTimeMinDays: null, leadTimeMaxDays: null };
const madeToOrder: DeliveryLine = { deliveryClass: 'large', leadTimeMinDays: 21, leadTimeMaxDays: 28 };

describe('business days', () => {
  it('skips Sundays but not Saturdays', () => {
    // 2026-11-21 is a Saturday, the 22nd a Sunday.
    expect(isBusinessDay('2026-11-21')).toBe(true);
    expect(isBusinessDay('2026-11-22')).toBe(false);
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-21');
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-20', 3)).toBe('2026-11-24');
  });

  it('skips public holidays: Christmas and Boxing Day 2026 with its Monday holiday', () => {
    // Thu 24 Dec + 1 business day: Fri 25 (Christmas), Sat 26 (Boxing Day), Sun 27, Mon 28 (observed) are all off.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29');
    // New Year's Day 2027 is a Friday.
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-02');
    // Easter 2027: Good Friday 26 Mar and Easter Monday 29 Mar.
    expect(addBusinessDays('2027-03-25', 2)).toBe('2027-03-30');
  });

  it('zero days is the same day, or the next business day when that day is off', () => {
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-22', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-12-25', 0)).toBe('2026-12-29');
  });

  it('counts calendar days across months and years', () => {
    expect(addCalendarDays('2026-12-20', 21)).toBe('2027-01-10');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("reads today in Lagos, not in the machine's zone", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Lagos (UTC+1).
    expect(lagosToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('has the holidays of this year and the next (extend the list when this fails)', () => {
    const year = Number(lagosToday().slice(0, 4));
    for (const y of [year, year + 1]) {
      expect(NIGERIAN_PUBLIC_HOLIDAYS.filter((day) => day.startsWith(`${y}-`)).length).toBeGreaterThanOrEqual(11);
    }
    expect(HOLIDAYS_KNOWN_UNTIL >= `${year + 1}-12-31`).toBe(true);
    expect([...NIGERIAN_PUBLIC_HOLIDAYS].sort()).toEqual(NIGERIAN_PUBLIC_HOLIDAYS);
  });
});

describe('priceDelivery', () => {
  const today = '2026-11-23'; // a Monday

  it('charges the parcel fee for parcels and the large-piece fee once any large piece is in the order', () => {
    const parcels = priceDelivery(rules, { method: 'delivery', state: 'Lagos' }, [parcel, parcel], 50_000_00, today);
    const mixed = priceDelivery(rules, { method: 'delivery', state: 'Lagos' }, [parcel, sofa], 500_000_00, today);
    expect(parcels).toMatchObject({ ok: true, quote: { feeKobo: 5_000_00, zoneName: 'Lagos', state: 'Lagos', payOnDelivery: true } });
    expect(mixed).toMatchObject({ ok: true, quote: { feeKobo: 25_000_00, freeByThreshold: false } });
  });

  it('delivers free from the threshold on, not a kobo below it', () => {
    const below = priceDelivery(rules, { method: 'delivery', state: 'Kano' }, [sofa], 1_500_000_00 - 1, today);
    const at = priceDelivery(rules, { method: 'delivery', state: 'Kano' }, [sofa], 1_500_000_00, today);
    expect(below).toMatchObject({ ok: true, quote: { feeKobo: 90_000_00, freeByThreshold: false } });
    expect(at).toMatchObject({ ok: true, quote: { feeKobo: 0, freeByThreshold: true } });
    expect(priceDelivery({ ...rules, freeDeliveryThresholdKobo: null }, { method: 'delivery', state: 'Kano' }, [sofa], 9_000_000_00, today)).toMatchObject({
      ok: true,
      quote: { feeKobo: 90_000_00 },
    });
  });

  it('counts the zone business days from today, or from when the slowest made-to-order piece is ready', () => {
    const stock = priceDelivery(rules, { method: 'delivery', state: 'Lagos' }, [parcel], 0, today);
    expect(stock).toMatchObject({ ok: true, quote: { window: { start: '2026-11-24', end: '2026-11-26' } } });
    // Ready 14-21 Dec (21 and 28 calendar days), then 1-3 business days.
    const made = priceDelivery(rules, { method: 'delivery', state: 'Lagos' }, [parcel, madeToOrder], 0, today);
    expect(made).toMatchObject({ ok: true, quote: { window: { start: '2026-12-15', end: '2026-12-24' } } });
    // The same piece to the North crosses Christmas, Boxing Day and New Year.
    const north = priceDelivery(rules, { method: 'delivery', state: 'Kano' }, [madeToOrder], 0, today);
    expect(north).toMatchObject({ ok: true, quote: { window: { start: '2026-12-21', end: '2027-01-06' } } });
  });

  it('refuses a state in no active zone, and offers pickup at no fee', () => {
    expect(priceDelivery(rules, { method: 'delivery', state: 'Borno' }, [parcel], 0, today)).toEqual({ ok: false, reason: 'no-zone' });
    expect(priceDelivery(rules, { method: 'pickup' }, [madeToOrder], 0, today)).toMatchObject({
      ok: true,
      quote: { method: 'pickup', feeKobo: 0, state: null, zoneName: null, window: { start: '2026-12-16', end: '2026-12-23' } },
    });
    expect(priceDelivery({ ...rules, pickup: { enabled: false, readyBusinessDays: 2 } }, { method: 'pickup' }, [parcel], 0, today)).toEqual({
      ok: false,
      reason: 'pickup-unavailable',
    });
  });
});

describe('delivery words', () => {
  it('writes windows short: one month, two months, one day; with the year for records', () => {
    expect(formatDeliveryWindow('2026-12-12', '2026-12-19')).toBe('12-19 Dec');
    expect(formatDeliveryWindow('2026-12-28', '2027-01-04')).toBe('28 Dec-4 Jan');
    expect(formatDeliveryWindow('2026-12-12', '2026-12-12')).toBe('12 Dec');
    expect(formatDeliveryWindow('2027-01-04', '2027-01-08', { withYear: true })).toBe('4-8 Jan 2027');
    expect(formatDeliveryWindow('2026-12-28', '2027-01-04', { withYear: true })).toBe('28 Dec 2026-4 Jan 2027');
  });

  it('writes lead times in weeks when they are whole weeks', () => {
    expect(formatLeadTime(21, 28)).toBe('ready in 3-4 weeks');
    expect(formatLeadTime(7, 7)).toBe('ready in 1 week');
    expect(formatLeadTime(10, 14)).toBe('ready in 10-14 days');
  });
});
