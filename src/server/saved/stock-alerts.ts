import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { rateLimitAddress } from '@/lib/client-ip';
import { ActionError } from '@/server/action-error';
import { db, queryRows, type Transaction } from '@/server/db/client';
import { NO_VARIANT, products, productVariants, stockAlerts } from '@/server/db/schema';
import { pieceName } from '@/lib/catalog/piece-name';
import { enqueueJob } from '@/server/jobs/queue';
import { queueMail } from '@/server/mail/mail-jobs';
import { consumeRateLimit } from '@/server/rate-limit';
import { isEmailVerified } from '@/server/account/email-address';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { BACK_IN_STOCK_JOB } from './back-in-stock-job';
import { confirmStockAlertMail } from './stock-alert-mails';

// "Tell me when it's back" (docs/product.md, "Back in stock"). One waiting row per piece (or one
// variant of it: "the emerald one", docs/decisions/0053-variants-are-the-unit-of-sale.md) and address
// (the unique index of migration 0018, with the variant since migration 0031). A signed-in shopper's confirmed address counts at
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

/** What is waited for: a piece, or one variant of it (variantId null: the piece, in any variant). */
export type WaitedFor = { productId: string; variantId: string | null };

/**
 * The piece (or its variant), when it is on sale, sold out and not made to order (the only pieces one
 * can wait for); answers its name as the mails say it.
 */
async function soldOutPiece({ productId, variantId }: WaitedFor): Promise<{ name: string }> {
  const onSale = and(eq(products.id, productId), eq(products.status, 'active'), isNull(products.leadTimeMinDays));
  if (variantId === null) {
    const [piece] = await db.select({ name: products.name }).from(products).where(and(onSale, eq(products.stockQuantity, 0)));
    if (!piece) throw new ActionError(STOCK_ALERT_NOT_SOLD_OUT);
    return piece;
  }
  const [piece] = await db
    .select({ name: products.name, option1: productVariants.option1, option2: productVariants.option2, option3: productVariants.option3 })
    .from(products)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.id, variantId), isNull(productVariants.archivedAt)))
    .where(and(onSale, eq(productVariants.stockQuantity, 0)));
  if (!piece) throw new ActionError(STOCK_ALERT_NOT_SOLD_OUT);
  return { name: pieceName(piece.name, [piece.option1, piece.option2, piece.option3]) };
}

const sameVariant = (variantId: string | null) => (variantId === null ? isNull(stockAlerts.variantId) : eq(stockAlerts.variantId, variantId));
const waitingFor = ({ productId, variantId }: WaitedFor) => and(eq(stockAlerts.productId, productId), sameVariant(variantId), isNull(stockAlerts.notifiedAt));
/** The unique index's expressions (stock_alerts_waiting_unique), for ON CONFLICT. */
const WAITING_TARGET = sql.raw(`(product_id, coalesce(variant_id, '${NO_VARIANT}'::uuid), lower(email)) where notified_at is null`);
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
async function mailIfBackAlready(tx: Transaction, alert: { id: string } & WaitedFor): Promise<{ name: string } | undefined> {
  const { productId, variantId } = alert;
  const [piece] = await tx
    .select({
      name: products.name,
      stockQuantity: variantId === null ? products.stockQuantity : productVariants.stockQuantity,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
    })
    .from(products)
    .leftJoin(productVariants, variantId === null ? sql`false` : and(eq(productVariants.id, variantId), isNull(productVariants.archivedAt)))
    .where(eq(products.id, productId));
  if (!piece) return undefined;
  if ((piece.stockQuantity ?? 0) > 0) {
    await enqueueJob(BACK_IN_STOCK_JOB, variantId === null ? { productId } : { productId, variantId }, { dedupeKey: `back-in-stock:${productId}:${alert.id}` }, tx);
  }
  return { name: pieceName(piece.name, [piece.option1, piece.option2, piece.option3]) };
}

/**
 * A signed-in shopper asks. A confirmed account's address waits, confirmed at once (the account
 * proves it); an account whose address is not confirmed proves nothing (anyone may sign up with a
 * stranger's address), so it asks as a visitor does: limited, and mailed a link to confirm.
 * Answers which of the two happened.
 */
export async function watchPiece(user: { id: string; email: string }, waited: WaitedFor, clientIp: string): Promise<'watching' | 'mailed'> {
  if (!(await isEmailVerified(user.id))) {
    await requestStockAlert(user.email, waited, clientIp);
    return 'mailed';
  }
  await soldOutPiece(waited);
  await db.transaction(async (tx) => {
    const [alert] = await queryRows<{ id: string }>(
      sql`
        insert into ${stockAlerts} (product_id, variant_id, email, user_id, confirmed_at)
        values (${waited.productId}, ${waited.variantId}, ${user.email}, ${user.id}, now())
        on conflict ${WAITING_TARGET}
        do update set user_id = excluded.user_id, confirmed_at = coalesce(${stockAlerts.confirmedAt}, now()), confirm_token_hash = null
        returning id`,
      tx,
    );
    await mailIfBackAlready(tx, { id: alert!.id, ...waited });
  });
  return 'watching';
}

/** Whether the signed-in shopper is waiting for the piece or variant (the button's state on its page). */
export async function isWatching(user: { id: string; email: string }, waited: WaitedFor): Promise<boolean> {
  const [row] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(waitingFor(waited), isNotNull(stockAlerts.confirmedAt), await ownedBy(user)))
    .limit(1);
  return Boolean(row);
}

/** "Cancel": the shopper's waiting row for the piece or variant goes. */
export async function stopWatching(user: { id: string; email: string }, waited: WaitedFor): Promise<void> {
  await db.delete(stockAlerts).where(and(waitingFor(waited), await ownedBy(user)));
}

/**
 * A visitor asks with an address: counted per client and per address, then a confirmation link is
 * mailed. An address already confirmed gets nothing new, with the same answer, so the form does not
 * tell who is waiting for what. Asking again before confirming mails a new link (the older one dies).
 */
export async function requestStockAlert(email: string, waited: WaitedFor, clientIp: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const [byClient, byAddress] = await Promise.all([
    consumeRateLimit(`stock-alert|ip|${rateLimitAddress(clientIp)}`, STOCK_ALERT_LIMITS.perClient),
    consumeRateLimit(`stock-alert|email|${address}`, STOCK_ALERT_LIMITS.perAddress),
  ]);
  if (!byClient.allowed || !byAddress.allowed) throw new ActionError(STOCK_ALERT_LIMITED);
  const piece = await soldOutPiece(waited);
  const { siteName } = await getSiteSettings();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ confirmed: boolean }>(
      sql`
        insert into ${stockAlerts} (product_id, variant_id, email, confirm_token_hash)
        values (${waited.productId}, ${waited.variantId}, ${address}, ${hashToken(token)})
        on conflict ${WAITING_TARGET}
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
    .select({
      email: stockAlerts.email,
      productId: stockAlerts.productId,
      productName: products.name,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(and(eq(stockAlerts.confirmTokenHash, hashToken(token)), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .limit(1);
  if (!row) return null;
  const { email, productId, productName, option1, option2, option3 } = row;
  return { email, productId, productName: pieceName(productName, [option1, option2, option3]) };
}

/** The link's Confirm button: one conditional UPDATE spends the link (two presses cannot both succeed). */
export async function confirmStockAlert(token: string): Promise<{ email: string; productName: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new ActionError(STOCK_ALERT_LINK_INVALID);
  return db.transaction(async (tx: Transaction) => {
    const [alert] = await tx
      .update(stockAlerts)
      .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
      .where(and(eq(stockAlerts.confirmTokenHash, hashToken(token)), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
      .returning({ id: stockAlerts.id, email: stockAlerts.email, productId: stockAlerts.productId, variantId: stockAlerts.variantId });
    if (!alert) throw new ActionError(STOCK_ALERT_LINK_INVALID);
    const piece = await mailIfBackAlready(tx, alert);
    return { email: alert.email, productName: piece?.name ?? 'the piece' };
  });
}
