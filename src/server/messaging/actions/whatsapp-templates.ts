'use server';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { templatesActionSchema } from '@/lib/schemas/messaging-admin';
import { messagingConfig } from '../messaging-config';
import { submitTemplates, syncTemplateStates, templateStates, whatsappErrorText, type SubmitOutcome, type TemplateView } from '../template-sync';
import { whatsappClient, WhatsAppApiError } from '../whatsapp-client';

// Settings → Messaging's "Submit templates" and "Sync states" (docs/decisions/0080-whatsapp-and-sms-order-updates.md),
// owners only, each recorded in Activity: they ask Meta with WhatsApp's saved access, so WhatsApp must be on.

async function client() {
  const { whatsapp } = await messagingConfig();
  if (!whatsapp) throw new ActionError('WhatsApp is off: save every WhatsApp value with WhatsApp switched on first.');
  return whatsappClient(whatsapp);
}

async function askingMeta<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WhatsAppApiError) throw new ActionError(`WhatsApp refused it: ${whatsappErrorText(error)}`);
    throw error;
  }
}

const audit = (action: string, details: Record<string, unknown>) =>
  recordAudit(db, { entityType: 'messaging_settings', entityId: 1, label: 'Messaging settings', action, details });

export const submitTemplatesAction = defineAction<typeof templatesActionSchema, StaffUser, SubmitOutcome & { templates: TemplateView[] }>(
  { name: 'submitTemplates', schema: templatesActionSchema, authorize: permitted('settings.messaging'), fallbackError: 'The templates could not be submitted.' },
  async () => {
    const whatsapp = await client();
    const outcome = await askingMeta(() => submitTemplates(whatsapp));
    await audit('templates_submitted', { submitted: outcome.submitted, refused: outcome.refused.map(({ name }) => name) });
    return { ...outcome, templates: await templateStates() };
  },
);

export const syncTemplatesAction = defineAction<typeof templatesActionSchema, StaffUser, TemplateView[]>(
  { name: 'syncTemplates', schema: templatesActionSchema, authorize: permitted('settings.messaging'), fallbackError: 'The template states could not be read.' },
  async () => {
    const whatsapp = await client();
    const templates = await askingMeta(() => syncTemplateStates(whatsapp));
    await audit('templates_synced', { states: Object.fromEntries(templates.map(({ name, state }) => [name, state])) });
    return templates;
  },
);
