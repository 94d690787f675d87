'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { faqSchema } from '@/lib/schemas/faq';
import { recordAudit } from '@/server/audit/record-audit';
import { faqAuditColumns, faqLabel } from '../content-audit';

export type SavedFaq = { id: string; question: string };

/** Adds an FAQ; the public /faq page shows it at once when it is published. */
export const createFaqAction = defineAction<typeof faqSchema, SessionUser, SavedFaq>(
  { name: 'createFaq', schema: faqSchema, authorize: permitted('faqs.manage'), fallbackError: 'Failed to create FAQ.', refreshes: 'storefront' },
  async (input) => {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(faqs)
        .values(input)
        .returning({ id: faqs.id, ...faqAuditColumns });
      const { id, ...after } = row!;
      await recordAudit(tx, { entityType: 'faq', entityId: id, label: faqLabel(after.question), action: 'create', before: null, after });
      return { id, question: after.question };
    });
    return saved;
  },
);
