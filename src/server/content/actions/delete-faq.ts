'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { deleteFaqSchema } from '@/lib/schemas/faq';
import { invalidateStorefront } from '@/lib/page-cache-version';

/** Deletes an FAQ by id; it leaves /faq at once. */
export const deleteFaqAction = defineAction<typeof deleteFaqSchema, SessionUser, { id: string }>(
  { name: 'deleteFaq', schema: deleteFaqSchema, authorize: permitted('faqs.manage'), fallbackError: 'Failed to delete FAQ.' },
  async ({ id }) => {
    const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    if (!row) throw new ActionError('This FAQ no longer exists. Reload the page.');
    invalidateStorefront();
    return { id };
  },
);
