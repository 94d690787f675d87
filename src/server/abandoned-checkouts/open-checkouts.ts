import 'server-only';
import { and, isNotNull, sql } from 'drizzle-orm';
import { serverCarts, users } from '@/server/db/schema';

/** An open abandoned checkout: reached checkout with a cart, not ordered since (ordering clears it). */
export const isOpenCheckout = and(isNotNull(serverCarts.checkoutReachedAt), sql`jsonb_array_length(${serverCarts.lines}) > 0`);

/** The shopper's phone: from their profile, else from their customer record (by email); null when unknown. */
export const knownPhone = sql<string | null>`coalesce(nullif(${users.phone}, ''), (select c.phone from customers c where lower(c.email) = lower(${users.email}) limit 1))`;
