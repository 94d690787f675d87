import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { accountTokens, type AccountTokenPurpose } from '@/server/db/schema';

// The links the shop mails to prove a mailbox (docs/security.md, "Password reset, email
// verification and email change"). The link carries 32 random bytes; the database keeps only
// their SHA-256, so a copy of the database (a backup, a leaked dump) opens nothing. A token is
// used once: consuming it is one conditional UPDATE, inside the transaction that applies it, so
// two requests racing with the same link cannot both succeed. A new token of a purpose deletes
// the account's older ones of that purpose: only the latest link mailed works. Undo links are the
// exception: each email change mails its own to the address it moved from, and a later change (or
// a password reset, by whoever now holds the new address) must not void the first one's
// (src/server/account/email-change-undo.ts).

const HOUR = 60 * 60 * 1000;

/** How long each link works after it was mailed (an undo link: after the change it undoes). */
export const TOKEN_LIFETIMES: Record<AccountTokenPurpose, number> = {
  'reset-password': HOUR,
  'verify-email': 24 * HOUR,
  'change-email': 24 * HOUR,
  'staff-enrolment': 24 * HOUR,
  'undo-email-change': 7 * 24 * HOUR,
};

/** Kept side by side, and spared when the account's other links are voided. */
const UNDO: AccountTokenPurpose = 'undo-email-change';

function hashToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Makes a new link token for `userId` (voiding the older ones of its purpose, but undo links); returns
 * the token for the link. `issuedAt`: when what the link answers happened (an email change mailed by a
 * job later), from which its lifetime counts.
 */
export async function createAccountToken(
  tx: Transaction,
  userId: string,
  purpose: AccountTokenPurpose,
  { newEmail = null, issuedAt = new Date() }: { newEmail?: string | null; issuedAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose !== UNDO) await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    createdAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIMES[purpose]),
  });
  return token;
}

export type TokenHolder = { userId: string; newEmail: string | null };

/** Tokens only ever come from our links: anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The row of `token` when it is of `purpose`, not used and not expired. */
const usable = (token: string, purpose: AccountTokenPurpose) =>
  and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** Whose the token is, if it is of this purpose, unused and unexpired; consumes nothing (to show the page the link opens). */
export async function findAccountToken(token: string, purpose: AccountTokenPurpose): Promise<TokenHolder | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the token up, in the caller's transaction, and says whose it was; null when it is unknown,
 * of another purpose, used or expired. A rolled-back transaction leaves it unused.
 */
export async function consumeAccountToken(tx: Transaction, token: string, purpose: AccountTokenPurpose): Promise<TokenHolder | null> {
  const row = await spendToken(tx, token, purpose);
  return row && { userId: row.userId, newEmail: row.newEmail };
}

async function spendToken(tx: Transaction, token: string, purpose: AccountTokenPurpose) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail, issuedAt: accountTokens.createdAt });
  return row ?? null;
}

/** An undo link used up, as consumeAccountToken does: the account, the address it puts back, and when the change it undoes was made. */
export async function consumeUndoToken(tx: Transaction, token: string): Promise<{ userId: string; oldEmail: string; changedAt: Date } | null> {
  const row = await spendToken(tx, token, UNDO);
  return row?.newEmail ? { userId: row.userId, oldEmail: row.newEmail, changedAt: row.issuedAt } : null;
}

/** The undo links of the changes made after `changedAt`: once it is undone, they would move the account away again. */
export async function voidLaterUndoTokens(tx: Transaction, userId: string, changedAt: Date) {
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, UNDO), isNull(accountTokens.usedAt), gt(accountTokens.createdAt, changedAt)));
}

/**
 * Deletes every link the account has outstanding: once its password is reset or its address
 * changes, a link mailed before (to an address that may no longer be the owner's) must not work.
 * Undo links stay: they go to the addresses the account moved from, for that very case.
 */
export async function voidAccountTokens(database: Database | Transaction, userId: string) {
  await database.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), ne(accountTokens.purpose, UNDO)));
}
