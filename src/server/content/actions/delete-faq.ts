'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { deleteFaqSchema } from '@/lib/schemas/faq';
import { recordAudit } from '@/server/audit/record-audit';
import { faqAuditColumns, faqLabel } from '../content-audit';

/** Deletes an FAQ by id; it leaves /faq at once. */
export const deleteFaqAction = defineAction<typeof deleteFaqSchema, SessionUser, { id: string }>(
  { name: 'deleteFaq', schema: deleteFaqSchema, authorize: permitted('faqs.manage'), fallbackError: 'Failed to delete FAQ.', refreshes: 'storefront' },
  async ({ id }) => {
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning(faqAuditColumns);
      if (!before) throw new ActionError('This FAQ no longer exists. Reload the page.');
      await recordAudit(tx, { entityType: 'faq', entityId: id, label: faqLabel(before.question), action: 'delete', before, after: null });
    });
    return { id };
  },
);
