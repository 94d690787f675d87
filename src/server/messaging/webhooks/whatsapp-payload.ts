import 'server-only';
import { z } from 'zod';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { inboundContent, inboundContentSchema } from './inbound-content';
import { consentInText, isoFromUnixSeconds, type ReceivedEvent, type ReportedState } from './webhook-events';

// The events in one POST of WhatsApp's webhook (docs/decisions/0080-whatsapp-and-sms-order-updates.md).
// Meta batches: every entry, every change and every status or message in it is read, never only the
// first. Fields the shop does not use pass through; an item it cannot read is skipped, not the POST.

const unixTime = z.union([z.string(), z.number()]).optional();

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: unixTime,
  errors: z.array(z.object({ code: z.union([z.number(), z.string()]), title: z.string().optional(), message: z.string().optional(), error_data: z.object({ details: z.string().optional() }).optional() })).optional(),
  pricing: z.object({ billable: z.boolean().optional(), category: z.string().optional(), pricing_model: z.string().optional() }).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
});

const inboundSchema = inboundContentSchema.extend({
  id: z.string().min(1).max(200),
  from: z.string().optional(),
  /** Meta's business-scoped user id (BSUID), sent beside the number or, for a customer with a username, instead of it. */
  from_user_id: z.string().max(200).optional(),
  timestamp: unixTime,
});

/** The sender's profile in a messages change: matched to a message by its number or its user id. */
const contactSchema = z.object({ wa_id: z.string().optional(), user_id: z.string().optional(), profile: z.object({ name: z.string().max(200).optional() }).optional() });

const preferenceSchema = z.object({
  wa_id: z.string().min(1),
  category: z.string(),
  value: z.enum(['stop', 'resume']),
  detail: z.string().optional(),
  timestamp: unixTime,
});

const templateSchema = z.object({
  event: z.string().min(1),
  message_template_id: z.union([z.string(), z.number()]).optional(),
  message_template_name: z.string().min(1),
  message_template_language: z.string().optional(),
  reason: z.string().nullish(),
});

const changeSchema = z.object({ field: z.string(), value: z.record(z.string(), z.unknown()) });
const payloadSchema = z.object({
  entry: z.array(z.object({ time: unixTime, changes: z.array(z.unknown()).default([]) })).default([]),
});

/** A number as WhatsApp writes it (2348031234567) as the shop keeps it: +234… for Nigeria, else + and its digits. */
function phoneOf(waId: string | undefined): string | null {
  if (!waId || !/^\d{7,15}$/.test(waId)) return null;
  return toE164Nigeria(waId) ?? `+${waId}`;
}

/** The user_preferences category of marketing messages (a customer's stop or resume in WhatsApp itself). */
const MARKETING_PREFERENCE = 'marketing_messages';

const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** "131047: Re-engagement message (Message failed to send because…)", as staff read it on the order. */
function errorOf(errors: z.infer<typeof statusSchema>['errors']) {
  const first = errors?.[0];
  if (!first) return null;
  const title = first.title ?? first.message ?? 'Failed';
  const details = first.error_data?.details;
  return { code: String(first.code), reason: details && details !== title ? `${title}: ${details}` : title };
}

function eventsOfChange(field: string, value: Record<string, unknown>, entryTime: string | number | undefined, received: Date): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  if (field === 'messages') {
    for (const item of list(value.statuses)) {
      const status = statusSchema.safeParse(item);
      if (!status.success) continue;
      const { id, timestamp, pricing } = status.data;
      events.push({
        id: `whatsapp:status:${id}:${status.data.status}:${timestamp ?? ''}`,
        event: {
          kind: 'status',
          providerMessageId: id,
          state: status.data.status satisfies ReportedState,
          at: isoFromUnixSeconds(timestamp, received),
          error: status.data.status === 'failed' ? errorOf(status.data.errors) : null,
          pricing: pricing ? { billable: pricing.billable ?? null, category: pricing.category ?? null, model: pricing.pricing_model ?? null } : null,
          callbackData: status.data.biz_opaque_callback_data ?? null,
        },
      });
    }
    const contacts = list(value.contacts).flatMap((item) => {
      const contact = contactSchema.safeParse(item);
      return contact.success ? [contact.data] : [];
    });
    for (const item of list(value.messages)) {
      const message = inboundSchema.safeParse(item);
      if (!message.success) continue;
      // Empty for a customer known only by a username (a business-scoped id): no phone to match.
      const from = message.data.from || undefined;
      const contact = contacts.find((c) => (from && c.wa_id === from) || (message.data.from_user_id && c.user_id === message.data.from_user_id)) ?? (contacts.length === 1 ? contacts[0] : undefined);
      const text = message.data.text?.body ?? message.data.button?.text ?? null;
      events.push({
        id: `whatsapp:inbound:${message.data.id}`,
        event: {
          kind: 'inbound',
          messageId: message.data.id,
          phone: phoneOf(from),
          waId: from ?? null,
          waUserId: message.data.from_user_id || contact?.user_id || null,
          name: contact?.profile?.name?.trim() || null,
          text,
          at: isoFromUnixSeconds(message.data.timestamp, received),
          consent: consentInText(text),
          ...inboundContent(message.data),
        },
      });
    }
  }
  if (field === 'user_preferences') {
    for (const item of list(value.user_preferences)) {
      const preference = preferenceSchema.safeParse(item);
      if (!preference.success) continue;
      const { wa_id: waId, category, value: choice, timestamp, detail } = preference.data;
      events.push({
        id: `whatsapp:preference:${waId}:${category}:${choice}:${timestamp ?? ''}`,
        event: {
          kind: 'preference',
          phone: phoneOf(waId),
          waId,
          category,
          value: choice,
          detail: detail ?? null,
          at: isoFromUnixSeconds(timestamp, received),
          consent: category === MARKETING_PREFERENCE ? choice === 'resume' : null,
        },
      });
    }
  }
  if (field === 'message_template_status_update') {
    const template = templateSchema.safeParse(value);
    if (template.success) {
      const { event, message_template_id: templateId, message_template_name: name, message_template_language: language, reason } = template.data;
      const at = isoFromUnixSeconds(entryTime, received);
      events.push({
        id: `whatsapp:template:${templateId ?? name}:${event}:${at}`,
        event: { kind: 'template', templateId: templateId === undefined ? null : String(templateId), name, language: language ?? null, event, reason: reason && reason !== 'NONE' ? reason : null, at },
      });
    }
  }
  return events;
}

/**
 * The body's JSON, with Meta's template ids read as text: Meta sends them as numbers of 16 digits and
 * more, past what a JavaScript number holds exactly (9249972926471647 would read as …648).
 */
export function parseWhatsAppBody(text: string): unknown {
  return JSON.parse(text.replace(/("message_template_id"\s*:\s*)(\d+)/g, '$1"$2"'));
}

/** Every event in a WhatsApp webhook body; [] for JSON the shop does not know (it is answered 200 all the same). */
export function whatsappEvents(body: unknown, received = new Date()): ReceivedEvent[] {
  const payload = payloadSchema.safeParse(body);
  if (!payload.success) return [];
  return payload.data.entry.flatMap((entry) =>
    entry.changes.flatMap((item) => {
      const change = changeSchema.safeParse(item);
      return change.success ? eventsOfChange(change.data.field, change.data.value, entry.time, received) : [];
    }),
  );
}
