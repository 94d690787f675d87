// A swatch in words (docs/decisions/0059-fabric-samples.md), for the cart, checkout, the order and the receipt:
// apart from the rest of src/lib/catalog/swatch.ts, so the cart's first load carries only this.

import type { Swatch } from '@/lib/cart/cart';

/** "Swatch: Velvet (Fabric)": how the cart, checkout, the order and the receipt name a swatch line. */
export const swatchText = ({ option, value }: Swatch) => `Swatch: ${value} (${option})`;
