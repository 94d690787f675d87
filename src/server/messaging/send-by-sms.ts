import 'server-only';
import type { TermiiConfig } from '@/server/env';
import { markAccepted, settleMessage, type QueuedMessage } from './message-outcome';
import { TermiiApiError, termiiClient } from './termii-client';

// One queued message by SMS through Termii, on the dnd route that order updates use
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md). A refusal is final and says why; an outage throws,
// so the job retries it after its backoff.

export async function sendBySms(message: QueuedMessage & { phone: string }, sms: TermiiConfig | null, signal: AbortSignal) {
  if (!sms) return settleMessage(message.id, { state: 'not_sent', note: 'SMS is not configured; the update went by email' });
  try {
    const { messageId } = await termiiClient(sms).sendSms({ to: message.phone, text: message.body, channel: 'dnd', signal });
    await markAccepted(message.id, { providerMessageId: messageId, channel: 'sms' });
  } catch (error) {
    if (!(error instanceof TermiiApiError) || !error.refused) throw error;
    await settleMessage(message.id, { state: 'failed', note: 'Termii refused the SMS; the update went by email', errorCode: String(error.httpStatus), errorReason: error.message });
  }
}
