import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { orders, quoteLines, quoteMessages, quotes } from '@/server/db/schema';
import type { SessionUser } from '@/server/auth/session';
import { lagosToday } from '@/lib/delivery/business-days';
import { isQuoteNumber, quoteStatusOn } from '@/lib/quotes';

// The customer's quotes in My Account. A quote belongs to the account with its email: a request
// sent before the account existed (or signed out) is linked to it here, the first time that
// account looks (docs/product.md, "Quotes for custom pieces").

/** Links the quotes asked under this account's email (any case) that no account holds yet. */
export async function claimQuotes(user: Pick<SessionUser, 'id' | 'email'>, database: Database | Transaction = db) {
  await database
    .update(quotes)
    .set({ userId: user.id })
    .where(and(isNull(quotes.userId), sql`lower(${quotes.email}) = lower(${user.email})`));
}

export type CustomerQuoteRow = Awaited<ReturnType<typeof listQuotesForUser>>[number];

export async function listQuotesForUser(user: SessionUser) {
  await claimQuotes(user);
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
  await claimQuotes(user);
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
