import 'server-only';
import { mailInBatches } from '@/server/jobs/in-batches';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { orderItems, orders, products, users, websiteSettings } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from '@/server/marketing/unsubscribe';
import { siteUrl } from '@/server/site-url';
import { SITE_DEFAULTS } from '@/lib/constants';
import { firstNameOf } from '@/lib/reviews';
import type { Swatch } from '@/lib/catalog/swatch';

// The sample order's follow-up (docs/decisions/0059-fabric-samples.md): SAMPLE_FOLLOW_UP_DAYS after a sample
// order was delivered, its buyer is mailed once with links to the pieces on sale in the fabrics and
// finishes they asked for (products.facet_values holding 'fabric=velvet', docs/decisions/0056-shop-filters.md).
// As the review request does (src/server/reviews/review-request.ts), a maintenance step of the job worker
// finds due orders in batches, locked and skipped by other instances, and marks each one
// (orders.samples_followed_up_at) in the transaction that queues its mail. Buyers who unsubscribed
// (users.marketing_opt_out), orders without an account and swatches no piece is made in any more are
// marked without a mail.

export const SAMPLE_FOLLOW_UP_DAYS = 3;
/** The pieces one mail names for each swatch, at most. */
const PIECES_PER_SWATCH = 6;
const BATCH = 100;

type DueOrder = { id: string; orderNumber: string; userId: string | null; email: string | null; name: string | null; optOut: boolean | null };
type Piece = { id: string; name: string; facetValues: string[] };

/** A swatch's key in products.facet_values: 'fabric=velvet' (migration 0035). */
const facetKey = ({ option, value }: Swatch) => `${option.toLowerCase()}=${value.toLowerCase()}`;

/** Each due order's swatches, in the order's line order. */
async function swatchesOfOrders(tx: Transaction, due: DueOrder[]) {
  const rows = await tx
    .select({ orderId: orderItems.orderId, swatch: orderItems.swatch })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, due.map((order) => order.id)), isNotNull(orderItems.swatch)))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const byOrder = new Map<string, Swatch[]>();
  for (const { orderId, swatch } of rows) {
    const held = byOrder.get(orderId) ?? [];
    if (swatch && !held.some((other) => facetKey(other) === facetKey(swatch))) held.push(swatch);
    byOrder.set(orderId, held);
  }
  return byOrder;
}

/** The pieces on sale in any of these swatches, by name. */
async function piecesIn(tx: Transaction, keys: string[]): Promise<Piece[]> {
  if (keys.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, facetValues: products.facetValues })
    .from(products)
    .where(and(eq(products.status, 'active'), sql`${products.facetValues} && ${sql.param(keys, products.facetValues)}`))
    .orderBy(asc(products.name));
}

function followUpMail(order: DueOrder & { userId: string; email: string }, found: { swatch: Swatch; pieces: Piece[] }[], siteName: string) {
  const lines = [
    `Hello ${firstNameOf(order.name ?? '')},`,
    '',
    `Your swatches from order ${order.orderNumber} arrived a few days ago. Here are the pieces we make in them:`,
    '',
  ];
  for (const { swatch, pieces } of found) {
    lines.push(`${swatch.value} (${swatch.option})`);
    for (const piece of pieces) lines.push(`- ${piece.name}: ${siteUrl(`/product/${piece.id}`)}`);
    lines.push('');
  }
  lines.push(
    `You get this because you ordered samples from ${siteName}. To stop reminders and suggestions like this one: ${unsubscribePageUrl(order.userId)}`,
    '',
    siteName,
  );
  return {
    to: order.email,
    subject: `Pieces in your ${found.map(({ swatch }) => swatch.value).join(', ')}`,
    text: lines.join('\n'),
    listUnsubscribe: oneClickUnsubscribeUrl(order.userId),
  };
}

/** One batch: the due orders, locked (another instance skips them), each mailed or not, all marked. */
async function followUpBatch(): Promise<{ seen: number; mailed: number }> {
  return db.transaction(async (tx) => {
    const due: DueOrder[] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, email: users.email, name: users.name, optOut: users.marketingOptOut })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          sql`${orders.samples}`,
          eq(orders.status, 'delivered'),
          isNull(orders.samplesFollowedUpAt),
          lte(orders.deliveredAt, sql`now() - make_interval(days => ${SAMPLE_FOLLOW_UP_DAYS})`),
        ),
      )
      .orderBy(asc(orders.deliveredAt))
      .limit(BATCH)
      .for('update', { of: orders, skipLocked: true });
    if (due.length === 0) return { seen: 0, mailed: 0 };
    const [settings] = await tx.select({ siteName: websiteSettings.siteName }).from(websiteSettings).limit(1);
    const swatches = await swatchesOfOrders(tx, due);
    const pieces = await piecesIn(tx, [...new Set([...swatches.values()].flat().map(facetKey))]);
    let mailed = 0;
    for (const order of due) {
      if (!order.userId || !order.email || order.optOut) continue;
      const found = (swatches.get(order.id) ?? [])
        .map((swatch) => ({ swatch, pieces: pieces.filter((piece) => piece.facetValues.includes(facetKey(swatch))).slice(0, PIECES_PER_SWATCH) }))
        .filter(({ pieces: some }) => some.length > 0);
      if (found.length === 0) continue;
      await queueMail(followUpMail({ ...order, userId: order.userId, email: order.email }, found, settings?.siteName ?? SITE_DEFAULTS.siteName), tx, {
        dedupeKey: `sample-follow-up:${order.id}`,
      });
      mailed += 1;
    }
    await tx
      .update(orders)
      .set({ samplesFollowedUpAt: sql`now()` })
      .where(inArray(orders.id, due.map((order) => order.id)));
    return { seen: due.length, mailed };
  });
}

/** The maintenance step: every due sample order looked at, batch by batch; returns how many were mailed. */
export function followUpSampleOrders(): Promise<number> {
  return mailInBatches(BATCH, followUpBatch);
}
