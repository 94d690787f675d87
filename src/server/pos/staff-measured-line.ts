import 'server-only';
import { ActionError } from '@/server/action-error';
import { measuredPrice, measureRefusal, type Measure, type MeasuredParts, type MeasuredRule } from '@/lib/catalog/measured-price';

/**
 * A line staff sell (the Sell screen, a draft order) against its piece's rule, priced by the storefront's
 * own arithmetic (docs/decisions/0058-made-to-measure.md): the size's parts for a piece made to measure,
 * null for a piece sold at fixed sizes. A piece made to measure is never sold at its fabric's price a
 * metre: without a size, or with one its rule refuses, the line is refused with the reason.
 */
export function staffMeasuredParts(name: string, rule: MeasuredRule | undefined, fabricPerMetreKobo: number, measure: Measure | null): MeasuredParts | null {
  if (!rule) {
    if (measure) throw new ActionError(`${name} is not made to measure: remove its size.`);
    return null;
  }
  if (!measure) throw new ActionError(`${name} is made to measure. Give the width and drop of this piece.`);
  const parts = measuredPrice(rule, fabricPerMetreKobo, measure);
  if (!parts) throw new ActionError(`${name}: ${measureRefusal(rule, measure)?.message}`);
  return parts;
}
