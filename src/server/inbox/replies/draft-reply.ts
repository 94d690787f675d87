import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { draftOrders } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/record-audit';
import type { StaffUser } from '@/server/auth/session';
import { draftLabel, renewDraftLink } from '@/server/drafts/draft-writes';
import { DRAFT_LINK_DAYS } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';
import { roleCan } from '@/lib/staff-roles';
import { ActionError } from '@/server/action-error';

// A draft order's pay link as a reply (docs/decisions/0081-one-inbox.md). The link's token is known only
// when it is issued, and never stored (docs/security.md, "Draft order links"), so the reply issues a fresh
// one, as "New link" on the Drafts screen does (priced again for the sender, audited as 'new_link'), in the
// transaction that records the reply. The customer gets `sendable`, from memory; every row (the
// conversation's message, the `messages` row) keeps `kept`, which names the draft and its total only.

export type DraftReplyLink = { draftId: string; customerName: string; kept: string; sendable: string };

/** Sending a draft's link is selling: the Drafts screen's permission, on top of replying. */
export function requireDraftSender(staff: StaffUser) {
  if (!roleCan(staff.role, 'pos.sell')) throw new ActionError('Your role may not send draft orders: ask a colleague who sells to send the link.');
}

const untilDate = (date: Date) => date.toLocaleDateString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' });

/** Issues the draft's new link in `tx` (the old one stops working); refused as "New link" refuses it. */
export async function issueDraftReplyLink(tx: Transaction, draftId: string, staff: StaffUser): Promise<DraftReplyLink> {
  const link = await renewDraftLink(tx, draftId, DRAFT_LINK_DAYS.default, staff);
  // Read after renewing: the new link prices the draft again.
  const [draft] = await tx.select({ customerName: draftOrders.customerName, totalKobo: draftOrders.totalKobo }).from(draftOrders).where(eq(draftOrders.id, draftId));
  const amount = formatNaira(draft!.totalKobo);
  return {
    draftId,
    customerName: draft!.customerName,
    kept: `Pay link for the draft order for ${draft!.customerName} (${amount}, link not kept)`,
    sendable: `Your order, ${amount} in all: check the details and pay here (the link works once, until ${untilDate(link.expiresAt)}).\n${link.url}`,
  };
}

/** The Drafts screen's audit row for the link sent, or why it was not (draft-writes.ts messageDraftLink, mailDraftLink). */
export async function recordDraftLinkSent(draft: DraftReplyLink, sent: { by: 'whatsapp' } | { by: 'whatsapp'; notSent: string } | { by: 'email'; to: string }) {
  const details = sent.by === 'email' ? { to: sent.to } : 'notSent' in sent ? { notSent: sent.notSent } : { channel: 'whatsapp' };
  await recordAudit(db, { entityType: 'draft_order', entityId: draft.draftId, label: draftLabel(draft), action: sent.by === 'email' ? 'mail_link' : 'message_link', details: { ...details, from: 'inbox' } });
}
