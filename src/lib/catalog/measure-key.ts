// The size of a piece made to measure, as a cart line carries it (docs/decisions/0058-made-to-measure.md).
// Apart from src/lib/catalog/measured-price.ts and measure-text.ts because the cart, on every page, needs
// only this.

/** What the shopper asks for, in whole centimetres. */
export type Measure = { widthCm: number; dropCm: number; lined: boolean };

/** What tells two sizes of one piece apart in a cart: '240x270-lined'. */
export const measureKey = ({ widthCm, dropCm, lined }: Measure) => `${widthCm}x${dropCm}${lined ? '-lined' : ''}`;

