'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { setMessageReadSchema } from '@/lib/schemas/contact-admin';

/** Marks a contact message read (now) or unread again. */
export const setMessageReadAction = defineAction<typeof setMessageReadSchema, SessionUser, { id: string; readAt: Date | null }>(
  { name: 'setMessageRead', schema: setMessageReadSchema, authorize: permitted('messages.manage'), fallbackError: 'Failed to update message' },
  async ({ id, read }) => {
    const [row] = await db
      .update(contactMessages)
      .set({ readAt: read ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
    if (!row) throw new ActionError('This message no longer exists. Reload the page.');
    return row;
  },
);
