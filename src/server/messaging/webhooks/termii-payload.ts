import 'server-only';
import { z } from 'zod';
import type { ReceivedEvent, ReportedState } from './webhook-events';

// Termii's delivery report (docs/decisions/0080-whatsapp-and-sms-order-updates.md): one message per POST,
// its status as words ("DELIVERED | Message delivered to handset", "Message Sent", "Message Failed",
// "DND Active on Phone Number", …), mapped onto the states WhatsApp's statuses use.

const reportSchema = z.object({
  message_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(200)),
  status: z.string().min(1).max(500),
});

/** The state a Termii status stands for; null for one the shop does not know (kept, changes nothing). */
export function termiiState(status: string): ReportedState | null {
  const words = status.toLowerCase();
  if (/fail|dnd|reject|expire|undeliver|invalid/.test(words)) return 'failed';
  if (words.startsWith('delivered') || words.includes('delivered to')) return 'delivered';
  if (words.includes('sent')) return 'sent';
  return null;
}

export function termiiEvents(body: unknown, received = new Date()): ReceivedEvent[] {
  const report = reportSchema.safeParse(body);
  if (!report.success) return [];
  const { message_id: messageId, status } = report.data;
  const state = termiiState(status);
  if (!state) return [];
  const label = status.split('|')[0]!.trim();
  return [
    {
      id: `termii:${messageId}:${label.toLowerCase()}`,
      event: {
        kind: 'status',
        providerMessageId: messageId,
        state,
        at: received.toISOString(),
        error: state === 'failed' ? { code: label, reason: status.trim() } : null,
        pricing: null,
      },
    },
  ];
}
