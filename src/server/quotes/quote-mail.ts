import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { users, websiteSettings } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { queueMail } from '@/server/mail/mail-jobs';
import { queueCustomerMessage } from '@/server/messaging/queue-message';
import { siteUrl } from '@/server/site-url';
import { formatNaira } from '@/lib/money';
import { accountQuotePath } from '@/lib/quotes';
import { firstNameOf } from '@/lib/reviews';

// Every quote mail is a durable job queued in the transaction that changes the quote
// (docs/decisions/0014-durable-jobs.md). The shop's copy goes to SHOP_EMAIL or the settings'
// contact email with the customer as Reply-To; the customer's goes to their account's email
// when the quote has an account, else to the email the request gave.

/** Read through the caller's transaction: PGlite has one connection, which the transaction holds. */
export async function shopAddress(tx: Transaction): Promise<string | null> {
  const fromEnv = getEnv().SHOP_EMAIL;
  if (fromEnv) return fromEnv;
  const [settings] = await tx.select({ contactEmail: websiteSettings.contactEmail }).from(websiteSettings).where(eq(websiteSettings.id, 1));
  return settings?.contactEmail || null;
}

type QuoteForMail = { quoteNumber: string; name: string; email: string; userId: string | null };

export async function customerAddress(tx: Transaction, quote: QuoteForMail): Promise<string> {
  if (!quote.userId) return quote.email;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, quote.userId));
  return account?.email ?? quote.email;
}

export function quoteLink(quoteNumber: string) {
  return siteUrl(accountQuotePath(quoteNumber));
}

/** To the customer, from the shop. */
export async function mailCustomer(tx: Transaction, quote: QuoteForMail, subject: string, body: string[]) {
  const shop = await shopAddress(tx);
  await queueMail(
    {
      to: await customerAddress(tx, quote),
      ...(shop ? { replyTo: shop } : {}),
      subject,
      text: [`Dear ${quote.name},`, '', ...body, '', `Your quote in My Account: ${quoteLink(quote.quoteNumber)}`].join('\n'),
    },
    tx,
  );
}

/** "Your quote is ready" on WhatsApp or by SMS, to the phone the request gave, beside the quote's mail. */
export async function messageQuoteReady(tx: Transaction, quote: QuoteForMail & { phone: string | null }, totalKobo: number) {
  await queueCustomerMessage(tx, {
    event: 'quote_ready',
    userId: quote.userId,
    phone: quote.phone,
    params: { first_name: firstNameOf(quote.name), quote_number: quote.quoteNumber, amount: formatNaira(totalKobo), link: quoteLink(quote.quoteNumber) },
  });
}

/**
 * To the confirmed account whose address a signed-out request gave: whether it was them, and where
 * to say so. Nothing the requester wrote (not even the name), since it may be a stranger's.
 */
export async function unclaimedQuoteNote(tx: Transaction, quoteNumber: string, to: string) {
  const [settings] = await tx.select({ siteName: websiteSettings.siteName }).from(websiteSettings).where(eq(websiteSettings.id, 1));
  const shop = settings?.siteName ?? 'our shop';
  await queueMail(
    {
      to,
      subject: `Did you ask ${shop} for a quote?`,
      text: [
        'Hello,',
        '',
        `Someone asked ${shop} for a quote (request ${quoteNumber}) with this email address, without signing in.`,
        '',
        `If it was you, sign in and add the request to your account here, to follow it and receive our prices: ${quoteLink(quoteNumber)}`,
        '',
        'If it was not you, ignore this mail: nothing is added to your account.',
        '',
        shop,
      ].join('\n'),
    },
    tx,
  );
}

/** To the shop, from the customer (Reply-To); nothing when the shop has no address. */
export async function mailShop(tx: Transaction, quote: QuoteForMail, subject: string, body: string[]) {
  const shop = await shopAddress(tx);
  if (!shop) return;
  await queueMail(
    {
      to: shop,
      replyTo: quote.email,
      subject,
      text: [...body, '', `From: ${quote.name} <${quote.email}>`, `In the back office: ${siteUrl('/admin/quotes')}?q=${encodeURIComponent(quote.quoteNumber)}`].join('\n'),
    },
    tx,
  );
}
