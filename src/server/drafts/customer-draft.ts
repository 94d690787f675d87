import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { draftOrderLines, draftOrders, stockLocations } from '@/server/db/schema';
import { draftStateOf, type DraftOrderState } from '@/lib/draft-orders';
import type { MeasuredParts } from '@/lib/catalog/measured-price';
import { hashDraftToken } from './draft-writes';
import { noLongerSoldMessage, pieceNoLongerSold } from './draft-availability';

// What the customer reads of a draft order (docs/decisions/0066-draft-orders.md): the one draft its link's
// token finds, and only what the link was made to show: the pieces, the prices and the delivery. The
// token is the key: no account or permission is asked to read it, one is asked to pay it.

export type CustomerDraftLine = { productId: string | null; name: string; variantLabel: string | null; quantity: number; listPriceKobo: number; priceKobo: number; measurements: MeasuredParts | null };

export type CustomerDraft = {
  state: DraftOrderState;
  customerName: string;
  lines: CustomerDraftLine[];
  listSubtotalKobo: number;
  subtotalKobo: number;
  discountKobo: number;
  deliveryFeeKobo: number;
  totalKobo: number;
  depositKobo: number | null;
  delivery: { method: 'delivery'; state: string; zoneName: string | null } | { method: 'pickup'; name: string; address: string; openingHours: string };
  note: string | null;
  expiresAt: Date;
  orderId: string | null;
  /** Why it cannot be paid although open: a piece the shop no longer sells (src/server/drafts/draft-availability.ts). */
  unpayable: string | null;
};

/** The draft a link opens; null when the link is no draft's (never made, or replaced by a newer one). */
export async function draftForLink(token: string): Promise<CustomerDraft | null> {
  const [draft] = await db
    .select({ draft: draftOrders, pickupName: stockLocations.name, pickupAddress: stockLocations.address, pickupHours: stockLocations.openingHours })
    .from(draftOrders)
    .leftJoin(stockLocations, eq(stockLocations.id, draftOrders.pickupLocationId))
    .where(eq(draftOrders.tokenHash, hashDraftToken(token)));
  if (!draft) return null;
  const { draft: row } = draft;
  const lines = await db.select().from(draftOrderLines).where(eq(draftOrderLines.draftOrderId, row.id)).orderBy(asc(draftOrderLines.position));
  const gone = row.status === 'open' ? await pieceNoLongerSold(db, lines) : null;
  return {
    state: draftStateOf(row),
    customerName: row.customerName,
    lines: lines.map((line) => ({
      productId: line.productId, name: line.productName, variantLabel: line.variantLabel, quantity: line.quantity,
      listPriceKobo: line.listPriceKobo, priceKobo: line.priceKobo, measurements: line.measurements,
    })),
    listSubtotalKobo: row.listSubtotalKobo,
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
    deliveryFeeKobo: row.deliveryFeeKobo,
    totalKobo: row.totalKobo,
    depositKobo: row.depositKobo,
    delivery:
      row.deliveryMethod === 'pickup'
        ? { method: 'pickup', name: draft.pickupName ?? 'Our showroom', address: draft.pickupAddress ?? '', openingHours: draft.pickupHours ?? '' }
        : { method: 'delivery', state: row.deliveryState ?? '', zoneName: row.deliveryZoneName },
    note: row.note,
    expiresAt: row.expiresAt,
    orderId: row.orderId,
    unpayable: gone ? noLongerSoldMessage(gone) : null,
  };
}
