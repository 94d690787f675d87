import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { measuredPricing, products, websiteSettings } from '@/server/db/schema';
import { MEASURE_VISIT_DEFAULTS, visitStates, type MeasureVisitSettings } from '@/lib/catalog/measure-visit';
import type { NigerianState } from '@/lib/nigeria';

// "We measure for you" (docs/decisions/0062-we-measure-for-you.md): the shop's setting, and whether a piece
// offers a visit. The product page, the booking form and the booking itself read them here.

/** The shop's visit settings; a shop that has saved none has the columns' defaults. */
export async function loadMeasureVisitSettings(database: Database | Transaction = db): Promise<MeasureVisitSettings> {
  const [row] = await database
    .select({ states: websiteSettings.measureVisitStates, feeKobo: websiteSettings.measureVisitFeeKobo })
    .from(websiteSettings)
    .limit(1);
  return row ?? { ...MEASURE_VISIT_DEFAULTS };
}

/** A visit as the shop offers it: where, and for how much; null when it visits nowhere. */
export type VisitTerms = { states: NigerianState[]; feeKobo: number };

export function visitTerms(settings: MeasureVisitSettings): VisitTerms | null {
  const states = visitStates(settings.states);
  return states.length > 0 ? { states, feeKobo: settings.feeKobo } : null;
}

/**
 * The visit an active piece made to measure offers, with the piece's name; null for a piece sold at
 * fixed sizes, one not in the shop, or a shop that visits nowhere.
 */
export async function measureVisitOffer(productId: string, database: Database | Transaction = db): Promise<(VisitTerms & { productName: string }) | null> {
  const [piece] = await database
    .select({ name: products.name })
    .from(products)
    .innerJoin(measuredPricing, eq(measuredPricing.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  const terms = piece ? visitTerms(await loadMeasureVisitSettings(database)) : null;
  return piece && terms ? { ...terms, productName: piece.name } : null;
}
