// One line of an order as it was bought (docs/decisions/0053-variants-are-the-unit-of-sale.md): the
// name, colour, variant and SKU are kept on the line, so it reads the same after the piece changes.

import { explainMeasured, measureSize, type MeasuredParts } from '@/lib/catalog/measured-price';
import { swatchText, type Swatch } from '@/lib/catalog/swatch';

export type OrderLine = {
  id: string;
  productName: string;
  /** The colour chosen, on lines from before variants (and on colour variants' lines). */
  color: string | null;
  /** What it was bought as ("3-seater / Velvet"); null for a piece sold in one form. */
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  priceKobo: number;
  totalKobo: number;
  /** A piece made to measure: its size and the price's parts (docs/decisions/0058-made-to-measure.md). */
  measurements: MeasuredParts | null;
  /** A fabric or finish swatch (docs/decisions/0059-fabric-samples.md). */
  swatch: Swatch | null;
};

/** What the line was bought as: its variant's name, or for a line from before variants its colour. */
export const orderLineVariant = (line: Pick<OrderLine, 'variantLabel' | 'color'>) => line.variantLabel ?? line.color;

/**
 * '240 cm wide × 270 cm drop: 3 widths of fabric, 8.4 m, lined' for a piece made to measure, what the
 * workshop cuts from; null for every other line.
 */
export const orderLineMeasurements = (line: Pick<OrderLine, 'measurements'>) =>
  line.measurements ? `${measureSize(line.measurements)}: ${explainMeasured(line.measurements)}` : null;

/** 'Swatch: Velvet (Fabric)' for a swatch, what the workshop cuts and posts; null for every other line. */
export const orderLineSwatch = (line: Pick<OrderLine, 'swatch'>) => (line.swatch ? swatchText(line.swatch) : null);
