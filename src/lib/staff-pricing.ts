import type { Measure } from '@/lib/catalog/measured-price';
import { saleLineKey } from '@/lib/schemas/showroom-sale';

// What the two screens where staff build a sale line by line (the Sell screen, a new draft order) need
// to show its price while the server prices it (docs/decisions/0065-selling-in-the-showroom.md,
// 0066-draft-orders.md): the size sent for a piece made to measure, and each line's price for one.
// The screens add up no money: the totals are the server's.

/** The size of a piece made to measure, as typed. */
export type MeasureAsTyped = { widthCm: string; dropCm: string; lined: boolean };

/** A piece as the screens found it: `priceKobo` is a piece made to measure's fabric price a metre. */
type PieceAsFound = { variantId: string; madeToMeasure: boolean; priceKobo: number };

/**
 * The size sent for a line: none until both width and drop are typed (the server then asks for them, in
 * the same words on both screens); a width or drop that is not a whole number is sent as typed for the
 * schema to say so on its field.
 */
export function measureAsSent(measure: MeasureAsTyped | null): Measure | null {
  if (!measure || !measure.widthCm.trim() || !measure.dropCm.trim()) return null;
  return { widthCm: Number(measure.widthCm.trim()), dropCm: Number(measure.dropCm.trim()), lined: measure.lined };
}

/** The server's price for one of each line it priced (`priceOf` says which price), by the line's piece and size. */
export function pricesByLine<Line extends { variantId: string; measurements: Measure | null }>(lines: readonly Line[], priceOf: (line: Line) => number): Map<string, number> {
  return new Map(lines.map((line) => [saleLineKey({ variantId: line.variantId, measure: line.measurements }), priceOf(line)]));
}

/**
 * A line's price for one: the server's, looked up by piece and size (not by position, so a line removed
 * while the last answer is still on screen shifts no price), else the search's for a piece sold at fixed
 * sizes; null for a piece made to measure until its size is priced.
 */
export function linePrice(piece: PieceAsFound, measure: MeasureAsTyped | null, prices: ReadonlyMap<string, number>): number | null {
  const priced = prices.get(saleLineKey({ variantId: piece.variantId, measure: measureAsSent(measure) }));
  return priced ?? (piece.madeToMeasure ? null : piece.priceKobo);
}

/** The preview's refusal as the totals show it: a field's own message is on that field. */
export function previewError(error: string | null, fieldErrors: Readonly<Record<string, readonly string[]>>): string | null {
  return error && Object.keys(fieldErrors).length > 0 ? 'Check the fields marked to see the total.' : error;
}
