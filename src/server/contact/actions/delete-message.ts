'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { deleteMessageSchema } from '@/lib/schemas/contact-admin';
import { recordAudit } from '@/server/audit/record-audit';
import { messageAuditColumns, messageLabel } from '@/server/content/content-audit';

/** Deletes a contact message for good. */
export const deleteMessageAction = defineAction<typeof deleteMessageSchema, SessionUser, { id: string }>(
  { name: 'deleteMessage', schema: deleteMessageSchema, authorize: permitted('messages.manage'), fallbackError: 'Failed to delete message' },
  async ({ id }) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning(messageAuditColumns);
      if (!before) throw new ActionError('This message no longer exists. Reload the page.');
      await recordAudit(tx, { entityType: 'message', entityId: id, label: messageLabel(before.name), action: 'delete', before, after: null });
      return { id };
    });
  },
);
