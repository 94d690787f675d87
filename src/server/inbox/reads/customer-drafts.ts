import 'server-only';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversations, draftOrders, users } from '@/server/db/schema';
import { draftStateOf, type DraftOrderState } from '@/lib/draft-orders';
import { draftOptionText } from '@/lib/inbox/draft-option';
import { phoneDigits } from '@/lib/messaging/phone';

// A conversation's customer's draft orders (docs/decisions/0081-one-inbox.md): those not yet ordered or
// cancelled, by the conversation's number (its last ten digits, however the draft's was typed) or email
// (the conversation's, or the matched account's). Shown beside the conversation and first in the reply
// box's draft search. The callers check the Drafts screen's permission (pos.sell).

export type BesideDraft = { id: string; customerName: string; totalKobo: number; state: DraftOrderState; expiresAt: Date; createdAt: Date };

export type DraftContact = { phone: string | null; emails: string[] };

const NATIONAL_DIGITS = 10;
const DRAFTS_SHOWN = 5;

/** Whether a draft is the contact's: by its number's last ten digits or its email. */
function ofContact(contact: DraftContact): SQL | null {
  const national = contact.phone ? phoneDigits(contact.phone).slice(-NATIONAL_DIGITS) : '';
  const byPhone = national.length === NATIONAL_DIGITS ? sql`right(regexp_replace(coalesce(${draftOrders.customerPhone}, ''), '[^0-9]', '', 'g'), ${NATIONAL_DIGITS}) = ${national}` : null;
  const emails = [...new Set(contact.emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const byEmail = emails.length > 0 ? sql`lower(${draftOrders.customerEmail}) in (${sql.join(emails.map((email) => sql`${email}`), sql`, `)})` : null;
  return byPhone && byEmail ? sql`(${byPhone} or ${byEmail})` : (byPhone ?? byEmail);
}

const columns = { id: draftOrders.id, customerName: draftOrders.customerName, totalKobo: draftOrders.totalKobo, status: draftOrders.status, expiresAt: draftOrders.expiresAt, createdAt: draftOrders.createdAt };

/** The contact's open drafts (unpaid and not cancelled; an expired one may be sent with a new link), newest first. */
export async function readCustomerDrafts(contact: DraftContact): Promise<BesideDraft[]> {
  const theirs = ofContact(contact);
  if (!theirs) return [];
  const rows = await db.select(columns).from(draftOrders).where(and(eq(draftOrders.status, 'open'), theirs)).orderBy(desc(draftOrders.createdAt), desc(draftOrders.id)).limit(DRAFTS_SHOWN);
  return rows.map(({ status, ...row }) => ({ ...row, state: draftStateOf({ status, expiresAt: row.expiresAt }) }));
}

/** The conversation's number and emails (its own, and its matched account's). */
export async function conversationContact(conversationId: string): Promise<DraftContact | null> {
  const [row] = await db
    .select({ phone: conversations.phone, email: conversations.email, userEmail: users.email })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(eq(conversations.id, conversationId));
  return row ? { phone: row.phone, emails: [row.email, row.userEmail].filter((email): email is string => Boolean(email)) } : null;
}

/** The reply box's draft search: open drafts by name, email or number, the conversation's customer's first. */
export async function findOpenDrafts(pattern: string, conversationId: string | null, limit: number): Promise<{ id: string; label: string }[]> {
  const contact = conversationId ? await conversationContact(conversationId) : null;
  const theirs = contact ? ofContact(contact) : null;
  const rows = await db
    .select(columns)
    .from(draftOrders)
    .where(and(eq(draftOrders.status, 'open'), or(ilike(draftOrders.customerName, pattern), ilike(draftOrders.customerEmail, pattern), ilike(draftOrders.customerPhone, pattern))))
    .orderBy(...(theirs ? [sql`case when ${theirs} then 0 else 1 end`] : []), desc(draftOrders.createdAt), desc(draftOrders.id))
    .limit(limit);
  return rows.map(({ status, ...row }) => ({ id: row.id, label: draftOptionText({ ...row, state: draftStateOf({ status, expiresAt: row.expiresAt }) }) }));
}
