'use server';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversations, users } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { conversationCustomerSchema } from '@/lib/schemas/inbox-customer';

// A conversation linked to a customer by hand, or unlinked (docs/decisions/0081-one-inbox.md), for one the
// phone and email did not match (src/server/inbox/match-customer.ts) or matched wrongly. `linked_by` keeps
// who decided, also when unlinking: a conversation staff unlinked is not matched again automatically.

export const linkConversationCustomerAction = defineAction<typeof conversationCustomerSchema, StaffUser, { userId: string | null }>(
  { name: 'linkConversationCustomer', schema: conversationCustomerSchema, authorize: permitted('inbox.reply'), fallbackError: 'Could not link the conversation.' },
  async ({ conversationId, userId }, staff) => {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ id: conversations.id, name: conversations.name, phone: conversations.phone, email: conversations.email, userId: conversations.userId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (!before) throw new ActionError('This conversation no longer exists.');
      if (userId) {
        const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!customer) throw new ActionError('Choose a customer.');
      }
      const after = userId || null;
      await tx.update(conversations).set({ userId: after, linkedBy: staff.id, updatedAt: new Date() }).where(eq(conversations.id, conversationId));
      await recordAudit(tx, {
        entityType: 'conversation',
        entityId: conversationId,
        label: `Conversation with ${before.name || before.phone || before.email || 'a customer'}`,
        action: 'update',
        before: { userId: before.userId },
        after: { userId: after },
      });
      return { userId: after };
    });
  },
);
