import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { rateLimitAddress } from '@/lib/client-ip';
import { ActionError } from '@/server/action-error';
import { db, queryRows, type Transaction } from '@/server/db/client';
import { products, stockAlerts } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { queueMail } from '@/server/mail/mail-jobs';
import { consumeRateLimit } from '@/server/rate-limit';
import { isEmailVerified } from '@/server/account/email-address';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { BACK_IN_STOCK_JOB } from './back-in-stock-job';
import { confirmStockAlertMail } from './stock-alert-mails';

// "Tell me when it's back" (docs/product.md, "Back in stock"). One waiting row per piece and
// address (the unique index of migration 0018). A signed-in shopper's confirmed address counts at
// once; a visitor's (or an unconfirmed account's) only once its mailed link is confirmed, like the account links
// (src/server/account/account-tokens.ts): 32 random bytes in the link, only their SHA-256 kept,
// spent by the confirming UPDATE. Opening the link's page spends nothing (mail scanners open links).
// The confirmation mail is queued with the alert in one transaction, so the link it carries waits in
// the jobs table until sent and the jobs are cleared (JOB_RETENTION_DAYS); all it can do is confirm
// one alert of the address it was sent to.

export const STOCK_ALERT_LIMITS = {
  perClient: { windowSeconds: 60 * 60, max: 10 },
  perAddress: { windowSeconds: 60 * 60, max: 3 },
} as const;

export const STOCK_ALERT_LIMITED = 'Too many requests. Please try again in an hour.';
export const STOCK_ALERT_NOT_SOLD_OUT = 'This piece is in stock: you can order it now.';
export const STOCK_ALERT_LINK_INVALID = 'This link is not valid any more: it may have been used already. Ask again on the piece’s page.';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Piece = { id: string; name: string };

/** The piece, when it is on sale, sold out and not made to order (the only pieces one can wait for). */
async function soldOutPiece(productId: string): Promise<Piece> {
  const [piece] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active'), eq(products.stockQuantity, 0), isNull(products.leadTimeMinDays)));
  if (!piece) throw new ActionError(STOCK_ALERT_NOT_SOLD_OUT);
  return piece;
}

const waitingFor = (productId: string) => and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt));
/** The account's rows: by the account, and by its address only once confirmed (an unconfirmed one may be a stranger's). */
async function ownedBy(user: { id: string; email: string }) {
  const byAccount = eq(stockAlerts.userId, user.id);
  return (await isEmailVerified(user.id)) ? or(byAccount, sql`lower(${stockAlerts.email}) = lower(${user.email})`) : byAccount;
}

/**
 * When the piece is already back in stock by the time an alert is confirmed (between the check and
 * the confirmation, or before the link was pressed), the trigger has fired without it: its job is
 * queued here, in the confirming transaction. Keyed by the alert, so no job for the piece, waiting or
 * running, swallows it; a second run mails no one twice. Answers the piece (its name is the confirmation
 * page's).
 */
async function mailIfBackAlready(tx: Transaction, alert: { id: string; productId: string }): Promise<{ name: string } | undefined> {
  const [piece] = await tx.select({ name: products.name, stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, alert.productId));
  if (piece && piece.stockQuantity > 0) {
    await enqueueJob(BACK_IN_STOCK_JOB, { productId: alert.productId }, { dedupeKey: `back-in-stock:${alert.productId}:${alert.id}` }, tx);
  }
  return piece;
}

/**
 * A signed-in shopper asks. A confirmed account's address waits, confirmed at once (the account
 * proves it); an account whose address is not confirmed proves nothing (anyone may sign up with a
 * stranger's address), so it asks as a visitor does: limited, and mailed a link to confirm.
 * Answers which of the two happened.
 */
export async function watchPiece(user: { id: string; email: string }, productId: string, clientIp: string): Promise<'watching' | 'mailed'> {
  if (!(await isEmailVerified(user.id))) {
    await requestStockAlert(user.email, productId, clientIp);
    return 'mailed';
  }
  await soldOutPiece(productId);
  await db.transaction(async (tx) => {
    const [alert] = await queryRows<{ id: string }>(
      sql`
        insert into ${stockAlerts} (product_id, email, user_id, confirmed_at)
        values (${productId}, ${user.email}, ${user.id}, now())
        on conflict (product_id, lower(email)) where notified_at is null
        do update set user_id = excluded.user_id, confirmed_at = coalesce(${stockAlerts.confirmedAt}, now()), confirm_token_hash = null
        returning id`,
      tx,
    );
    await mailIfBackAlready(tx, { id: alert!.id, productId });
  });
  return 'watching';
}

/** Whether the signed-in shopper is waiting for the piece (the button's state on its page). */
export async function isWatching(user: { id: string; email: string }, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(waitingFor(productId), isNotNull(stockAlerts.confirmedAt), await ownedBy(user)))
    .limit(1);
  return Boolean(row);
}

/** "Cancel": the shopper's waiting row for the piece goes. */
export async function stopWatching(user: { id: string; email: string }, productId: string): Promise<void> {
  await db.delete(stockAlerts).where(and(waitingFor(productId), await ownedBy(user)));
}

/**
 * A visitor asks with an address: counted per client and per address, then a confirmation link is
 * mailed. An address already confirmed gets nothing new, with the same answer, so the form does not
 * tell who is waiting for what. Asking again before confirming mails a new link (the older one dies).
 */
export async function requestStockAlert(email: string, productId: string, clientIp: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const [byClient, byAddress] = await Promise.all([
    consumeRateLimit(`stock-alert|ip|${rateLimitAddress(clientIp)}`, STOCK_ALERT_LIMITS.perClient),
    consumeRateLimit(`stock-alert|email|${address}`, STOCK_ALERT_LIMITS.perAddress),
  ]);
  if (!byClient.allowed || !byAddress.allowed) throw new ActionError(STOCK_ALERT_LIMITED);
  const piece = await soldOutPiece(productId);
  const { siteName } = await getSiteSettings();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ confirmed: boolean }>(
      sql`
        insert into ${stockAlerts} (product_id, email, confirm_token_hash)
        values (${productId}, ${address}, ${hashToken(token)})
        on conflict (product_id, lower(email)) where notified_at is null
        do update set confirm_token_hash = case when ${stockAlerts.confirmedAt} is null then excluded.confirm_token_hash end
        returning confirmed_at is not null as confirmed`,
      tx,
    );
    if (row?.confirmed) return;
    await queueMail(confirmStockAlertMail(address, piece, siteUrl(`/back-in-stock/confirm?token=${token}`), siteName), tx);
  });
}

/** The alert a confirmation link is for, while unconfirmed and waiting; spends nothing (the link's page). */
export async function findUnconfirmedAlert(token: string): Promise<{ email: string; productId: string; productName: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ email: stockAlerts.email, productId: stockAlerts.productId, productName: products.name })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.confirmTokenHash, hashToken(token)), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .limit(1);
  return row ?? null;
}

/** The link's Confirm button: one conditional UPDATE spends the link (two presses cannot both succeed). */
export async function confirmStockAlert(token: string): Promise<{ email: string; productName: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new ActionError(STOCK_ALERT_LINK_INVALID);
  return db.transaction(async (tx: Transaction) => {
    const [alert] = await tx
      .update(stockAlerts)
      .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
      .where(and(eq(stockAlerts.confirmTokenHash, hashToken(token)), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
      .returning({ id: stockAlerts.id, email: stockAlerts.email, productId: stockAlerts.productId });
    if (!alert) throw new ActionError(STOCK_ALERT_LINK_INVALID);
    const piece = await mailIfBackAlready(tx, alert);
    return { email: alert.email, productName: piece?.name ?? 'the piece' };
  });
}
