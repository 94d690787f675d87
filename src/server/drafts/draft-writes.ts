import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { draftOrderLines, draftOrders, websiteSettings, type DraftOrderRow } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { logger } from '@/server/logger';
import { shopAddress } from '@/server/quotes/quote-mail';
import { siteUrl } from '@/server/site-url';
import type { StaffUser } from '@/server/request-context';
import { draftPayPath, draftStateOf } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';
import { pieceName } from '@/lib/catalog/piece-name';
import type { DraftOrder } from '@/lib/schemas/draft-order';
import { priceDraft } from './draft-pricing';
import { priceDraftAgain } from './draft-renewal';
import { recordConsent } from '@/server/messaging/consent';
import { sendMessageNow, type SendNowResult } from '@/server/messaging/send-now';
import { firstNameOf } from '@/lib/reviews';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// Staff's side of a draft order (docs/decisions/0066-draft-orders.md): made, its link renewed (the old
// one stops working), mailed, or cancelled. The link's token is shown once, to the person who made it;
// the database keeps only its SHA-256, so a copy of the database opens no draft. Nor does a job row:
// the link mail is sent from the request (mailDraftLink).

const DAY = 24 * 60 * 60 * 1000;

export const hashDraftToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function newLink(days: number) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashDraftToken(token), expiresAt: new Date(Date.now() + days * DAY) };
}

/** `changes`: what pricing the draft again for a new link changed, in words for staff (none for a new draft). */
export type DraftLink = { draftId: string; token: string; url: string; expiresAt: Date; changes: string[] };

const linkOf = (draftId: string, token: string, expiresAt: Date, changes: string[] = []): DraftLink => ({ draftId, token, url: siteUrl(draftPayPath(token)), expiresAt, changes });

export const draftLabel = (draft: Pick<DraftOrderRow, 'customerName'>) => `Draft order for ${draft.customerName}`;

export async function createDraft(tx: Transaction, draft: DraftOrder, staff: StaffUser): Promise<DraftLink> {
  const priced = await priceDraft(tx, draft, staff.role);
  const link = newLink(draft.linkDays);
  const [row] = await tx
    .insert(draftOrders)
    .values({
      customerName: draft.customer.name,
      customerEmail: draft.customer.email,
      customerPhone: draft.customer.phone,
      buyerBusinessName: draft.business?.name ?? null,
      buyerTin: draft.business?.tin ?? null,
      deliveryMethod: draft.delivery.method,
      deliveryState: draft.delivery.method === 'delivery' ? draft.delivery.state : null,
      deliveryZoneName: priced.deliveryZoneName,
      pickupLocationId: priced.pickupLocationId,
      deliveryFeeKobo: priced.deliveryFeeKobo,
      listSubtotalKobo: priced.listSubtotalKobo,
      subtotalKobo: priced.subtotalKobo,
      discountKobo: priced.discountKobo,
      discountReason: priced.listSubtotalKobo - priced.subtotalKobo + priced.discountKobo > 0 ? draft.discountReason : null,
      totalKobo: priced.totalKobo,
      depositKobo: priced.depositKobo,
      note: draft.note,
      tokenHash: link.tokenHash,
      expiresAt: link.expiresAt,
      createdBy: staff.id,
      createdByName: staff.name,
    })
    .returning({ id: draftOrders.id });
  if (!row) throw new Error('The draft row was not returned');
  await tx.insert(draftOrderLines).values(priced.lines.map((line, position) => ({ ...line, draftOrderId: row.id, position })));
  // Asked by the staff member, who ticked it when the customer agreed.
  if (draft.orderUpdatesConsent && draft.customer.phone) {
    await recordConsent(tx, { phone: draft.customer.phone, purpose: 'order_updates', granted: true, source: 'draft', wordsShown: ORDER_UPDATES_CONSENT_WORDS, email: draft.customer.email, recordedBy: staff.id });
  }
  await recordAudit(tx, {
    entityType: 'draft_order',
    entityId: row.id,
    label: draftLabel({ customerName: draft.customer.name }),
    action: 'create',
    details: {
      lines: priced.lines.map((line) => ({ piece: pieceName(line.productName, [line.variantLabel]), quantity: line.quantity, priceKobo: line.priceKobo, listPriceKobo: line.listPriceKobo })),
      totalKobo: priced.totalKobo,
      ...(draft.discountReason ? { reason: draft.discountReason } : {}),
    },
  });
  return linkOf(row.id, link.token, link.expiresAt);
}

/** The draft, locked; refused unless it may still be paid (or, `allowExpired`, renewed). */
async function lockOpenDraft(tx: Transaction, draftId: string, { allowExpired }: { allowExpired: boolean }) {
  const [draft] = await tx.select().from(draftOrders).where(eq(draftOrders.id, draftId)).for('update');
  if (!draft) throw new ActionError('This draft no longer exists.');
  const state = draftStateOf(draft);
  if (state === 'ordered') throw new ActionError('This draft is already an order.');
  if (state === 'cancelled') throw new ActionError('This draft was cancelled.');
  if (state === 'expired' && !allowExpired) throw new ActionError('This draft’s link has expired. Send a new link.');
  return draft;
}

/**
 * A new link for the draft, working `days` from now; the one sent before stops working. The draft is
 * priced again for `staff` first (src/server/drafts/draft-renewal.ts): a cut beyond their role's limit,
 * or a piece no longer sold, refuses the new link.
 */
export async function renewDraftLink(tx: Transaction, draftId: string, days: number, staff: StaffUser): Promise<DraftLink> {
  const draft = await lockOpenDraft(tx, draftId, { allowExpired: true });
  const changes = await priceDraftAgain(tx, draft, staff);
  const link = newLink(days);
  await tx.update(draftOrders).set({ tokenHash: link.tokenHash, expiresAt: link.expiresAt }).where(eq(draftOrders.id, draft.id));
  await recordAudit(tx, {
    entityType: 'draft_order',
    entityId: draft.id,
    label: draftLabel(draft),
    action: 'new_link',
    details: { expiresAt: link.expiresAt.toISOString(), ...(changes.length > 0 ? { changes } : {}) },
  });
  return linkOf(draft.id, link.token, link.expiresAt, changes);
}

export async function cancelDraft(tx: Transaction, draftId: string) {
  const draft = await lockOpenDraft(tx, draftId, { allowExpired: true });
  await tx.update(draftOrders).set({ status: 'cancelled' }).where(eq(draftOrders.id, draft.id));
  await recordAudit(tx, { entityType: 'draft_order', entityId: draft.id, label: draftLabel(draft), action: 'cancel' });
}

/** The draft of `token`, while it may still be paid; else why not. */
async function draftOfLink(tx: Transaction, draftId: string, token: string) {
  const [draft] = await tx.select().from(draftOrders).where(and(eq(draftOrders.id, draftId), eq(draftOrders.tokenHash, hashDraftToken(token))));
  if (!draft) throw new ActionError('This link is no longer the draft’s. Send a new link.');
  if (draftStateOf(draft) !== 'open') throw new ActionError('This draft can no longer be paid. Send a new link.');
  return draft;
}

/** The draft of `token`, while it may still be paid and has an address; else why not. */
async function draftToMail(tx: Transaction, draftId: string, token: string) {
  const draft = await draftOfLink(tx, draftId, token);
  if (!draft.customerEmail) throw new ActionError('This customer has no email address. Send the link by WhatsApp or SMS.');
  return { ...draft, customerEmail: draft.customerEmail };
}

async function draftLinkMail(tx: Transaction, draft: DraftOrderRow & { customerEmail: string }, token: string): Promise<MailMessage> {
  const [settings] = await tx.select({ siteName: websiteSettings.siteName }).from(websiteSettings).where(eq(websiteSettings.id, 1));
  const shop = settings?.siteName ?? 'our shop';
  const replyTo = await shopAddress(tx);
  const until = draft.expiresAt.toLocaleDateString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' });
  return {
    to: draft.customerEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `Your order from ${shop}: ${formatNaira(draft.totalKobo)}`,
    text: [
      `Dear ${draft.customerName},`,
      '',
      `Here is the order we put together for you, ${formatNaira(draft.totalKobo)} in all.`,
      ...(draft.note ? ['', draft.note] : []),
      '',
      `Check the details and pay here (the link works once, until ${until}):`,
      siteUrl(draftPayPath(token)),
    ].join('\n'),
  };
}

/**
 * Mails the link the screen holds to the draft's customer; only the draft's current link is sent.
 * Sent here, while staff wait, not queued as a 'send-mail' job as other mails are: the job row would
 * keep the link while pending and for the jobs' retention once sent, in every backup meanwhile, and
 * no job could make it again from the hash the draft keeps. A mail server that is down fails the
 * request, and staff try again or send the link by WhatsApp (docs/security.md, "Draft order links").
 */
export async function mailDraftLink(draftId: string, token: string) {
  const { draft, message } = await db.transaction(async (tx) => {
    const found = await draftToMail(tx, draftId, token);
    return { draft: found, message: await draftLinkMail(tx, found, token) };
  });
  try {
    await sendMail(message);
  } catch (error) {
    logger.warn({ err: error, draftId }, 'Could not mail a draft order link');
    throw new ActionError('The mail could not be sent just now. Try again in a few minutes, or send the link by WhatsApp or SMS.');
  }
  await recordAudit(db, { entityType: 'draft_order', entityId: draft.id, label: draftLabel(draft), action: 'mail_link', details: { to: draft.customerEmail } });
}

/**
 * Sends the link the screen holds to the draft's customer on WhatsApp (or SMS), now, for the reason the
 * mail is sent now: the message row keeps "(link not kept)" in its place (src/server/messaging/send-now.ts).
 * Consent is the customer's own, as for every order update; the answer says why when nothing was sent.
 */
export async function messageDraftLink(draftId: string, token: string): Promise<SendNowResult> {
  const draft = await db.transaction((tx) => draftOfLink(tx, draftId, token));
  const link = siteUrl(draftPayPath(token));
  const result = await sendMessageNow(
    { event: 'draft_link', phone: draft.customerPhone, email: draft.customerEmail, params: { first_name: firstNameOf(draft.customerName), amount: formatNaira(draft.totalKobo), link } },
    [link],
  );
  await recordAudit(db, {
    entityType: 'draft_order',
    entityId: draft.id,
    label: draftLabel(draft),
    action: 'message_link',
    details: result.sent ? { channel: result.channel } : { notSent: result.reason },
  });
  return result;
}
