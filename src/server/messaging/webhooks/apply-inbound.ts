import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { messagingContacts, messagingWebhookEvents } from '@/server/db/schema';
import { consentOf, recordConsent } from '@/server/messaging/consent';
import { inboundReceived } from './inbound-listener';
import { laterEventProcessed } from './later-event';
import type { InboundEvent, PreferenceEvent } from './webhook-events';

// What a customer does on WhatsApp (docs/decisions/0080-whatsapp-and-sms-order-updates.md): a message
// opens (or keeps open) the 24-hour window for free-form text; STOP or UNSUBSCRIBE withdraws marketing
// consent at once, START gives it back, and so do Meta's own marketing stop and resume. Every message, of
// a number or of a user id where the number is hidden, goes to the inbox through its port (inbound-listener.ts).

const WHATSAPP_SOURCES = ['whatsapp_stop', 'whatsapp_start', 'whatsapp_preferences'];

/** The contact's window runs from their latest message: an older one arriving late never shortens it. */
async function noteInbound(tx: Transaction, event: InboundEvent & { phone: string }) {
  const at = new Date(event.at);
  await tx
    .insert(messagingContacts)
    .values({ phone: event.phone, waId: event.waId, lastInboundAt: at })
    .onConflictDoUpdate({
      target: messagingContacts.phone,
      set: {
        waId: sql`coalesce(excluded.wa_id, ${messagingContacts.waId})`,
        lastInboundAt: sql`greatest(${messagingContacts.lastInboundAt}, excluded.last_inbound_at)`,
        updatedAt: new Date(),
      },
    });
}

/**
 * Records a marketing consent change the customer made on WhatsApp, unless it is stale: a later change
 * of theirs on WhatsApp was processed first, or they chose otherwise on the shop's own forms since.
 */
async function changeConsent(tx: Transaction, phone: string, granted: boolean, at: string, source: 'whatsapp_stop' | 'whatsapp_start' | 'whatsapp_preferences', words: string) {
  const payload = messagingWebhookEvents.payload;
  const sameSubject = sql`${payload}->>'phone' = ${phone} and ${payload}->>'consent' in ('true', 'false')`;
  if (await laterEventProcessed(tx, sameSubject, at)) return;
  const current = await consentOf(phone, 'marketing', tx);
  if (current && !WHATSAPP_SOURCES.includes(current.source) && current.at > new Date(at)) return;
  await recordConsent(tx, { phone, purpose: 'marketing', granted, source, wordsShown: words });
}

export async function applyInbound(tx: Transaction, event: InboundEvent) {
  if (event.phone || event.waUserId) await inboundReceived(tx, event);
  if (!event.phone) return;
  await noteInbound(tx, { ...event, phone: event.phone });
  if (event.consent !== null) {
    await changeConsent(tx, event.phone, event.consent, event.at, event.consent ? 'whatsapp_start' : 'whatsapp_stop', event.text!.trim());
  }
}

export async function applyPreference(tx: Transaction, event: PreferenceEvent) {
  if (!event.phone || event.consent === null) return;
  await changeConsent(tx, event.phone, event.consent, event.at, 'whatsapp_preferences', event.detail ?? `WhatsApp marketing messages: ${event.value}`);
}
