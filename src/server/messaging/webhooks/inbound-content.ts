import 'server-only';
import { z } from 'zod';
import type { InboundKind, InboundLocation } from './webhook-events';

// What an inbound WhatsApp message holds (Meta's messages webhook, one object per `type`), read for the
// inbox (docs/decisions/0081-one-inbox.md): text, a picture, a voice note, a template button's tap, an
// interactive reply and a location. Any other type is kept as 'unsupported' with words saying what it was,
// so the team knows the customer sent something.

const media = z.object({ id: z.string().min(1).max(200), mime_type: z.string().max(200).optional(), caption: z.string().max(4096).optional() });
const reply = z.object({ title: z.string().max(1000).optional() });

export const inboundContentSchema = z.object({
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  button: z.object({ text: z.string().optional() }).optional(),
  interactive: z.object({ button_reply: reply.optional(), list_reply: reply.optional() }).optional(),
  location: z.object({ latitude: z.coerce.number(), longitude: z.coerce.number(), name: z.string().max(1000).optional(), address: z.string().max(1000).optional() }).optional(),
});

export type InboundContent = {
  messageKind: InboundKind;
  caption: string | null;
  media: { id: string; mimeType: string | null } | null;
  location: InboundLocation | null;
};

/** How each type the inbox does not show is described to the team. */
const UNSUPPORTED: Record<string, string> = {
  sticker: 'A sticker',
  video: 'A video',
  document: 'A document',
  contacts: 'A contact card',
  reaction: 'A reaction',
  order: 'An order from the catalogue',
};

const none = { caption: null, media: null, location: null };

export function inboundContent(message: z.infer<typeof inboundContentSchema>): InboundContent {
  const type = message.type ?? (message.text ? 'text' : '');
  if (type === 'text' && message.text) return { messageKind: 'text', ...none };
  if (type === 'image' && message.image) return { messageKind: 'image', ...none, caption: message.image.caption ?? null, media: { id: message.image.id, mimeType: message.image.mime_type ?? null } };
  if (type === 'audio' && message.audio) return { messageKind: 'audio', ...none, media: { id: message.audio.id, mimeType: message.audio.mime_type ?? null } };
  if (type === 'button' && message.button) return { messageKind: 'button', ...none, caption: message.button.text ?? null };
  const tapped = message.interactive?.button_reply?.title ?? message.interactive?.list_reply?.title;
  if (type === 'interactive' && tapped !== undefined) return { messageKind: 'button', ...none, caption: tapped };
  if (type === 'location' && message.location) {
    const { latitude, longitude, name, address } = message.location;
    return { messageKind: 'location', ...none, location: { latitude, longitude, name: name ?? null, address: address ?? null } };
  }
  const what = UNSUPPORTED[type] ?? 'A message';
  return { messageKind: 'unsupported', ...none, caption: `${what} (not shown here)` };
}
