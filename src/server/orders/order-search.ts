import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { EMAIL_PATTERN } from '@/lib/auth-fields';

// Finding orders by what staff type in a search box: the Orders list and the Refunds list share it.

/** Order number, customer name and email as one text: the expression of orders_search_trgm_idx. */
export const orderSearchText = sql`(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerEmail})`;

/** A whole order number as the shop writes them (order-number.ts), in any letter case. */
const WHOLE_ORDER_NUMBER = /^ORD-\d{8}-[2-9A-HJ-NP-Z]{6}$/i;

/** The order number the search box holds whole, upper-cased; null for anything else. */
export function wholeOrderNumber(q: string): string | null {
  return WHOLE_ORDER_NUMBER.test(q) ? q.toUpperCase() : null;
}

/**
 * The search box's words as a condition. A whole order number or a whole email address is looked up
 * in its own b-tree index; anything else is a substring of the order number, customer name or email,
 * the very expression of the orders_search_trgm_idx index, so PostgreSQL answers it from the trigram
 * index however many orders there are. A whole address through the trigram index would read the long
 * lists of every common trigram in it ("gmail.com" is in most orders): about 100 ms at a million
 * orders against a fraction of one (docs/decisions/0030-admin-lists-at-a-million-orders.md).
 */
export function orderSearchCondition(q: string): SQL {
  const orderNumber = wholeOrderNumber(q);
  if (orderNumber) return eq(orders.orderNumber, orderNumber);
  if (EMAIL_PATTERN.test(q)) return sql`lower(${orders.customerEmail}) = ${q.toLowerCase()}`;
  return sql`${orderSearchText} ilike ${containsPattern(q)}`;
}
