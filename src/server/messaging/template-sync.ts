import 'server-only';
import { db } from '@/server/db/client';
import { whatsappTemplates } from '@/server/db/schema';
import type { MessageEvent } from '@/lib/messaging/message-events';
import type { TemplateCategory, TemplateState } from '@/lib/messaging/message-states';
import { MESSAGE_TEMPLATES, type MessageTemplate } from './message-templates';
import type { RemoteTemplate, WhatsAppClient } from './whatsapp-client';
import { WhatsAppApiError } from './whatsapp-client';

// The shop's WhatsApp templates at Meta (docs/decisions/0080-whatsapp-and-sms-order-updates.md): Settings →
// Messaging submits the shipped ones the account does not have yet, and a sync reads every template's
// review state back (the template webhooks keep it in step between syncs). An event whose template is not
// approved goes by SMS or email, so the state here decides how each update travels.

export type TemplateView = {
  name: string;
  event: MessageEvent;
  category: TemplateCategory;
  language: string;
  body: string;
  state: TemplateState;
  /** Meta's reason for a rejection or a pause. */
  reason: string | null;
  /** When the state was last written; null for one never submitted. */
  updatedAt: Date | null;
};

/** Meta's review statuses as the shop keeps them; one the shop does not know reads as still under review. */
const STATE_OF_STATUS: Record<string, TemplateState> = {
  APPROVED: 'approved',
  PENDING: 'pending',
  IN_APPEAL: 'pending',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
  PENDING_DELETION: 'disabled',
  DELETED: 'not_submitted',
};
const stateOf = (status: string): TemplateState => STATE_OF_STATUS[status.toUpperCase()] ?? 'pending';

type Kept = { name: string; state: TemplateState; reason: string | null; metaId: string | null };

async function keep(template: MessageTemplate, { state, reason, metaId }: Omit<Kept, 'name'>) {
  const values = { state, reason, metaId, language: template.language, category: template.category, updatedAt: new Date() };
  await db
    .insert(whatsappTemplates)
    .values({ name: template.name, ...values })
    .onConflictDoUpdate({ target: whatsappTemplates.name, set: values });
}

/** Every shipped template with its state at Meta as last known. */
export async function templateStates(): Promise<TemplateView[]> {
  const rows = new Map((await db.select().from(whatsappTemplates)).map((row) => [row.name, row]));
  return MESSAGE_TEMPLATES.map((template) => {
    const row = rows.get(template.name);
    return {
      name: template.name,
      event: template.event,
      category: template.category,
      language: template.language,
      body: template.body,
      state: row?.state ?? 'not_submitted',
      reason: row?.reason ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export type SubmitOutcome = { submitted: string[]; refused: { name: string; error: string }[] };

/**
 * Submits each shipped template the account does not hold (never submitted, or deleted at Meta) and keeps
 * the state Meta answers; a refusal is kept nowhere and told to the owner with Meta's code. Reads every
 * state back first, so a template submitted from elsewhere is not sent twice.
 */
export async function submitTemplates(client: WhatsAppClient): Promise<SubmitOutcome> {
  const remote = await syncTemplateStates(client);
  const outcome: SubmitOutcome = { submitted: [], refused: [] };
  for (const template of MESSAGE_TEMPLATES) {
    if (remote.find((view) => view.name === template.name)?.state !== 'not_submitted') continue;
    try {
      const answer = await client.createTemplate(template);
      await keep(template, { state: stateOf(answer.status), reason: null, metaId: answer.id });
      outcome.submitted.push(template.name);
    } catch (error) {
      if (!(error instanceof WhatsAppApiError)) throw error;
      outcome.refused.push({ name: template.name, error: whatsappErrorText(error) });
    }
  }
  return outcome;
}

const remoteOf = (remote: RemoteTemplate[], template: MessageTemplate) => remote.find((found) => found.name === template.name && found.language === template.language);

/** Reads every template's state from the WhatsApp Business account and keeps those of the shipped ones. */
export async function syncTemplateStates(client: WhatsAppClient): Promise<TemplateView[]> {
  const remote = await client.listTemplates();
  const kept = new Map((await db.select().from(whatsappTemplates)).map((row) => [row.name, row]));
  for (const template of MESSAGE_TEMPLATES) {
    const found = remoteOf(remote, template);
    // Never submitted and still not there: nothing to keep.
    if (!found && !kept.has(template.name)) continue;
    await keep(template, found ? { state: stateOf(found.status), reason: found.rejectedReason, metaId: found.id } : { state: 'not_submitted', reason: null, metaId: null });
  }
  return templateStates();
}

/** Meta's refusal as the owner reads it: its words, its details and its code ("… (code 132001)"). */
export function whatsappErrorText(error: WhatsAppApiError) {
  const details = error.details && !error.message.includes(error.details) ? `: ${error.details}` : '';
  return `${error.message}${details} (code ${error.code || `HTTP ${error.httpStatus}`})`;
}
