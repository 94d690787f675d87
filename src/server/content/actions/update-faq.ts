'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { updateFaqSchema } from '@/lib/schemas/faq';
import { recordAudit } from '@/server/audit/record-audit';
import { faqAuditColumns, faqLabel } from '../content-audit';

/** Changes an FAQ by id; /faq follows at once (an unpublished one leaves it). */
export const updateFaqAction = defineAction<typeof updateFaqSchema, SessionUser, { id: string; question: string }>(
  { name: 'updateFaq', schema: updateFaqSchema, authorize: permitted('faqs.manage'), fallbackError: 'Failed to update FAQ.', refreshes: 'storefront' },
  async ({ id, ...input }) => {
    const question = await db.transaction(async (tx) => {
      const [before] = await tx.select(faqAuditColumns).from(faqs).where(eq(faqs.id, id)).for('update');
      if (!before) throw new ActionError('This FAQ no longer exists. Reload the page.');
      const [after] = await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning(faqAuditColumns);
      await recordAudit(tx, { entityType: 'faq', entityId: id, label: faqLabel(after!.question), action: 'update', before, after });
      return after!.question;
    });
    return { id, question };
  },
);
