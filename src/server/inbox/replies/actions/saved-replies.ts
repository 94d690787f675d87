'use server';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { inboxSettings, savedReplies } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { inboxSettingsSchema, savedReplyIdSchema, savedReplySchema } from '@/lib/schemas/inbox';

// The inbox's saved replies and its one setting (docs/decisions/0081-one-inbox.md): the answers the shop
// gives every day, with {placeholders} filled from the shop's own values when picked (saved-reply-values.ts),
// and whether replies are signed with the writer's first name. Each change is in Activity.

const FAILED = 'Could not save the saved reply.';

export const saveSavedReplyAction = defineAction<typeof savedReplySchema, StaffUser, { id: string }>(
  { name: 'saveSavedReply', schema: savedReplySchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  ({ id, title, body }) =>
    db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(savedReplies).where(eq(savedReplies.id, id)) : [];
      if (id && !before) throw new ActionError('This saved reply no longer exists.');
      const [row] = id
        ? await tx.update(savedReplies).set({ title, body }).where(eq(savedReplies.id, id)).returning()
        : await tx.insert(savedReplies).values({ title, body }).returning();
      const shown = (reply: { title: string; body: string } | undefined) => (reply ? { title: reply.title, body: reply.body } : null);
      await recordAudit(tx, { entityType: 'saved_reply', entityId: row!.id, label: `Saved reply ${title}`, action: id ? 'update' : 'create', before: shown(before), after: shown(row) });
      return { id: row!.id };
    }),
);

export const deleteSavedReplyAction = defineAction<typeof savedReplyIdSchema, StaffUser, null>(
  { name: 'deleteSavedReply', schema: savedReplyIdSchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  ({ id }) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(savedReplies).where(eq(savedReplies.id, id)).returning();
      if (!row) throw new ActionError('This saved reply no longer exists.');
      await recordAudit(tx, { entityType: 'saved_reply', entityId: id, label: `Saved reply ${row.title}`, action: 'delete' });
      return null;
    }),
);

export const saveInboxSettingsAction = defineAction<typeof inboxSettingsSchema, StaffUser, null>(
  { name: 'saveInboxSettings', schema: inboxSettingsSchema, authorize: permitted('inbox.reply'), fallbackError: 'Could not save the inbox’s settings.' },
  ({ signReplies }) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select({ signReplies: inboxSettings.signReplies }).from(inboxSettings);
      await tx.insert(inboxSettings).values({ signReplies }).onConflictDoUpdate({ target: inboxSettings.id, set: { signReplies } });
      await recordAudit(tx, { entityType: 'settings', label: 'Inbox settings', action: 'update', before: { signReplies: before?.signReplies ?? false }, after: { signReplies } });
      return null;
    }),
);
