import 'server-only';
import type { Transaction } from '@/server/db/client';
import type { InboundEvent } from '@/server/messaging/webhooks/webhook-events';
import { addInboundMessage, type InboundMessage } from './add-inbound-message';
import { conversationFor } from './conversation-for';
import { queueMediaFetch } from './inbox-media-job';

// The inbox's listener for WhatsApp messages (registered by src/server/composition/shop.ts through
// src/server/messaging/webhooks/inbound-listener.ts): every message starts or continues the conversation of
// its number, or of Meta's user id where the number is hidden, once per wamid. A picture or voice note is
// fetched from Meta by a job (inbox-media-job.ts), queued in this same transaction.

/** A shared place as the team reads it: its name, address and coordinates, one a line. */
function locationText(location: NonNullable<InboundEvent['location']>) {
  return [location.name, location.address, `${location.latitude}, ${location.longitude}`].filter(Boolean).join('\n');
}

/** What the message holds, and its line in the conversation list. */
function messageOf(event: InboundEvent): InboundMessage {
  const caption = event.caption ?? '';
  const base = { source: 'whatsapp' as const, providerMessageId: event.messageId };
  switch (event.messageKind ?? 'text') {
    case 'image':
      return { ...base, kind: 'image', body: caption, preview: caption ? `Picture: ${caption}` : 'Picture', ...pendingMedia(event) };
    case 'audio':
      return { ...base, kind: 'audio', body: '', preview: 'Voice note', ...pendingMedia(event) };
    case 'button':
      return { ...base, kind: 'button', body: caption, preview: caption };
    case 'location': {
      const body = event.location ? locationText(event.location) : '';
      return { ...base, kind: 'location', body, preview: `Location: ${event.location?.name ?? event.location?.address ?? body}` };
    }
    case 'unsupported':
      return { ...base, kind: 'unsupported', body: caption, preview: caption };
    case 'text':
      return { ...base, kind: 'text', body: event.text ?? '', preview: event.text ?? '' };
  }
}

function pendingMedia(event: InboundEvent) {
  return event.media ? { providerMediaId: event.media.id, mediaType: event.media.mimeType, mediaState: 'pending' as const } : {};
}

export async function recordWhatsAppInbound(tx: Transaction, event: InboundEvent) {
  const at = new Date(event.at);
  const conversationId = await conversationFor(tx, { phone: event.phone, waUserId: event.waUserId ?? null, name: event.name ?? null, channel: 'whatsapp', at });
  const message = messageOf(event);
  const added = await addInboundMessage(tx, conversationId, at, message);
  if (added && message.providerMediaId) await queueMediaFetch(tx, added);
}
