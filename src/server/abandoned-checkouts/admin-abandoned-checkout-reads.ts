import 'server-only';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { serverCarts, users } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { containsPattern } from '@/server/db/contains-pattern';
import { ABANDONED_CHECKOUTS_PAGE_SIZE, type AbandonedCheckoutListParams } from '@/lib/schemas/abandoned-checkouts';
import { linesToday, valueKobo, type CartLineToday } from './cart-lines';
import { isOpenCheckout, knownPhone } from './open-checkouts';
import { pageWindow } from '@/server/db/page-window';

// The back office's Abandoned Checkouts (docs/product.md, "Abandoned checkouts"): open ones, newest
// first, searched by name or email, a page at a time, each with its pieces and value at today's prices.

export type AbandonedCheckoutRow = {
  /** The shopper's account. */
  id: string;
  name: string;
  email: string;
  /** From their profile, else from their customer record (by email); null when unknown. */
  phone: string | null;
  checkoutReachedAt: Date;
  remindersSent: number;
  pieces: CartLineToday[];
  valueKobo: number;
};

export type AbandonedCheckoutPage = { rows: AbandonedCheckoutRow[]; total: number; page: number; pageCount: number; pageSize: number };

export async function listAdminAbandonedCheckouts(params: Pick<AbandonedCheckoutListParams, 'q' | 'page'>): Promise<AbandonedCheckoutPage> {
  await requirePermission('checkouts.read');
  const pattern = params.q ? containsPattern(params.q) : null;
  const where = and(isOpenCheckout, pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(serverCarts).innerJoin(users, eq(users.id, serverCarts.userId)).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ABANDONED_CHECKOUTS_PAGE_SIZE);
  const carts = await db
    .select({
      id: serverCarts.userId,
      name: users.name,
      email: users.email,
      phone: knownPhone,
      checkoutReachedAt: serverCarts.checkoutReachedAt,
      firstReminderAt: serverCarts.firstReminderAt,
      secondReminderAt: serverCarts.secondReminderAt,
      lines: serverCarts.lines,
    })
    .from(serverCarts)
    .innerJoin(users, eq(users.id, serverCarts.userId))
    .where(where)
    .orderBy(desc(serverCarts.checkoutReachedAt), desc(serverCarts.userId))
    .limit(pageSize)
    .offset(offset);
  const rows = await Promise.all(
    carts.map(async ({ lines, firstReminderAt, secondReminderAt, checkoutReachedAt, ...cart }) => {
      const pieces = await linesToday(lines);
      return {
        ...cart,
        checkoutReachedAt: checkoutReachedAt!,
        remindersSent: Number(firstReminderAt !== null) + Number(secondReminderAt !== null),
        pieces,
        valueKobo: valueKobo(pieces),
      };
    }),
  );
  return { rows, total, page, pageCount, pageSize };
}
