import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { quoteLines } from '@/server/db/schema';
import { recordAudit, type AuditEntry } from '@/server/audit/record-audit';
import { quoteTotals } from '@/lib/quotes';

// A quote's rows in the activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md): sent
// (with its prices), extended, written to. Recorded against the quote in the change's transaction.

type QuoteTerms = {
  status: string;
  deliveryFeeKobo: number | null;
  deliveryZoneName: string | null;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  depositPercent: number | null;
  validUntil: string | null;
};

/** What a sent quote asks for, as the log records it: its terms and the total of its lines. */
export async function quotedTerms(tx: Transaction, quoteId: string, terms: QuoteTerms) {
  const lines = await tx
    .select({ description: quoteLines.description, quantity: quoteLines.quantity, unitPriceKobo: quoteLines.unitPriceKobo })
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
  const { totalKobo } = quoteTotals({ lines, deliveryFeeKobo: terms.deliveryFeeKobo, depositPercent: terms.depositPercent });
  return {
    status: terms.status,
    lines: lines.length,
    totalKobo: lines.length > 0 ? totalKobo : null,
    deliveryFeeKobo: terms.deliveryFeeKobo,
    deliveryZoneName: terms.deliveryZoneName,
    leadTimeMinDays: terms.leadTimeMinDays,
    leadTimeMaxDays: terms.leadTimeMaxDays,
    depositPercent: terms.depositPercent,
    validUntil: terms.validUntil,
  };
}

export function recordQuoteAudit(tx: Transaction, quote: { id: string; quoteNumber: string }, entry: Omit<AuditEntry, 'entityType' | 'entityId' | 'label'>) {
  return recordAudit(tx, { entityType: 'quote', entityId: quote.id, label: `Quote ${quote.quoteNumber}`, ...entry });
}
