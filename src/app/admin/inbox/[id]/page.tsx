import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requirePermissionPage } from '@/server/auth/permissions';
import { markConversationRead, readConversation, readConversationPulse } from '@/server/inbox/reads/conversation-reads';
import { readInboxPulse } from '@/server/inbox/reads/admin-inbox-reads';
import { pulseVersion } from '@/lib/inbox/pulse-version';
import { InboxRendered } from '@/components/admin/inbox/inbox-pulse';
import { listInboxStaff, readBesideDrafts, readCustomerBeside } from '@/server/inbox/reads/customer-beside';
import { followUpApproved } from '@/server/messaging/send-reply';
import { listSavedReplies } from '@/server/inbox/replies/saved-reply-values';
import { roleCan } from '@/lib/staff-roles';
import { ConversationScreen } from './_components/conversation-screen';

export const metadata: Metadata = { title: 'Conversation' };

// One conversation (docs/decisions/0081-one-inbox.md): opening it reads it (its unread count goes to 0).
export default async function AdminConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requirePermissionPage('inbox.read');
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  await markConversationRead(id.data);
  // The version is read first: a change while the page is read makes the poll refresh it, never the reverse.
  const [{ changedAt }, conversationVersion] = await Promise.all([readInboxPulse(), readConversationPulse(id.data)]);
  const conversation = await readConversation(id.data);
  if (!conversation) notFound();
  const canReply = roleCan(staff.role, 'inbox.reply');
  const [beside, drafts, team, savedReplies, templateApproved] = await Promise.all([
    readCustomerBeside(conversation, staff),
    readBesideDrafts(conversation.id, staff),
    listInboxStaff(),
    canReply ? listSavedReplies() : [],
    followUpApproved(),
  ]);
  return (
    <>
      <InboxRendered version={pulseVersion(changedAt, conversationVersion)} />
      <ConversationScreen
        conversation={conversation}
        beside={beside}
        drafts={drafts}
        team={team}
        savedReplies={savedReplies}
        templateApproved={templateApproved}
        canReply={canReply}
        staffId={staff.id}
      />
    </>
  );
}
