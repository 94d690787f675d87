import 'server-only';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { fallBackFromWhatsApp } from '@/server/messaging/message-fallback';
import { laterState } from '@/lib/messaging/message-states';
import type { StatusEvent } from './webhook-events';

// A reported state applied to its message (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// under the row's lock, the state only moves forward (laterState: a late 'sent' never hides a failure,
// a failure never hides a delivery or a read), so statuses late, repeated, batched or out of order end
// in the same row. Meta's pricing (billable, category, model) is kept from whichever status carries it.
// A WhatsApp message that fails because WhatsApp cannot reach the person goes the fallback's way once,
// when it becomes failed (a failure reported after its delivery changes nothing, so sends nothing).

/** WhatsApp cannot deliver: not on WhatsApp (131026), outside the 24-hour window (131047), held by Meta's per-user cap (131049). */
export const UNDELIVERABLE_CODES = ['131026', '131047', '131049'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const messageNamed = (tx: Transaction, where: SQL | undefined) =>
  tx.select({ id: messages.id, state: messages.state, channel: messages.channel }).from(messages).where(where).for('update');

/**
 * The message a status is about: by the provider's id, or, for a WhatsApp message whose sender stopped
 * between Meta's acceptance and writing down its id (a restart mid-send), by the shop's own id that
 * travelled as biz_opaque_callback_data. That message takes the id there, so the send job, when it runs
 * again, finds it sent and does not send it twice.
 */
async function messageOf(tx: Transaction, event: StatusEvent) {
  const [known] = await messageNamed(tx, eq(messages.providerMessageId, event.providerMessageId));
  if (known || !event.callbackData || !UUID.test(event.callbackData)) return known;
  const [unrecorded] = await messageNamed(tx, and(eq(messages.id, event.callbackData), eq(messages.channel, 'whatsapp'), isNull(messages.providerMessageId)));
  if (unrecorded) await tx.update(messages).set({ providerMessageId: event.providerMessageId }).where(eq(messages.id, unrecorded.id));
  return unrecorded;
}

/** Applies `event` to its message; false when the shop has no message with that provider id. */
export async function applyStatus(tx: Transaction, event: StatusEvent): Promise<boolean> {
  const message = await messageOf(tx, event);
  if (!message) return false;

  const state = laterState(message.state, event.state);
  const moved = state !== message.state;
  const becameFailed = moved && state === 'failed';
  // The failure's code and reason while the message stands failed; a delivery reported after it clears them.
  const error = becameFailed
    ? { errorCode: event.error?.code ?? null, errorReason: event.error?.reason ?? null }
    : moved && message.state === 'failed'
      ? { errorCode: null, errorReason: null }
      : {};
  const pricing = event.pricing
    ? { billable: event.pricing.billable ?? undefined, pricingCategory: event.pricing.category ?? undefined, pricingModel: event.pricing.model ?? undefined }
    : {};
  await tx
    .update(messages)
    .set({ state, ...(moved ? { stateAt: new Date(event.at) } : {}), ...error, ...pricing, updatedAt: new Date() })
    .where(eq(messages.id, message.id));
  const code = event.error?.code;
  if (becameFailed && message.channel === 'whatsapp' && code && UNDELIVERABLE_CODES.includes(code)) await fallBackFromWhatsApp(tx, message.id, code);
  return true;
}
