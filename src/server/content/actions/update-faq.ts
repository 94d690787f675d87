'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { updateFaqSchema } from '@/lib/schemas/faq';
import { invalidateStorefront } from '@/lib/page-cache-version';

/** Changes an FAQ by id; /faq follows at once (an unpublished one leaves it). */
export const updateFaqAction = defineAction<typeof updateFaqSchema, SessionUser, { id: string; question: string }>(
  { name: 'updateFaq', schema: updateFaqSchema, authorize: permitted('faqs.manage'), fallbackError: 'Failed to update FAQ.' },
  async ({ id, ...input }) => {
    const [row] = await db
      .update(faqs)
      .set(input)
      .where(eq(faqs.id, id))
      .returning({ id: faqs.id, question: faqs.question });
    if (!row) throw new ActionError('This FAQ no longer exists. Reload the page.');
    invalidateStorefront();
    return row;
  },
);
