'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { setMessageReadSchema } from '@/lib/schemas/contact-admin';
import { recordAudit } from '@/server/audit/record-audit';
import { messageAuditColumns, messageLabel } from '@/server/content/content-audit';

/** Marks a contact message read (now) or unread again. */
export const setMessageReadAction = defineAction<typeof setMessageReadSchema, SessionUser, { id: string; readAt: Date | null }>(
  { name: 'setMessageRead', schema: setMessageReadSchema, authorize: permitted('messages.manage'), fallbackError: 'Failed to update message' },
  async ({ id, read }) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select(messageAuditColumns).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!before) throw new ActionError('This message no longer exists. Reload the page.');
      const [after] = await tx
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning(messageAuditColumns);
      await recordAudit(tx, { entityType: 'message', entityId: id, label: messageLabel(before.name), action: 'update', before, after });
      return { id, readAt: after!.readAt };
    });
  },
);
