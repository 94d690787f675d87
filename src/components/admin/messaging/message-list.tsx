import { MessageCircle, MessageSquareText, Mail } from 'lucide-react';
import { ToneBadge } from '@/components/tone-badge';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { EVENT_LABELS, type MessageChannel } from '@/lib/messaging/message-events';
import { MESSAGE_STATE_LABELS, type MessageState } from '@/lib/messaging/message-states';
import { displayPhone } from '@/lib/nigeria';
import type { StatusTone } from '@/lib/order-status';
import type { MessageView } from '@/server/messaging/message-reads';
import type { Loaded } from './use-loaded';

// The messages sent about an order or to a customer, newest first (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// what each was, how it went, where it stands and since when, and why it failed or went another way.

const CHANNELS: Record<MessageChannel, { label: string; Icon: typeof Mail }> = {
  whatsapp: { label: 'WhatsApp', Icon: MessageCircle },
  sms: { label: 'SMS', Icon: MessageSquareText },
  email: { label: 'Email', Icon: Mail },
};

const STATE_TONES: Record<MessageState, StatusTone> = {
  queued: 'grey',
  accepted: 'grey',
  sent: 'blue',
  delivered: 'green',
  read: 'green',
  failed: 'red',
  not_sent: 'yellow',
};

export function MessageStateBadge({ state }: { state: MessageState }) {
  return (
    <ToneBadge tone={STATE_TONES[state]} srPrefix="State:">
      {MESSAGE_STATE_LABELS[state]}
    </ToneBadge>
  );
}

/** Why a message failed, in Meta's or Termii's words with its code: "131026: Message undeliverable". */
function failureText({ errorCode, errorReason }: Pick<MessageView, 'errorCode' | 'errorReason'>) {
  if (!errorCode && !errorReason) return null;
  return [errorCode, errorReason].filter(Boolean).join(': ');
}

export function MessageList({ messages, label, showOrder = false }: { messages: MessageView[]; label: string; showOrder?: boolean }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
      {messages.map((message) => {
        const { label: channel, Icon } = CHANNELS[message.channel];
        const failure = failureText(message);
        return (
          <li key={message.id} className="flex flex-col gap-1.5 px-4 py-3 text-sm" data-testid="message-row">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
              <span className="flex min-w-0 items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span>
                  {EVENT_LABELS[message.event]} <span className="font-normal text-muted-foreground">by {channel}</span>
                </span>
              </span>
              <MessageStateBadge state={message.state} />
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
              <span>
                {MESSAGE_STATE_LABELS[message.state]} <time dateTime={message.stateAt.toISOString()}>{formatDateTime(message.stateAt)}</time>
              </span>
              {message.template ? <span className="font-mono break-all">{message.template}</span> : null}
              {message.phone ? <span>{displayPhone(message.phone)}</span> : null}
              {showOrder && message.orderNumber ? <span className="font-mono">{message.orderNumber}</span> : null}
            </p>
            {failure ? <p className="text-xs break-words text-destructive">{failure}</p> : null}
            {message.note ? <p className="text-xs break-words text-amber-800">{message.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A panel's list as it loads: a spinner, the failure, a line saying there is none, or the messages. */
export function MessagesBody({
  loaded,
  label,
  empty,
  showOrder,
}: {
  loaded: Loaded<MessageView[]>;
  label: string;
  empty: string;
  showOrder?: boolean;
}) {
  if (loaded.status === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading messages…
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {loaded.error}
      </p>
    );
  }
  if (loaded.data.length === 0) return <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">{empty}</p>;
  return <MessageList messages={loaded.data} label={label} showOrder={showOrder} />;
}
