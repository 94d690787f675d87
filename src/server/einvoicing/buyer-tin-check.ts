import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { SYSTEM_ACTOR } from '@/server/audit/audit-actor';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { businessBuyerOf, type BusinessBuyer } from '@/lib/schemas/business-buyer';
import type { MbsClient } from './mbs-client';

// A business buyer is checked with MBS before its invoice is built as B2B (docs/decisions/0070-e-invoicing.md,
// "Amendment: a business buyer's TIN checked with MBS"): any shopper can type any business's name and TIN,
// and a B2B invoice names that business to the tax office and is transmitted to its access point. MBS's
// /utilities/verify-tin/ must know the TIN as an active taxpayer under the name given; otherwise the
// invoice goes B2C, naming the person who bought by name and email as any consumer, and the reason is
// kept on it (buyer_note, on the E-invoices screen) and in the order's Activity, for staff to correct.

type Row = typeof einvoices.$inferSelect;
type Check = { verified: true } | { verified: false; reason: string };

const WORDS: [RegExp, string][] = [
  [/\bpublic limited company\b/g, 'plc'],
  [/\blimited\b/g, 'ltd'],
  [/\bcompany\b/g, 'co'],
  [/\bnigeria\b/g, 'nig'],
  [/&/g, ' and '],
];

/** A business name as compared: case, accents, punctuation and the common ways of writing Limited set aside. */
function comparable(name: string): string {
  let text = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [pattern, word] of WORDS) text = text.replace(pattern, word);
  return text.replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export const sameBusinessName = (a: string, b: string) => comparable(a) === comparable(b);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What MBS says of the business's TIN. No answer or "try again later" throws: the report job retries. */
async function checkWithMbs(client: MbsClient, business: BusinessBuyer, signal: AbortSignal): Promise<Check> {
  const answer = await client.verifyTin(business.tin, { signal });
  if (!answer.ok) {
    if (answer.kind === 'refused') return { verified: false, reason: `MBS knows no taxpayer with TIN ${business.tin} (${answer.message})` };
    throw new Error(`MBS could not check the buyer's TIN ${business.tin} now: ${answer.message}`);
  }
  const name = text(answer.data?.name) ?? text(answer.data?.taxpayer_name);
  const status = text(answer.data?.status);
  if (status && status.toUpperCase() !== 'ACTIVE') return { verified: false, reason: `MBS lists TIN ${business.tin} as ${status.toLowerCase()}` };
  if (!name || !sameBusinessName(name, business.name)) {
    return { verified: false, reason: `MBS names TIN ${business.tin} as “${name ?? 'no one'}”, not “${business.name}”` };
  }
  return { verified: true };
}

/**
 * A B2B invoice or credit note whose text is not built yet, checked: kept B2B when MBS confirms its
 * buyer, else made B2C with the reason (recorded on the order). Any other row is returned as it is.
 */
export async function withBuyerChecked(row: Row, client: MbsClient, signal: AbortSignal): Promise<Row> {
  if (row.kind !== 'B2B' || row.body) return row;
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, buyerBusinessName: orders.buyerBusinessName, buyerTin: orders.buyerTin })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const business = order ? businessBuyerOf(order) : null;
  if (!order || !business) return row;
  const check = await checkWithMbs(client, business, signal);
  if (check.verified) return row;
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(einvoices).set({ kind: 'B2C', buyerNote: check.reason }).where(eq(einvoices.id, row.id)).returning();
    await recordOrderAudit(tx, order, {
      action: 'einvoice_buyer_unverified',
      details: { irn: row.irn, business: business.name, tin: business.tin, reason: check.reason },
      actor: SYSTEM_ACTOR,
      clientIp: null,
    });
    return changed ?? row;
  });
}
