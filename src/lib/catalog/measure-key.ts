// The size of a piece made to measure, as a cart line carries it (docs/decisions/0058-made-to-measure.md).
// Apart from src/lib/catalog/measured-price.ts because the cart, on every page, needs only this.

/** What the shopper asks for, in whole centimetres. */
export type Measure = { widthCm: number; dropCm: number; lined: boolean };

/** What tells two sizes of one piece apart in a cart: '240x270-lined'. */
export const measureKey = ({ widthCm, dropCm, lined }: Measure) => `${widthCm}x${dropCm}${lined ? '-lined' : ''}`;

/**
 * A size made to measure takes no stock (it is cut for the order): the cart and its check hold it as this
 * many available, the most one line may order (MAX_LINE_QUANTITY in src/lib/schemas/checkout.ts).
 */
export const MEASURED_AVAILABLE = 10_000;

/** "240 cm wide × 270 cm drop": the size, as the cart, the order and the receipt name it. */
export const measureSize = ({ widthCm, dropCm }: Pick<Measure, 'widthCm' | 'dropCm'>) => `${widthCm} cm wide × ${dropCm} cm drop`;

/** "Made to measure: 240 cm wide × 270 cm drop, lined": a cart line's size. */
export const measureText = (measure: Measure) => `Made to measure: ${measureSize(measure)}, ${measure.lined ? 'lined' : 'unlined'}`;
