import { describe, expect, it } from 'vitest';
import { addItem, cartLineKey, type CartProduct } from '@/lib/cart/cart';
import { parseStoredCart } from '@/lib/cart/cart-store';
import { offersSwatchesOf, orderSwatchLabel, parseSwatchParam, swatchHref, swatchOptionNames, swatchText } from '@/lib/catalog/swatch';

// A fabric or finish swatch in the cart (docs/decisions/0059-fabric-samples.md): its key, its link and what
// the cart keeps of it.

const ID = '0b6f4a52-7a57-4f0e-9d39-5f3c1c7b2a10';
const SOFA: CartProduct = { id: ID, name: 'Yaba Loveseat', imageUrl: null, category: 'sofas', stockQuantity: 4, unitPriceKobo: 495_000_00, variant: 'Velvet' };
const SWATCH: CartProduct = { ...SOFA, stockQuantity: 1, unitPriceKobo: 0, variant: null, swatch: { option: 'Fabric', value: 'Velvet' } };

describe('a swatch line', () => {
  it('is a line of its own beside the piece, told apart by option and value', () => {
    expect(cartLineKey(SWATCH)).toBe(`${ID}~Fabric=Velvet`);
    expect(cartLineKey({ ...SWATCH, swatch: { option: 'Fabric', value: 'Linen' } })).not.toBe(cartLineKey(SWATCH));
    const lines = addItem(addItem([], SOFA), SWATCH);
    expect(lines.map(cartLineKey)).toEqual([`${ID}:Velvet`, `${ID}~Fabric=Velvet`]);
  });

  it('is kept through storage as it was stored', () => {
    const stored = JSON.stringify([{ ...SWATCH, quantity: 1 }, { ...SWATCH, swatch: 'velvet', quantity: 1 }]);
    expect(parseStoredCart(stored)).toEqual([{ ...SWATCH, quantity: 1 }]);
  });
});

describe('a swatch link', () => {
  it('round-trips through the cart page’s parameter, and refuses what is not one', () => {
    const href = swatchHref(ID, { option: 'Fabric', value: 'Indigo adire: hand-dyed' });
    expect(href).toBe(`/cart?swatch=${encodeURIComponent(`${ID}:Fabric:Indigo adire: hand-dyed`)}`);
    const param = new URL(href, 'http://shop').searchParams.get('swatch')!;
    expect(parseSwatchParam(param)).toEqual({ productId: ID, swatch: { option: 'Fabric', value: 'Indigo adire: hand-dyed' } });
    expect(parseSwatchParam(`${ID.toUpperCase()}:Fabric:Velvet`)?.productId).toBe(ID);
    for (const bad of ['', ID, `${ID}:Fabric`, `${ID}::Velvet`, `${ID}:Fabric: `, `not-an-id:Fabric:Velvet`, `${ID}:Fabric:${'x'.repeat(101)}`]) {
      expect(parseSwatchParam(bad)).toBeNull();
    }
  });
});

describe('the words', () => {
  it('name the swatch, the button by its price, and the options the setting offers', () => {
    expect(swatchText({ option: 'Fabric', value: 'Velvet' })).toBe('Swatch: Velvet (Fabric)');
    expect(orderSwatchLabel(0)).toBe('Order a free swatch');
    expect(orderSwatchLabel(2_500_00)).toBe('Order a swatch · ₦2,500');
    expect(swatchOptionNames(' Fabric, finish,, FABRIC ,Finish ')).toEqual(['Fabric', 'finish']);
    expect(offersSwatchesOf('Fabric, Finish', 'fabric')).toBe(true);
    expect(offersSwatchesOf('Fabric, Finish', 'Colour')).toBe(false);
  });
});
