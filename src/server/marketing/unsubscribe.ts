import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { getAuthSecret } from '@/server/auth/secret';
import { siteUrl } from '@/server/site-url';

// Unsubscribing from the shop's reminders (review requests, and any other marketing mail that
// honours users.marketing_opt_out): docs/security.md, "Unsubscribe links". Each such mail carries a
// link with a token signed with the auth secret (an HMAC of the account's id), so nobody can
// unsubscribe an account whose mail they have not seen, and the link needs no row of its own and
// never expires. Opening the link changes nothing (mail scanners open links); the page's button, or
// a mail client's one-click POST (RFC 8058, List-Unsubscribe-Post), does.

const PURPOSE = 'marketing-unsubscribe:';

function signature(userId: string) {
  return createHmac('sha256', getAuthSecret()).update(PURPOSE + userId).digest('base64url');
}

/** The token of `userId`'s unsubscribe link. */
export function unsubscribeToken(userId: string) {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${signature(userId)}`;
}

/** The account a token was made for, or null when it is not one of ours. */
export function userOfUnsubscribeToken(token: string): string | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length > 0 || token.length > 300) return null;
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}

/** The page the mail's link opens (a button confirms). */
export function unsubscribePageUrl(userId: string) {
  return siteUrl(`/unsubscribe?token=${unsubscribeToken(userId)}`);
}

/** Where a mail client's one-click unsubscribe posts (the List-Unsubscribe header). */
export function oneClickUnsubscribeUrl(userId: string) {
  return siteUrl(`/api/unsubscribe?token=${unsubscribeToken(userId)}`);
}

/** Turns the account's reminder and review request mails off (or back on). */
export async function setMarketingOptOut(userId: string, optOut: boolean) {
  const [row] = await db.update(users).set({ marketingOptOut: optOut }).where(eq(users.id, userId)).returning({ id: users.id });
  return row !== undefined;
}

export async function marketingOptOutOf(userId: string) {
  const [row] = await db.select({ optOut: users.marketingOptOut }).from(users).where(eq(users.id, userId));
  return row?.optOut ?? false;
}
