import { describe, expect, it } from 'vitest';
import { addItem, cartLineKey, type CartProduct } from '@/lib/cart/cart';
import { parseStoredCart } from '@/lib/cart/cart-store';
import { explainMeasured, measuredPrice, measureRefusal, measureSize } from '@/lib/catalog/measured-price';
import { CURTAIN_RULE } from '../helpers/curtain-rule';

// The made-to-measure price rule (docs/decisions/0058-made-to-measure.md), in whole kobo and centimetres.

const rule = CURTAIN_RULE;

describe('measuredPrice', () => {
  it('prices 240 x 270 cm lined as 3 widths of fabric, 8.4 m, lined', () => {
    const parts = measuredPrice(rule, 12_500_00, { widthCm: 240, dropCm: 270, lined: true })!;
    expect(parts).toMatchObject({ widths: 3, fabricCm: 840, fabricKobo: 105_000_00, makingKobo: 18_000_00, liningKobo: 29_400_00 });
    expect(parts.totalKobo).toBe(152_400_00);
    expect(explainMeasured(parts)).toBe('3 widths of fabric, 8.4 m, lined');
    expect(measureSize(parts)).toBe('240 cm wide × 270 cm drop');
  });

  it('rounds the widths up: one centimetre more than three widths take is four', () => {
    // 240 x 1.75 = 420 cm = exactly 3 widths; 241 x 1.75 = 421.75 cm needs a fourth.
    expect(measuredPrice(rule, 100, { widthCm: 241, dropCm: 270, lined: false })!.widths).toBe(4);
    expect(measuredPrice(rule, 100, { widthCm: 50, dropCm: 270, lined: false })!.widths).toBe(1);
  });

  it('rounds each money part up to the whole kobo', () => {
    // 3 widths x 280 cm = 840 cm; 333 kobo a metre x 8.4 m = 2,797.2 kobo -> 2,798.
    const parts = measuredPrice({ ...rule, liningPerMetreKobo: 111, makingPerWidthKobo: 0 }, 333, { widthCm: 240, dropCm: 270, lined: true })!;
    expect(parts.fabricKobo).toBe(2_798);
    expect(parts.liningKobo).toBe(933); // 932.4
    expect(parts.totalKobo).toBe(3_731);
    expect(explainMeasured(measuredPrice(rule, 100, { widthCm: 100, dropCm: 90, lined: false })!)).toBe('2 widths of fabric, 2 m, unlined');
  });

  it('refuses sizes outside the limits and fractions of a centimetre, naming the limits', () => {
    expect(measureRefusal(rule, { widthCm: 49, dropCm: 270, lined: false })).toEqual({ field: 'widthCm', message: 'Enter a width from 50 to 600 cm, in whole centimetres.' });
    expect(measureRefusal(rule, { widthCm: 601, dropCm: 270, lined: false })?.field).toBe('widthCm');
    expect(measureRefusal(rule, { widthCm: 240.5, dropCm: 270, lined: false })?.field).toBe('widthCm');
    expect(measureRefusal(rule, { widthCm: 240, dropCm: 351, lined: false })).toEqual({ field: 'dropCm', message: 'Enter a drop from 50 to 350 cm, in whole centimetres.' });
    expect(measureRefusal(rule, { widthCm: 600, dropCm: 350, lined: true })).toBeNull();
    expect(measuredPrice(rule, 100, { widthCm: 240, dropCm: 20, lined: false })).toBeNull();
  });

  it('refuses a lined piece when the rule offers no lining', () => {
    expect(measureRefusal({ ...rule, liningPerMetreKobo: null }, { widthCm: 240, dropCm: 270, lined: true })?.field).toBe('lined');
  });
});

describe('a measured cart line', () => {
  const curtain: CartProduct = { id: 'c1', name: 'Linen Curtains', imageUrl: null, category: 'curtains', stockQuantity: 10_000, unitPriceKobo: 152_400_00, variant: 'Sand linen / Eyelet' };

  it('is told apart from another size of the same curtain, and from an unlined one', () => {
    const lined = { ...curtain, measure: { widthCm: 240, dropCm: 270, lined: true } };
    const unlined = { ...lined, measure: { ...lined.measure, lined: false } };
    expect(cartLineKey(lined)).toBe('c1:Sand linen / Eyelet@240x270-lined');
    const cart = addItem(addItem(addItem([], lined), unlined), lined);
    expect(cart.map((line) => [cartLineKey(line), line.quantity])).toEqual([
      ['c1:Sand linen / Eyelet@240x270-lined', 2],
      ['c1:Sand linen / Eyelet@240x270', 1],
    ]);
  });

  it('keeps its size through storage as stored (the server checks it), and drops a line whose size is not one', () => {
    const stored = (measure: unknown) => JSON.stringify([{ ...curtain, quantity: 1, measure }]);
    expect(parseStoredCart(stored({ widthCm: 240, dropCm: 270, lined: true }))[0]?.measure).toEqual({ widthCm: 240, dropCm: 270, lined: true });
    expect(parseStoredCart(stored('240x270'))).toEqual([]);
    expect(parseStoredCart(stored(240))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...curtain, quantity: 1 }]))[0]).not.toHaveProperty('measure');
  });
});
