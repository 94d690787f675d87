import 'server-only';
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, quoteFiles, quoteLines, quoteMessages, quotes, users } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { lagosToday } from '@/lib/delivery/business-days';
import { quoteStatusOn } from '@/lib/quotes';
import { ADMIN_QUOTES_PAGE_SIZE, type AdminQuoteListParams } from '@/lib/schemas/quote';
import type { QuoteStatus } from '@/lib/made-to-order-constants';
import { requirePermission } from '@/server/auth/permissions';
import { pageWindow } from '@/server/db/page-window';

// The back office's reads of quotes (docs/product.md, "Quotes for custom pieces"): the list
// (searched by number, name or email through the trigram index, filtered by status, where
// 'expired' and 'quoted' are told apart by today's date) and one quote with everything on it.
// Each export checks the caller is an admin.

const searchText = sql`(${quotes.quoteNumber} || ' ' || ${quotes.name} || ' ' || ${quotes.email})`;

function statusWhere(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'expired') return and(eq(quotes.status, 'quoted'), lt(quotes.validUntil, today));
  if (status === 'quoted') return and(eq(quotes.status, 'quoted'), or(gte(quotes.validUntil, today), sql`${quotes.validUntil} is null`));
  return eq(quotes.status, status);
}

export type AdminQuoteRow = Awaited<ReturnType<typeof listAdminQuotes>>['rows'][number];

export async function listAdminQuotes(params: AdminQuoteListParams) {
  await requirePermission('quotes.read');
  const today = lagosToday();
  const where = and(params.q ? sql`${searchText} ilike ${containsPattern(params.q)}` : undefined, statusWhere(params.status, today));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quotes).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_QUOTES_PAGE_SIZE);
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      name: quotes.name,
      email: quotes.email,
      kind: quotes.kind,
      productName: quotes.productName,
      description: quotes.description,
      status: quotes.status,
      validUntil: quotes.validUntil,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(pageSize)
    .offset(offset);
  return {
    rows: rows.map((row) => ({ ...row, status: quoteStatusOn(row, today) })),
    total,
    page,
    pageCount,
    pageSize,
  };
}
export type AdminQuotePage = Awaited<ReturnType<typeof listAdminQuotes>>;

export type AdminQuote = NonNullable<Awaited<ReturnType<typeof getAdminQuote>>>;

/** One quote: the request, its files, lines, conversation, its order, and the zones the builder offers. */
export async function getAdminQuote(id: string) {
  await requirePermission('quotes.read');
  const [row] = await db
    .select({ quote: quotes, orderNumber: orders.orderNumber, orderStatus: orders.status, accountEmail: users.email })
    .from(quotes)
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .leftJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.id, id));
  if (!row) return null;
  const [lines, files, messages, rules] = await Promise.all([
    db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position)),
    db
      .select({ id: quoteFiles.id, fileName: quoteFiles.fileName, contentType: quoteFiles.contentType })
      .from(quoteFiles)
      .where(eq(quoteFiles.quoteId, id))
      .orderBy(asc(quoteFiles.createdAt)),
    db
      .select({ id: quoteMessages.id, author: quoteMessages.author, body: quoteMessages.body, createdAt: quoteMessages.createdAt, authorName: users.name })
      .from(quoteMessages)
      .leftJoin(users, eq(users.id, quoteMessages.userId))
      .where(eq(quoteMessages.quoteId, id))
      .orderBy(asc(quoteMessages.createdAt)),
    loadDeliveryRules(),
  ]);
  const zones = rules.zones.map(({ name, states, parcelFeeKobo, largeFeeKobo }) => ({ name, states: [...states], parcelFeeKobo, largeFeeKobo }));
  return { ...row.quote, status: quoteStatusOn(row.quote, lagosToday()), orderNumber: row.orderNumber, orderStatus: row.orderStatus, accountEmail: row.accountEmail, lines, files, messages, zones };
}

