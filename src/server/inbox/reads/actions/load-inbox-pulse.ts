'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { readInboxPulse, type InboxPulse } from '../admin-inbox-reads';
import { readConversationPulse } from '../conversation-reads';

// What the back office polls every few seconds (src/components/admin/inbox/inbox-pulse.tsx): the menu's
// unread total, and a version of the inbox (and of the open conversation) that changes with any message,
// delivery state, control or "is replying", so the screen refreshes only when something did change.

const pulseSchema = z.object({ conversationId: z.uuid().nullable() });

export type InboxPulseAnswer = InboxPulse & { conversation: string | null };

export const loadInboxPulseAction = defineAction<typeof pulseSchema, StaffUser, InboxPulseAnswer>(
  { name: 'loadInboxPulse', schema: pulseSchema, authorize: permitted('inbox.read'), fallbackError: 'Could not check the inbox.' },
  async ({ conversationId }) => {
    const [pulse, conversation] = await Promise.all([readInboxPulse(), conversationId ? readConversationPulse(conversationId) : null]);
    return { ...pulse, conversation };
  },
);
