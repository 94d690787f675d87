import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { products, productVariants, stockAlerts, users } from '@/server/db/schema';
import { freeClaimedDedupeKey } from '@/server/jobs/queue';
import { unitPrice, variantPrice } from '@/lib/catalog/variant-rules';
import { pieceName } from '@/lib/catalog/piece-name';
import { firstNameOf } from '@/lib/reviews';
import type { JobContext } from '@/server/jobs/job-handler';
import { queueMail } from '@/server/mail/mail-jobs';
import { queueCustomerMessage } from '@/server/messaging/queue-message';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { backInStockMail } from './stock-alert-mails';
import type { WaitedFor } from './stock-alerts';

// The 'back-in-stock' job (docs/product.md, "Back in stock"), queued by the database when a piece's
// stock goes from 0 to more while a confirmed address waits (the trigger of migration 0018), whatever
// code changed the stock. It mails each confirmed waiting address once, oldest request first, a batch
// per transaction: each mail is queued (src/server/mail/mail-jobs.ts) in the transaction that sets its
// row's notified_at, so a worker killed midway, or a second run, never mails anyone twice. The stock is
// read again before each batch: a piece sold out again midway leaves the rest waiting, and the
// trigger queues the job anew when it next comes back. A job holds the piece's dedupe key only while
// it waits: a running job may have read the stock and the waiting rows before a change that came next
// (sold out, a new confirmation, back again), so the run frees the key first and that change's
// trigger queues a job of its own. A job with a variant (migration 0031) does the same for
// those waiting for that variant, on its stock; one without, for those waiting for the piece, on the piece's.

export const BACK_IN_STOCK_JOB = 'back-in-stock';

const BATCH = 50;

const payloadSchema = z.object({ productId: z.string().uuid(), variantId: z.string().uuid().nullish().transform((id) => id ?? null) });

/**
 * One batch: mails up to BATCH waiting addresses; returns how many, or 0 when done or the piece is gone
 * again. `firstDue` is when the batch's first mail is due; each next one a millisecond later.
 */
async function mailBatch({ productId, variantId }: WaitedFor, siteName: string, firstDue: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, priceKobo: products.priceKobo, discountPriceKobo: products.discountPriceKobo, stockQuantity: products.stockQuantity })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'active')))
      .for('share');
    if (!product) return 0;
    const [variant] = variantId
      ? await tx
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
      : [];
    if (variantId ? !variant || variant.stockQuantity <= 0 : product.stockQuantity <= 0) return 0;
    const due = await tx
      .select({ id: stockAlerts.id, email: stockAlerts.email, userId: stockAlerts.userId, name: users.name, phone: users.phone })
      .from(stockAlerts)
      .leftJoin(users, eq(users.id, stockAlerts.userId))
      .where(
        and(
          eq(stockAlerts.productId, productId),
          variantId ? eq(stockAlerts.variantId, variantId) : isNull(stockAlerts.variantId),
          isNull(stockAlerts.notifiedAt),
          isNotNull(stockAlerts.confirmedAt),
        ),
      )
      .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
      .limit(BATCH)
      .for('update', { of: stockAlerts, skipLocked: true });
    if (due.length === 0) return 0;
    // A variant's mail names it, shows its price and opens the page on it.
    const link = siteUrl(variant ? `/product/${productId}?variant=${variant.id}` : `/product/${productId}`);
    const priceNow = variant
      ? { name: pieceName(product.name, [variant.option1, variant.option2, variant.option3]), priceKobo: unitPrice(variantPrice(product, variant)) }
      : { name: product.name, priceKobo: unitPrice(product) };
    // In order of asking: the worker takes due mails by run_at, so each is due a millisecond after the one
    // before, across batches too (a later batch never starts before an earlier one's last mail).
    for (const [index, alert] of due.entries()) {
      const mail = backInStockMail(alert.email, priceNow, link, siteName);
      await queueMail(mail, tx, { runAt: new Date(firstDue + index), dedupeKey: `back-in-stock-mail:${alert.id}` });
      // A signed-in shopper's alert: on WhatsApp too, to their account's phone (marketing consent is checked when sent).
      const params = { first_name: firstNameOf(alert.name ?? ''), product_name: priceNow.name, link };
      await queueCustomerMessage(tx, { event: 'back_in_stock', userId: alert.userId, phone: alert.phone, params });
    }
    await tx.update(stockAlerts).set({ notifiedAt: new Date() }).where(inArray(stockAlerts.id, due.map((alert) => alert.id)));
    return due.length;
  });
}

/** The trigger's key for a piece (migration 0018: 'back-in-stock:' || id), or a variant of it (migration 0031: ... || ':' || variant id). */
const pieceKey = ({ productId, variantId }: WaitedFor) => `${BACK_IN_STOCK_JOB}:${productId}${variantId ? `:${variantId}` : ''}`;

/** Frees the piece's key from the claimed job (this one, or a twin on another instance): claimed means running. */
async function freePieceKey(waited: WaitedFor) {
  await freeClaimedDedupeKey(pieceKey(waited));
}

/** The 'back-in-stock' handler. */
export async function mailBackInStock(payload: Record<string, unknown>, { signal }: JobContext) {
  const waited = payloadSchema.parse(payload);
  await freePieceKey(waited);
  const { siteName } = await getSiteSettings();
  const start = Date.now();
  let queued = 0;
  for (;;) {
    const count = await mailBatch(waited, siteName, start + queued);
    queued += count;
    if (count < BATCH) return;
    signal.throwIfAborted();
  }
}
