import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db as database, type Database, type Transaction } from '@/server/db/client';
import { messagingConsents, users } from '@/server/db/schema';
import { toE164Nigeria } from '@/lib/messaging/phone';
import type { ConsentSource, MessagePurpose } from '@/lib/messaging/message-events';

// Consent to messages on WhatsApp or SMS (NDPA): an append-only log, one row each time a person agrees or
// withdraws, with the words they were shown and who asked. The consent in force for a phone and purpose is
// its latest row; no row is no consent. Phones are kept and matched as +234… whatever way they were typed.

type Reader = Database | Transaction;

export type ConsentChoice = {
  /** As typed; kept as +234…. */
  phone: string;
  purpose: MessagePurpose;
  granted: boolean;
  source: ConsentSource;
  /** The constant the control showed (src/lib/messaging/consent-words.ts), or the words the person wrote. */
  wordsShown: string;
  userId?: string | null;
  email?: string | null;
  /** The staff member who asked the customer (Sell screen, drafts). */
  recordedBy?: string | null;
};

export type Consent = { granted: boolean; source: ConsentSource; at: Date };

/**
 * Appends one consent row, in the caller's transaction (the order, quote or change it came with). False,
 * with nothing written, when the phone is not a Nigerian mobile number: no message could reach it.
 */
export async function recordConsent(tx: Database | Transaction, choice: ConsentChoice): Promise<boolean> {
  const phone = toE164Nigeria(choice.phone);
  if (!phone) return false;
  await tx.insert(messagingConsents).values({
    phone,
    purpose: choice.purpose,
    granted: choice.granted,
    source: choice.source,
    wordsShown: choice.wordsShown,
    userId: choice.userId ?? null,
    email: choice.email ?? null,
    recordedBy: choice.recordedBy ?? null,
    createdAt: after(phone, choice.purpose),
  });
  return true;
}

/**
 * The row's moment: the clock's, not its transaction's start, so two choices in one transaction keep their
 * order; and after the phone's latest row for the purpose, which a coarse clock (PGlite's) could tie.
 */
function after(phone: string, purpose: MessagePurpose) {
  const { createdAt, phone: phoneColumn, purpose: purposeColumn } = messagingConsents;
  return sql`greatest(clock_timestamp(), (select max(${createdAt}) + interval '1 microsecond' from ${messagingConsents} where ${phoneColumn} = ${phone} and ${purposeColumn} = ${purpose}))`;
}

/** The consent in force for a phone (typed any way) and purpose; null when it was never given nor refused. */
export async function consentOf(phone: string, purpose: MessagePurpose, db: Reader = database): Promise<Consent | null> {
  const e164 = toE164Nigeria(phone);
  if (!e164) return null;
  const [latest] = await db
    .select({ granted: messagingConsents.granted, source: messagingConsents.source, at: messagingConsents.createdAt })
    .from(messagingConsents)
    .where(and(eq(messagingConsents.phone, e164), eq(messagingConsents.purpose, purpose)))
    .orderBy(desc(messagingConsents.createdAt))
    .limit(1);
  return latest ?? null;
}

/** Both consents in force for a phone, as My Account and the back office show them. */
export async function consentsOf(phone: string, db: Reader = database): Promise<Record<MessagePurpose, Consent | null>> {
  const [orderUpdates, marketing] = await Promise.all([consentOf(phone, 'order_updates', db), consentOf(phone, 'marketing', db)]);
  return { order_updates: orderUpdates, marketing };
}

export type ConsentHistoryRow = Consent & {
  id: string;
  purpose: MessagePurpose;
  wordsShown: string;
  email: string | null;
  /** The staff member who asked, by name; null when the person gave it themselves. */
  recordedByName: string | null;
};

/** Every consent given or withdrawn for a phone, newest first: the back office's record of what was agreed. */
export async function consentHistory(phone: string, db: Reader = database): Promise<ConsentHistoryRow[]> {
  const e164 = toE164Nigeria(phone);
  if (!e164) return [];
  return db
    .select({
      id: messagingConsents.id,
      purpose: messagingConsents.purpose,
      granted: messagingConsents.granted,
      source: messagingConsents.source,
      at: messagingConsents.createdAt,
      wordsShown: messagingConsents.wordsShown,
      email: messagingConsents.email,
      recordedByName: users.name,
    })
    .from(messagingConsents)
    .leftJoin(users, eq(users.id, messagingConsents.recordedBy))
    .where(eq(messagingConsents.phone, e164))
    .orderBy(desc(messagingConsents.createdAt));
}
