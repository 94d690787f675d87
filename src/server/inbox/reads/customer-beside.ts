import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { customers, serverCarts, userRoles, users } from '@/server/db/schema';
import type { StaffUser } from '@/server/auth/session';
import { getAdminCustomerOrders, type AdminCustomerOrders } from '@/server/customers/admin-customer-reads';
import { readCustomerMessaging, type CustomerMessaging } from '@/server/messaging/message-reads';
import { listAdminQuotes, type AdminQuoteRow } from '@/server/quotes/admin-quote-reads';
import { listSavedPieces, type SavedPiece } from '@/server/saved/saved-pieces';
import { linesToday, valueKobo, type CartLineToday } from '@/server/abandoned-checkouts/cart-lines';
import { roleCan } from '@/lib/staff-roles';
import type { ConversationView } from './conversation-reads';
import { conversationContact, readCustomerDrafts, type BesideDraft } from './customer-drafts';

// Beside a conversation, the customer it is matched to (docs/decisions/0081-one-inbox.md), through the
// reads the back office already has: their orders with their states and the messages the shop sent them
// (Customers' reads: shown to a role that may read customers), their quotes (to one that may read quotes),
// the pieces they saved, and their open cart (the signed-in account's cart kept on the server, at today's
// prices: to a role that reads Abandoned Checkouts, checkouts.read). Their open draft orders are read by
// the conversation's number or email, matched or not (readBesideDrafts: to a role that sells, pos.sell, as
// the Drafts screen). Each read keeps its own permission check; a role without it sees that part
// withheld, never more than its own screens would show it.

export type CustomerBeside = {
  email: string | null;
  orders: AdminCustomerOrders['orders'] | null;
  /** The messages the shop sent them; null when the role may not read customers. */
  messages: CustomerMessaging['messages'] | null;
  quotes: AdminQuoteRow[] | null;
  saved: SavedPiece[];
  /** The account's cart: empty when it has none; null when withheld. */
  cart: BesideCart | null;
};

export type BesideCart = { lines: CartLineToday[]; valueKobo: number; updatedAt: Date | null };

async function openCart(userId: string | null): Promise<BesideCart> {
  if (!userId) return { lines: [], valueKobo: 0, updatedAt: null };
  const [cart] = await db.select({ lines: serverCarts.lines, updatedAt: serverCarts.updatedAt }).from(serverCarts).where(eq(serverCarts.userId, userId));
  const lines = cart ? await linesToday(cart.lines) : [];
  return { lines, valueKobo: valueKobo(lines), updatedAt: cart?.updatedAt ?? null };
}

const QUOTES_SHOWN = 5;

async function customerEmail(conversation: Pick<ConversationView, 'userId' | 'email'>): Promise<string | null> {
  if (!conversation.userId) return conversation.email;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, conversation.userId));
  return user?.email ?? conversation.email;
}

export async function readCustomerBeside(conversation: Pick<ConversationView, 'userId' | 'email'>, staff: StaffUser): Promise<CustomerBeside | null> {
  const email = await customerEmail(conversation);
  if (!email && !conversation.userId) return null;
  const [customer] = email ? await db.select({ id: customers.id }).from(customers).where(eq(sql`lower(${customers.email})`, email.toLowerCase())) : [];
  // A role that reads customers sees "no orders" for a person who has none yet; one that may not, "withheld".
  const readsCustomers = roleCan(staff.role, 'customers.read');
  const [orders, messages, quotes, saved, cart] = await Promise.all([
    readsCustomers ? (customer ? getAdminCustomerOrders(customer.id).then((read) => read?.orders ?? []) : []) : null,
    readsCustomers ? (customer ? readCustomerMessaging(customer.id).then((read) => read?.messages ?? []) : []) : null,
    email && roleCan(staff.role, 'quotes.read') ? listAdminQuotes({ q: email, page: 1, status: undefined }) : null,
    conversation.userId ? listSavedPieces(conversation.userId) : [],
    roleCan(staff.role, 'checkouts.read') ? openCart(conversation.userId) : null,
  ]);
  return { email, orders, messages, quotes: quotes?.rows.slice(0, QUOTES_SHOWN) ?? null, saved, cart };
}

/** The conversation's person's open draft orders; null when the role may not read drafts (pos.sell). */
export async function readBesideDrafts(conversationId: string, staff: StaffUser): Promise<BesideDraft[] | null> {
  if (!roleCan(staff.role, 'pos.sell')) return null;
  const contact = await conversationContact(conversationId);
  return contact ? readCustomerDrafts(contact) : [];
}

/** The staff a conversation may be assigned to: those whose role reads the inbox. */
export async function listInboxStaff(): Promise<{ id: string; name: string }[]> {
  const rows = await db.select({ id: users.id, name: users.name, role: userRoles.role }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).orderBy(asc(users.name));
  return rows.filter((row) => roleCan(row.role, 'inbox.read')).map(({ id, name }) => ({ id, name }));
}
