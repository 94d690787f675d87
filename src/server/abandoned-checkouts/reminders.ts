import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { checkoutReminders, serverCarts, users, websiteSettings } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { queueCustomerMessage } from '@/server/messaging/queue-message';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from '@/server/marketing/unsubscribe';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { firstNameOf } from '@/lib/reviews';
import { linesToday } from './cart-lines';
import { issueRestoreLink } from './restore-link';
import { reminderMail, type ReminderKind } from './reminder-mail';

// The reminders of abandoned checkouts (docs/product.md, "Abandoned checkouts"), run by every worker's
// periodic maintenance (src/server/composition/jobs.ts, every MAINTENANCE_INTERVAL_MS), so a reminder goes
// out within that interval after its delay. A signed-in shopper who reached checkout and has not
// ordered (placing an order clears checkout_reached_at) is mailed once after the first delay and once
// after the second, both counted from reaching checkout; the second also waits the first delay after
// the first reminder, so a worker that was down does not send both at once. Nobody is mailed who
// unsubscribed, nor for a cart whose every piece is sold out or gone. Each mail is queued in the
// transaction that stamps its reminder, in batches locked with SKIP LOCKED, so several instances
// never mail one cart twice.

const BATCH = 50;
const MINUTE = 60_000;

async function delays() {
  const [row] = await db
    .select({ firstMinutes: websiteSettings.abandonedFirstDelayMinutes, secondHours: websiteSettings.abandonedSecondDelayHours })
    .from(websiteSettings)
    .limit(1);
  return { first: (row?.firstMinutes ?? 60) * MINUTE, second: (row?.secondHours ?? 24) * 60 * MINUTE };
}

// The cart still holds a piece on sale and in stock (ids compared as text: a stored line is never cast).
const hasPieceInStock = sql`exists (
  select 1 from jsonb_array_elements(${serverCarts.lines}) as line
  join products p on p.id::text = line->>'productId'
  where p.status = 'active' and p.stock_quantity > 0)`;

async function remindBatch(tx: Transaction, kind: ReminderKind, now: Date, wait: { first: number; second: number }, siteName: string) {
  const due =
    kind === 'first'
      ? and(lte(serverCarts.checkoutReachedAt, new Date(now.getTime() - wait.first)), isNull(serverCarts.firstReminderAt))
      : and(
          lte(serverCarts.checkoutReachedAt, new Date(now.getTime() - wait.second)),
          lte(serverCarts.firstReminderAt, new Date(now.getTime() - wait.first)),
          isNull(serverCarts.secondReminderAt),
        );
  const carts = await tx
    .select({ userId: serverCarts.userId, lines: serverCarts.lines, reachedAt: serverCarts.checkoutReachedAt, name: users.name, email: users.email, phone: users.phone })
    .from(serverCarts)
    .innerJoin(users, eq(users.id, serverCarts.userId))
    .where(and(isNotNull(serverCarts.checkoutReachedAt), due, eq(users.marketingOptOut, false), hasPieceInStock))
    .orderBy(asc(serverCarts.checkoutReachedAt))
    .limit(BATCH)
    .for('update', { of: serverCarts, skipLocked: true });
  for (const cart of carts) {
    const pieces = (await linesToday(cart.lines, tx)).filter((line) => !line.soldOut);
    const restoreUrl = await issueRestoreLink(tx, cart.userId, now);
    const mail = reminderMail({ kind, name: cart.name, siteName, pieces, restoreUrl, unsubscribeUrl: unsubscribePageUrl(cart.userId) });
    await queueMail({ to: cart.email, ...mail, listUnsubscribe: oneClickUnsubscribeUrl(cart.userId) }, tx, {
      dedupeKey: `abandoned-checkout:${cart.userId}:${cart.reachedAt!.getTime()}:${kind}`,
    });
    // On WhatsApp too, to the account's phone, with the same restore link (marketing consent is checked when sent).
    const params = { first_name: firstNameOf(cart.name), link: restoreUrl };
    await queueCustomerMessage(tx, { event: 'abandoned_checkout', userId: cart.userId, phone: cart.phone, params });
    await tx
      .update(serverCarts)
      .set(kind === 'first' ? { firstReminderAt: now } : { secondReminderAt: now })
      .where(eq(serverCarts.userId, cart.userId));
    // Kept for Reports → Marketing: the cart's stamps are cleared when it is bought or emptied.
    await tx.insert(checkoutReminders).values({ userId: cart.userId, checkoutReachedAt: cart.reachedAt!, kind, sentAt: now });
  }
  return carts.length;
}

/** Queues every reminder now due, in batches; returns how many. */
export async function sendAbandonedCheckoutReminders(now = new Date()): Promise<number> {
  const wait = await delays();
  // Read before the batches' transactions: on the embedded database they hold its one connection.
  const { siteName } = await getSiteSettings();
  let queued = 0;
  for (const kind of ['first', 'second'] as const) {
    for (;;) {
      const sent = await db.transaction((tx) => remindBatch(tx, kind, now, wait, siteName));
      queued += sent;
      if (sent < BATCH) break;
    }
  }
  return queued;
}
