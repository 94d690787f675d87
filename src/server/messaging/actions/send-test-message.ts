'use server';
import { randomUUID } from 'node:crypto';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { testMessageSchema } from '@/lib/schemas/messaging-admin';
import { messagingConfig } from '../messaging-config';
import { MESSAGE_TEMPLATES } from '../message-templates';
import { termiiClient, TermiiApiError } from '../termii-client';
import { whatsappClient, WhatsAppApiError } from '../whatsapp-client';
import { whatsappErrorText } from '../template-sync';

// Settings → Messaging's "Send a test message" (docs/decisions/0080-whatsapp-and-sms-order-updates.md),
// owners only: one message now, through the same clients the updates use, and the provider's answer or
// refusal shown as it came (Meta's code: 131047 outside the 24-hour window, 132001 a template not approved,
// 190 a token refused). Recorded in Activity with the number it went to; not a message of any order.

const TEST_TEXT = 'A test message from the shop: WhatsApp and SMS updates are connected.';
/** The first shipped template (order placed), filled with its examples: what a customer would receive. */
const SAMPLE = MESSAGE_TEMPLATES[0]!;

export type TestMessageAnswer = { channel: 'whatsapp' | 'sms'; to: string; id: string; what: string };

export const sendTestMessageAction = defineAction<typeof testMessageSchema, StaffUser, TestMessageAnswer>(
  { name: 'sendTestMessage', schema: testMessageSchema, authorize: permitted('settings.messaging'), fallbackError: 'The test message could not be sent.' },
  async (input) => {
    const to = toE164Nigeria(input.phone)!;
    const config = await messagingConfig();
    let answer: TestMessageAnswer;
    try {
      if (input.kind === 'sms') {
        if (!config.sms) throw new ActionError('SMS is off: save Termii’s API key and sender ID with SMS switched on first.');
        const { messageId } = await termiiClient(config.sms).sendSms({ to, text: TEST_TEXT, channel: 'dnd' });
        answer = { channel: 'sms', to, id: messageId, what: 'A test SMS on the DND route' };
      } else {
        if (!config.whatsapp) throw new ActionError('WhatsApp is off: save every WhatsApp value with WhatsApp switched on first.');
        const client = whatsappClient(config.whatsapp);
        const options = { to, callbackData: `test:${randomUUID()}` };
        const sent = input.kind === 'whatsapp_text' ? await client.sendText(TEST_TEXT, options) : await client.sendTemplate(SAMPLE, SAMPLE.examples, options);
        answer = { channel: 'whatsapp', to, id: sent.wamid, what: input.kind === 'whatsapp_text' ? 'A free-form text' : `The template ${SAMPLE.name} with its example values` };
      }
    } catch (error) {
      if (error instanceof WhatsAppApiError) throw new ActionError(`WhatsApp refused it: ${whatsappErrorText(error)}`);
      if (error instanceof TermiiApiError) throw new ActionError(`Termii refused it: ${error.message} (HTTP ${error.httpStatus})`);
      throw error;
    }
    await recordAudit(db, { entityType: 'messaging_settings', entityId: 1, label: 'Messaging settings', action: 'test_message_sent', details: { ...answer } });
    return answer;
  },
);
