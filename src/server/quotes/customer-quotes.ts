import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { orders, quoteLines, quoteMessages, quotes, users } from '@/server/db/schema';
import type { SessionUser } from '@/server/auth/session';
import { lagosToday } from '@/lib/delivery/business-days';
import { isQuoteNumber, quoteStatusOn } from '@/lib/quotes';

// The customer's quotes in My Account (docs/product.md, "Quotes for custom pieces"). A quote is
// the account's when it was asked while signed in to it. One asked signed out is linked by its
// email only to an address its holder has proved: when that address is confirmed (the link mailed
// at sign-up, a reset link, a confirmed email change), or, for an account already confirmed when
// the request came, when its holder says in My Account that the request is theirs. Until then it
// shows nowhere in the account: whoever signs up with a stranger's address sees nothing of what
// the stranger asked, and a stranger's words never reach a customer's account on their own.

/** Links the quotes asked signed out under this just-proved address (any case) that no account holds yet. */
export async function linkQuotesOfProvedEmail(tx: Transaction, user: { id: string; email: string }) {
  await tx
    .update(quotes)
    .set({ userId: user.id })
    .where(and(isNull(quotes.userId), sql`lower(${quotes.email}) = lower(${user.email})`));
}

/**
 * A quote asked signed out with this account's address and held by no account: what My Account
 * may say of it before its holder claims it (its number, when it was asked, whether the account
 * must first confirm its address), never what the request says. Null for anything else.
 */
export async function unclaimedQuoteFor(quoteNumber: string, user: Pick<SessionUser, 'id'>) {
  if (!isQuoteNumber(quoteNumber)) return null;
  const [row] = await db
    .select({ quoteNumber: quotes.quoteNumber, createdAt: quotes.createdAt, emailConfirmed: users.emailVerified })
    .from(quotes)
    .innerJoin(users, sql`lower(${users.email}) = lower(${quotes.email})`)
    .where(and(eq(quotes.quoteNumber, quoteNumber), isNull(quotes.userId), eq(users.id, user.id)));
  return row ?? null;
}

export type UnclaimedQuote = NonNullable<Awaited<ReturnType<typeof unclaimedQuoteFor>>>;

export type CustomerQuoteRow = Awaited<ReturnType<typeof listQuotesForUser>>[number];

export async function listQuotesForUser(user: SessionUser) {
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      kind: quotes.kind,
      productName: quotes.productName,
      description: quotes.description,
      status: quotes.status,
      validUntil: quotes.validUntil,
      createdAt: quotes.createdAt,
      subtotalKobo: sql<number>`(select coalesce(sum(${quoteLines.quantity} * ${quoteLines.unitPriceKobo}), 0) from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`.mapWith(Number),
      deliveryFeeKobo: quotes.deliveryFeeKobo,
    })
    .from(quotes)
    .where(eq(quotes.userId, user.id))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const today = lagosToday();
  return rows.map((row) => ({ ...row, status: quoteStatusOn(row, today) }));
}

export type CustomerQuote = NonNullable<Awaited<ReturnType<typeof getQuoteForUser>>>;

/** The customer's own quote with its lines, conversation and order; null for anyone else's (a 404). */
export async function getQuoteForUser(quoteNumber: string, user: SessionUser) {
  if (!isQuoteNumber(quoteNumber)) return null;
  const [row] = await db
    .select({ quote: quotes, orderNumber: orders.orderNumber, orderStatus: orders.status })
    .from(quotes)
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(and(eq(quotes.quoteNumber, quoteNumber), eq(quotes.userId, user.id)));
  if (!row) return null;
  const [lines, messages] = await Promise.all([
    db.select().from(quoteLines).where(eq(quoteLines.quoteId, row.quote.id)).orderBy(asc(quoteLines.position)),
    db
      .select({ id: quoteMessages.id, author: quoteMessages.author, body: quoteMessages.body, createdAt: quoteMessages.createdAt })
      .from(quoteMessages)
      .where(eq(quoteMessages.quoteId, row.quote.id))
      .orderBy(asc(quoteMessages.createdAt)),
  ]);
  return { ...row.quote, status: quoteStatusOn(row.quote, lagosToday()), orderNumber: row.orderNumber, orderStatus: row.orderStatus, lines, messages };
}
