import { describe, expect, it } from 'vitest';
import { linePrice, measureAsSent, previewError, pricesByLine } from '@/lib/staff-pricing';

// The Sell screen and a new draft order show a line's price the one way (src/lib/staff-pricing.ts).

const SOFA = { variantId: 'AAAAAAAA-0000-4000-8000-000000000001', madeToMeasure: false, priceKobo: 450_000_00 };
const CURTAINS = { variantId: 'aaaaaaaa-0000-4000-8000-000000000002', madeToMeasure: true, priceKobo: 12_500_00 };
const SIZE = { widthCm: '240', dropCm: '270', lined: true };

describe('measureAsSent', () => {
  it('sends no size until both width and drop are typed', () => {
    expect(measureAsSent(null)).toBeNull();
    expect(measureAsSent({ widthCm: '240', dropCm: ' ', lined: false })).toBeNull();
    expect(measureAsSent({ widthCm: '', dropCm: '270', lined: true })).toBeNull();
  });

  it('sends the size as numbers, a size that is not whole as typed for the schema to refuse', () => {
    expect(measureAsSent({ widthCm: ' 240 ', dropCm: '270', lined: true })).toEqual({ widthCm: 240, dropCm: 270, lined: true });
    expect(measureAsSent({ widthCm: '240.5', dropCm: 'abc', lined: false })).toEqual({ widthCm: 240.5, dropCm: Number.NaN, lined: false });
  });
});

describe('linePrice', () => {
  const priced = [
    { variantId: SOFA.variantId.toLowerCase(), measurements: null, priceKobo: 400_000_00, listPriceKobo: 450_000_00 },
    { variantId: CURTAINS.variantId, measurements: { widthCm: 240, dropCm: 270, lined: true }, priceKobo: 140_000_00, listPriceKobo: 152_400_00 },
  ];

  it("takes the server's price by piece and size, whichever price the screen picks", () => {
    expect(linePrice(SOFA, null, pricesByLine(priced, (line) => line.priceKobo))).toBe(400_000_00);
    expect(linePrice(CURTAINS, SIZE, pricesByLine(priced, (line) => line.priceKobo))).toBe(140_000_00);
    expect(linePrice(CURTAINS, SIZE, pricesByLine(priced, (line) => line.listPriceKobo))).toBe(152_400_00);
  });

  it("does not take another line's price: a piece priced at another size, or lined otherwise, waits for its own", () => {
    const prices = pricesByLine(priced, (line) => line.priceKobo);
    expect(linePrice(CURTAINS, { ...SIZE, lined: false }, prices)).toBeNull();
    expect(linePrice(CURTAINS, { ...SIZE, dropCm: '280' }, prices)).toBeNull();
    expect(linePrice(CURTAINS, { ...SIZE, dropCm: '' }, prices)).toBeNull();
  });

  it("shows a piece at fixed sizes at the search's price until the server has priced it, never a metre's price as a piece's", () => {
    const none = pricesByLine([], () => 0);
    expect(linePrice(SOFA, null, none)).toBe(450_000_00);
    expect(linePrice(CURTAINS, SIZE, none)).toBeNull();
  });
});

describe('previewError', () => {
  it("passes the server's refusal on, or points to the fields when they carry their own messages", () => {
    expect(previewError(null, {})).toBeNull();
    expect(previewError('Your role may not lower prices. Ask the owner or a manager.', {})).toBe('Your role may not lower prices. Ask the owner or a manager.');
    expect(previewError('Enter the width in whole centimetres.', { 'lines.0.measure.widthCm': ['Enter the width in whole centimetres.'] })).toBe('Check the fields marked to see the total.');
  });
});
