import { describe, expect, it } from 'vitest';
import { deliveryEstimateText, type EstimatedPiece } from '@/lib/delivery/estimate';
import type { DeliveryRules } from '@/lib/delivery/price';

// The product page's delivery line, for one piece to one state. Thursday 10 December 2026
// in Lagos; couriers work Monday to Saturday; 1 January is a public holiday.

const TODAY = '2026-12-10';

const rules: DeliveryRules = {
  zones: [
    { name: 'Lagos', states: ['Lagos'], parcelFeeKobo: 5_000_00, largeFeeKobo: 25_000_00, minBusinessDays: 1, maxBusinessDays: 3, payOnDelivery: true },
    { name: 'South-West', states: ['Ogun', 'Oyo'], parcelFeeKobo: 8_000_00, largeFeeKobo: 45_000_00, minBusinessDays: 3, maxBusinessDays: 5, payOnDelivery: false },
  ],
  freeDeliveryThresholdKobo: 1_500_000_00,
  pickup: { enabled: true, readyBusinessDays: 2 },
};

const cushion: EstimatedPiece = { deliveryClass: 'parcel', leadTimeMinDays: null, leadTimeMaxDays: null, unitPriceKobo: 45_000_00 };
const sofa: EstimatedPiece = { deliveryClass: 'large', leadTimeMinDays: 21, leadTimeMaxDays: 28, unitPriceKobo: 1_200_000_00 };

describe('deliveryEstimateText', () => {
  it('gives the zone fee for the piece’s class and the window in business days (Sunday skipped)', () => {
    expect(deliveryEstimateText(rules, cushion, 'Lagos', TODAY)).toBe('Delivery to Lagos: ₦5,000, estimated 11-14 Dec');
    expect(deliveryEstimateText(rules, { ...cushion, deliveryClass: 'large' }, 'Lagos', TODAY)).toBe(
      'Delivery to Lagos: ₦25,000, estimated 11-14 Dec',
    );
    expect(deliveryEstimateText(rules, cushion, 'Oyo', TODAY)).toBe('Delivery to Oyo: ₦8,000, estimated 14-16 Dec');
  });

  it('waits for a made-to-order piece, skips New Year’s Day and names the year the window falls in', () => {
    expect(deliveryEstimateText(rules, sofa, 'Lagos', TODAY)).toBe('Delivery to Lagos: ₦25,000, estimated 2-11 Jan 2027');
  });

  it('says free delivery once the piece’s price reaches the threshold', () => {
    expect(deliveryEstimateText(rules, { ...cushion, unitPriceKobo: 1_500_000_00 }, 'Lagos', TODAY)).toBe(
      'Free delivery to Lagos, estimated 11-14 Dec',
    );
    expect(deliveryEstimateText({ ...rules, freeDeliveryThresholdKobo: null }, { ...cushion, unitPriceKobo: 9_000_000_00 }, 'Lagos', TODAY)).toBe(
      'Delivery to Lagos: ₦5,000, estimated 11-14 Dec',
    );
  });

  it('offers showroom pickup for a state no zone serves, when pickup is on', () => {
    expect(deliveryEstimateText(rules, cushion, 'Kano', TODAY)).toBe(
      "We don't deliver to Kano yet. You can pick up at our showroom (ready in 2 business days).",
    );
    const oneDay = { ...rules, pickup: { enabled: true, readyBusinessDays: 1 } };
    expect(deliveryEstimateText(oneDay, cushion, 'Kano', TODAY)).toMatch(/\(ready in 1 business day\)\.$/);
    const sameDay = { ...rules, pickup: { enabled: true, readyBusinessDays: 0 } };
    expect(deliveryEstimateText(sameDay, cushion, 'Kano', TODAY)).toMatch(/\(ready the same business day\)\.$/);
    // Made to order: the workshop's time first, so the pickup window is given as dates.
    expect(deliveryEstimateText(rules, { ...cushion, leadTimeMinDays: 7, leadTimeMaxDays: 10 }, 'Kano', TODAY)).toBe(
      "We don't deliver to Kano yet. You can pick up at our showroom (ready 19-22 Dec).",
    );
  });

  it('says only that we do not deliver there when pickup is off', () => {
    const noPickup = { ...rules, pickup: { enabled: false, readyBusinessDays: 2 } };
    expect(deliveryEstimateText(noPickup, cushion, 'Kano', TODAY)).toBe("We don't deliver to Kano yet.");
  });
});
