'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { deleteMessageSchema } from '@/lib/schemas/contact-admin';

/** Deletes a contact message for good. */
export const deleteMessageAction = defineAction<typeof deleteMessageSchema, SessionUser, { id: string }>(
  { name: 'deleteMessage', schema: deleteMessageSchema, authorize: permitted('messages.manage'), fallbackError: 'Failed to delete message' },
  async ({ id }) => {
    const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
    if (!row) throw new ActionError('This message no longer exists. Reload the page.');
    return row;
  },
);
