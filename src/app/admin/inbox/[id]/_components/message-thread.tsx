import { MessageStateBadge } from '@/components/admin/messaging/message-list';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import type { ConversationSource } from '@/lib/inbox/conversations';
import type { ConversationMessageView } from '@/server/inbox/reads/conversation-reads';

// A conversation's messages, oldest first (docs/decisions/0081-one-inbox.md): the customer's on the left,
// the team's on the right with who wrote it and how far it got; pictures and voice notes from the shop's
// storage once kept, the reason otherwise.

const SOURCE_LABELS: Record<ConversationSource, string> = {
  whatsapp: 'WhatsApp',
  contact_form: 'Contact form',
  product_question: 'Question about a piece',
  email: 'Email',
};

function Media({ message }: { message: ConversationMessageView }) {
  if (message.kind !== 'image' && message.kind !== 'audio') return null;
  if (!message.mediaUrl) {
    return <p className="text-xs text-muted-foreground italic">{message.mediaNote ?? (message.mediaState === 'pending' ? 'Fetching the file from WhatsApp…' : 'The file was not kept.')}</p>;
  }
  if (message.kind === 'audio') return <audio controls preload="none" src={message.mediaUrl} className="max-w-full" aria-label="Voice note" />;
  // eslint-disable-next-line @next/next/no-img-element -- a customer's picture from storage, at its own size
  return <img src={message.mediaUrl} alt="Picture from the conversation" className="max-h-72 max-w-full rounded-md" loading="lazy" />;
}

export function MessageThread({ messages }: { messages: ConversationMessageView[] }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ol aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((message) => {
        const out = message.direction === 'out';
        return (
          <li key={message.id} className={cn('flex flex-col gap-1', out ? 'items-end' : 'items-start')}>
            <div className={cn('max-w-[85%] rounded-xl px-3 py-2 text-sm', out ? 'bg-indigo/10' : 'border border-border bg-card')}>
              <Media message={message} />
              {message.body ? <p className="break-words whitespace-pre-line">{message.body}</p> : null}
            </div>
            <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt)}</time>
              <span>· {SOURCE_LABELS[message.source]}</span>
              {out ? <span>· {message.staffName ?? 'A former member of staff'}</span> : null}
              {message.deliveryState ? <MessageStateBadge state={message.deliveryState} /> : null}
              {message.deliveryNote && (message.deliveryState === 'failed' || message.deliveryState === 'not_sent') ? <span>{message.deliveryNote}</span> : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
