import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { CONVERSATION_CHANNEL_LABELS } from '@/lib/inbox/conversations';
import type { ConversationView } from '@/server/inbox/reads/conversation-reads';
import type { CustomerBeside } from '@/server/inbox/reads/customer-beside';
import type { BesideDraft } from '@/server/inbox/reads/customer-drafts';
import { ConversationControls } from './conversation-controls';
import { CustomerPanel } from './customer-panel';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';

// One conversation (docs/decisions/0081-one-inbox.md): its messages and the reply box, and beside them
// (below them on a phone) its controls and the customer it is matched to.

type Props = {
  conversation: ConversationView;
  beside: CustomerBeside | null;
  /** Null: the role may not read drafts, nor send them. */
  drafts: BesideDraft[] | null;
  team: { id: string; name: string }[];
  savedReplies: { id: string; title: string; filled: string }[];
  templateApproved: boolean;
  canReply: boolean;
  staffId: string;
};

export function ConversationScreen({ conversation, beside, drafts, team, savedReplies, templateApproved, canReply, staffId }: Props) {
  const who = conversation.name || conversation.phone || conversation.email || 'A customer';
  const address = [conversation.phone, conversation.email].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/inbox" className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Inbox
      </Link>
      <AdminPageHeader title={who} description={`${CONVERSATION_CHANNEL_LABELS[conversation.channel]}${address ? ` · ${address}` : ''}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <MessageThread messages={conversation.messages} />
          {canReply ? (
            <ReplyBox key={conversation.id} conversation={conversation} savedReplies={savedReplies} templateApproved={templateApproved} staffId={staffId} drafts={drafts} />
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          <ConversationControls conversation={conversation} team={team} canReply={canReply} />
          <CustomerPanel beside={beside} drafts={drafts} />
        </aside>
      </div>
    </div>
  );
}
