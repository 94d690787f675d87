import 'server-only';
import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { customers, messages, orders, users } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { toE164Nigeria } from '@/lib/messaging/phone';
import type { MessageChannel, MessageEvent, MessagePurpose } from '@/lib/messaging/message-events';
import type { MessageState } from '@/lib/messaging/message-states';
import { consentsOf, type Consent } from './consent';
import { messagingScreenSettings } from './actions/settings-screen';
import { templateStates } from './template-sync';

// The back office's reads of the messages sent to customers (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// every message about an order (its Order Details), every message to a customer with their consent, and
// what messaging cost this month and last from the pricing Meta reports. Each checks its own permission.

/** How many of a customer's messages their dialog shows, newest first. */
export const CUSTOMER_MESSAGES_SHOWN = 50;

export type MessageView = {
  id: string;
  channel: MessageChannel;
  event: MessageEvent;
  template: string | null;
  state: MessageState;
  phone: string | null;
  errorCode: string | null;
  errorReason: string | null;
  note: string | null;
  /** The message this one stands in for (a fallback by SMS or email). */
  replacesId: string | null;
  createdAt: Date;
  /** When it reached its current state. */
  stateAt: Date;
  /** Its order's number, for a customer's list (null for a message about no order). */
  orderNumber: string | null;
};

const VIEW = {
  id: messages.id,
  channel: messages.channel,
  event: messages.event,
  template: messages.template,
  state: messages.state,
  phone: messages.phone,
  errorCode: messages.errorCode,
  errorReason: messages.errorReason,
  note: messages.note,
  replacesId: messages.replacesId,
  createdAt: messages.createdAt,
  stateAt: messages.stateAt,
  orderNumber: orders.orderNumber,
};

async function messagesWhere(where: SQL | undefined, limit?: number): Promise<MessageView[]> {
  const query = db
    .select(VIEW)
    .from(messages)
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return (limit ? query.limit(limit) : query) as Promise<MessageView[]>;
}

/** Every message about an order, newest first (an order has a handful: one per update, and its fallbacks). */
export async function readOrderMessages(orderId: string): Promise<MessageView[]> {
  await requirePermission('orders.read');
  return messagesWhere(eq(messages.orderId, orderId));
}

export type ConsentView = Consent | null;

export type CustomerMessaging = {
  /** The customer's phone as messages are sent to it, or null when they gave none a message can go to. */
  phone: string | null;
  consent: Record<MessagePurpose, ConsentView>;
  messages: MessageView[];
};

/**
 * A customer's messages (to their phone, their account, or about the orders placed with their email) and
 * their consent for order updates and marketing on that phone; null when the customer does not exist.
 */
export async function readCustomerMessaging(customerId: string): Promise<CustomerMessaging | null> {
  await requirePermission('customers.read');
  const [customer] = await db.select({ email: customers.email, phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const phone = customer.phone ? toE164Nigeria(customer.phone) : null;
  const email = customer.email.toLowerCase();
  const theirs = or(
    phone ? eq(messages.phone, phone) : undefined,
    inArray(messages.userId, db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email))),
    inArray(messages.orderId, db.select({ id: orders.id }).from(orders).where(eq(sql`lower(${orders.customerEmail})`, email))),
  );
  const [list, consent] = await Promise.all([
    messagesWhere(theirs, CUSTOMER_MESSAGES_SHOWN),
    phone ? consentsOf(phone) : Promise.resolve({ order_updates: null, marketing: null }),
  ]);
  return { phone, consent, messages: list };
}

export type MonthCost = {
  /** 'YYYY-MM', the Lagos calendar month. */
  month: string;
  /** Billable messages by Meta's pricing category (utility, marketing…), most first. */
  billable: { category: string; count: number }[];
  /** Messages Meta reported as free (inside a window the shopper opened). */
  free: number;
};

const lagosMonthOf = (moment: SQL | typeof messages.createdAt) => sql<string>`to_char(${moment} at time zone '${sql.raw(SHOP_TIME_ZONE)}', 'YYYY-MM')`;

/**
 * What WhatsApp cost this month and last, as Meta's status webhooks priced each message: the count of
 * billable ones by category (Meta bills per delivered template; the rate card is the owner's), and the free ones.
 */
export async function readMessagingCost(): Promise<{ thisMonth: MonthCost; lastMonth: MonthCost }> {
  await requirePermission('settings.messaging');
  const month = lagosMonthOf(messages.createdAt);
  const lastMonthStart = sql`(date_trunc('month', now() at time zone '${sql.raw(SHOP_TIME_ZONE)}') - interval '1 month') at time zone '${sql.raw(SHOP_TIME_ZONE)}'`;
  const rows = await db
    .select({ month, billable: messages.billable, category: messages.pricingCategory, count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(gte(messages.createdAt, lastMonthStart), sql`${messages.billable} is not null`))
    .groupBy(month, messages.billable, messages.pricingCategory);
  const [current] = await db.select({ month: lagosMonthOf(sql`now()`) }).from(sql`(select 1) as one`);
  const thisMonth = current!.month;
  const [year, number] = thisMonth.split('-').map(Number) as [number, number];
  const lastMonth = number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
  const costOf = (wanted: string): MonthCost => {
    const inMonth = rows.filter((row) => row.month === wanted);
    const billable = inMonth
      .filter((row) => row.billable)
      .map((row) => ({ category: row.category ?? 'unknown', count: row.count }))
      .sort((a, b) => b.count - a.count);
    return { month: wanted, billable, free: inMonth.filter((row) => !row.billable).reduce((sum, row) => sum + row.count, 0) };
  };
  return { thisMonth: costOf(thisMonth), lastMonth: costOf(lastMonth) };
}

/** Settings → Messaging's read, for the owners: each channel (never a secret), the templates' states and the cost. */
export async function readMessagingSettingsScreen() {
  await requirePermission('settings.messaging');
  const [settings, templates, cost] = await Promise.all([messagingScreenSettings(), templateStates(), readMessagingCost()]);
  return { settings, templates, cost };
}
