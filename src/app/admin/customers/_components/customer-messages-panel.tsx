'use client';
import { MessageCircle } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import { MESSAGE_PURPOSES, type ConsentSource, type MessagePurpose } from '@/lib/messaging/message-events';
import { displayPhone } from '@/lib/nigeria';
import { loadCustomerMessagingAction } from '@/server/messaging/actions/load-customer-messaging';
import type { ConsentView, CustomerMessaging } from '@/server/messaging/message-reads';
import { MessagesBody } from '@/components/admin/messaging/message-list';
import { useLoaded, type Loaded } from '@/components/admin/messaging/use-loaded';

// A customer's WhatsApp and SMS (docs/decisions/0080-whatsapp-and-sms-order-updates.md): whether they agreed
// to order updates and to marketing on their phone, and how (a STOP they wrote said plainly), and every
// message sent to them.

const PURPOSE_LABELS: Record<MessagePurpose, string> = { order_updates: 'Order updates', marketing: 'Marketing' };

const SOURCE_WORDS: Record<ConsentSource, string> = {
  checkout: 'at checkout',
  account: 'on My Account',
  quote_request: 'on the quote request',
  sell: 'asked in the showroom',
  draft: 'asked for a draft order',
  whatsapp_stop: 'by writing STOP on WhatsApp',
  whatsapp_start: 'by writing START on WhatsApp',
  whatsapp_preferences: 'in WhatsApp’s own settings',
};

/** "Agreed at checkout, 27 Nov 2026", "Opted out by writing STOP on WhatsApp, …", or never asked. */
export function consentText(consent: ConsentView) {
  if (!consent) return 'Not asked: nothing is sent';
  const opted = consent.granted ? 'Agreed' : consent.source === 'whatsapp_stop' || consent.source === 'whatsapp_preferences' ? 'Opted out' : 'Declined';
  return `${opted} ${SOURCE_WORDS[consent.source]}, ${formatDateTime(consent.at)}`;
}

export function CustomerMessagesPanel({ customerId }: { customerId: string }) {
  const loaded = useLoaded(loadCustomerMessagingAction, { customerId });
  const headingId = `customer-messages-${customerId}`;
  const data = loaded.status === 'loaded' ? loaded.data : null;
  const messages: Loaded<CustomerMessaging['messages']> =
    loaded.status === 'loaded' ? { status: 'loaded', data: loaded.data?.messages ?? [] } : loaded;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" aria-busy={loaded.status === 'loading'}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp and SMS
      </h3>
      {data ? <ConsentFacts messaging={data} /> : null}
      <MessagesBody loaded={messages} label="Messages to this customer" empty="No WhatsApp or SMS message to this customer yet." showOrder />
    </section>
  );
}

function ConsentFacts({ messaging }: { messaging: CustomerMessaging }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-card px-4 py-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]" aria-label="Consent">
      <dt className="font-medium">Phone</dt>
      <dd className="text-muted-foreground max-sm:-mt-1.5">{messaging.phone ? displayPhone(messaging.phone) : 'None a message can go to'}</dd>
      {MESSAGE_PURPOSES.map((purpose) => {
        const consent = messaging.consent[purpose];
        return (
          <div key={purpose} className="contents">
            <dt className="font-medium">{PURPOSE_LABELS[purpose]}</dt>
            <dd className={consent?.granted ? 'text-success max-sm:-mt-1.5' : consent ? 'font-medium text-destructive max-sm:-mt-1.5' : 'text-muted-foreground max-sm:-mt-1.5'} data-testid={`consent-${purpose}`}>
              {consentText(consent)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
