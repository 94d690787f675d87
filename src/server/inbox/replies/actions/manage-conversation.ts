'use server';
import { and, eq, or, isNull, lt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversations, userRoles, users } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { conversationAssigneeSchema, conversationIdSchema, conversationLabelsSchema, conversationStateSchema } from '@/lib/schemas/inbox';
import { recordConversationAudit, requireConversation } from '../conversation-writes';

// A conversation's controls in the inbox (docs/decisions/0081-one-inbox.md): its state, who has it, its
// labels, each recorded in Activity; and "Ada is replying", renewed while she types (no Activity row: it
// changes nothing a customer or a colleague will read later).

/** How long "is replying" lasts after the last keystroke's renewal. */
const REPLYING_MS = 15_000;

type Change = Partial<Pick<typeof conversations.$inferInsert, 'state' | 'assigneeId' | 'labels'>>;

async function change(conversationId: string, values: Change) {
  await db.transaction(async (tx) => {
    const before = await requireConversation(conversationId, tx);
    await tx.update(conversations).set(values).where(eq(conversations.id, conversationId));
    const shown = (row: Change) => Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof Change]]));
    await recordConversationAudit(tx, before, { action: 'update', before: shown(before), after: shown(values) });
  });
}

const FAILED = 'Could not change the conversation.';

export const setConversationStateAction = defineAction<typeof conversationStateSchema, StaffUser, null>(
  { name: 'setConversationState', schema: conversationStateSchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  async ({ conversationId, state }) => (await change(conversationId, { state }), null),
);

export const assignConversationAction = defineAction<typeof conversationAssigneeSchema, StaffUser, null>(
  { name: 'assignConversation', schema: conversationAssigneeSchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  async ({ conversationId, assigneeId }) => {
    if (assigneeId) {
      const [staff] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.userId, assigneeId));
      if (!staff) throw new ActionError('Choose a member of staff.');
    }
    await change(conversationId, { assigneeId: assigneeId || null });
    return null;
  },
);

export const setConversationLabelsAction = defineAction<typeof conversationLabelsSchema, StaffUser, null>(
  { name: 'setConversationLabels', schema: conversationLabelsSchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  async ({ conversationId, labels }) => (await change(conversationId, { labels }), null),
);

/** "Ada is replying": taken when nobody else is writing (or their turn lapsed), renewed by its holder. */
export const markReplyingAction = defineAction<typeof conversationIdSchema, StaffUser, { otherName: string | null }>(
  { name: 'markReplying', schema: conversationIdSchema, authorize: permitted('inbox.reply'), fallbackError: FAILED },
  async ({ conversationId }, staff) => {
    const until = new Date(Date.now() + REPLYING_MS);
    const taken = await db
      .update(conversations)
      .set({ replyingId: staff.id, replyingUntil: until })
      .where(
        and(
          eq(conversations.id, conversationId),
          or(isNull(conversations.replyingId), eq(conversations.replyingId, staff.id), lt(conversations.replyingUntil, sql`now()`)),
        ),
      )
      .returning({ id: conversations.id });
    if (taken.length > 0) return { otherName: null };
    const [row] = await db
      .select({ name: users.name })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.replyingId))
      .where(eq(conversations.id, conversationId));
    return { otherName: row?.name ?? null };
  },
);
