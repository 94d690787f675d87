import 'server-only';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { contactMessages, draftOrders, orders, quotes, stockAlerts } from '@/server/db/schema';

// Whose data a download or a closing covers (docs/security.md, "The shopper's data"). The orders
// placed while signed in to the account are its own. Orders and messages placed with its email
// but no account (a guest checkout, the contact form) are the person's only once the address is
// proved: a verified account, or an admin acting on a request they checked. Without that, whoever
// registered an address first would download, or erase, a stranger's guest orders and messages.

export type DataSubject = {
  /** The account, when there is one (an admin may act on a customer record without an account). */
  userId: string | null;
  email: string;
  /** Whether orders and messages sent with `email` alone count as this person's. */
  ownsEmail: boolean;
};

/** The orders of `subject`, as a WHERE condition on `orders`. */
export function ordersOf(subject: DataSubject): SQL {
  const byAccount = subject.userId ? eq(orders.userId, subject.userId) : undefined;
  const byEmail = subject.ownsEmail ? sql`lower(${orders.customerEmail}) = lower(${subject.email})` : undefined;
  const condition = or(byAccount, byEmail);
  // Neither: nothing is theirs (an unverified account closing with no orders of its own).
  return condition ?? sql`false`;
}

/** The draft orders staff made for `subject` (docs/decisions/0066-draft-orders.md): only ever by a proved email. */
export function draftsOf(subject: DataSubject): SQL {
  return subject.ownsEmail ? sql`lower(${draftOrders.customerEmail}) = lower(${subject.email})` : sql`false`;
}

/** The quote requests of `subject`: made signed in, or with its proved email. */
export function quotesOf(subject: DataSubject): SQL {
  const byAccount = subject.userId ? eq(quotes.userId, subject.userId) : undefined;
  const byEmail = subject.ownsEmail ? sql`lower(${quotes.email}) = lower(${subject.email})` : undefined;
  return or(byAccount, byEmail) ?? sql`false`;
}

/** The contact-form messages of `subject`: only ever by a proved email (the form needs no account). */
export function contactMessagesOf(subject: DataSubject): SQL {
  return subject.ownsEmail ? sql`lower(${contactMessages.email}) = lower(${subject.email})` : sql`false`;
}

/** The back-in-stock alerts of `subject`: asked for signed in, or (confirmed by a link) with its proved email. */
export function stockAlertsOf(subject: DataSubject): SQL {
  const byAccount = subject.userId ? eq(stockAlerts.userId, subject.userId) : undefined;
  const byEmail = subject.ownsEmail ? sql`lower(${stockAlerts.email}) = lower(${subject.email})` : undefined;
  return or(byAccount, byEmail) ?? sql`false`;
}
