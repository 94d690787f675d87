import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { messagingWebhookEvents, whatsappTemplates } from '@/server/db/schema';
import type { TemplateState } from '@/lib/messaging/message-states';
import { laterEventProcessed } from './later-event';
import type { TemplateEvent } from './webhook-events';

// message_template_status_update keeps a template's state at Meta in step
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md): approved, rejected with the reason, paused…

const STATE_OF_EVENT: Record<string, TemplateState> = {
  APPROVED: 'approved',
  REINSTATED: 'approved',
  PENDING: 'pending',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
};

export async function applyTemplate(tx: Transaction, event: TemplateEvent) {
  const state = STATE_OF_EVENT[event.event];
  if (!state) return;
  const payload = messagingWebhookEvents.payload;
  if (await laterEventProcessed(tx, sql`${payload}->>'kind' = 'template' and ${payload}->>'name' = ${event.name}`, event.at)) return;
  await tx
    .update(whatsappTemplates)
    .set({ state, reason: event.reason, ...(event.templateId ? { metaId: event.templateId } : {}), updatedAt: new Date() })
    .where(eq(whatsappTemplates.name, event.name));
}
