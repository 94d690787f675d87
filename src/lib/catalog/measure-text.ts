// A size made to measure in words (docs/decisions/0058-made-to-measure.md), for the cart, the order and the
// receipt. Apart from the cart's own (src/lib/cart/cart.ts), which every page loads.

import type { Measure } from '@/lib/cart/cart';

/** "240 cm wide × 270 cm drop": the size, as the cart, the order and the receipt name it. */
export const measureSize = ({ widthCm, dropCm }: Pick<Measure, 'widthCm' | 'dropCm'>) => `${widthCm} cm wide × ${dropCm} cm drop`;

/** "Made to measure: 240 cm wide × 270 cm drop, lined": a cart line's size. */
export const measureText = (measure: Measure) => `Made to measure: ${measureSize(measure)}, ${measure.lined ? 'lined' : 'unlined'}`;
