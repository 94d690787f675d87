import 'server-only';
import { messagingConfig } from '@/server/messaging/messaging-config';
import { receiveWebhook } from './receive-webhook';
import { hasValidTermiiSignature } from './signatures';
import { termiiEvents } from './termii-payload';

// POST /api/sms/termii: Termii's delivery reports (docs/security.md, "Messaging webhooks"). Without
// TERMII_SECRET (or its setting) no report can be trusted, so none is taken.
export async function receiveTermiiReport(request: Request): Promise<Response> {
  return receiveWebhook(request, {
    provider: 'termii',
    secret: (await messagingConfig()).sms?.secret ?? null,
    signatureHeader: 'x-termii-signature',
    isSigned: hasValidTermiiSignature,
    eventsOf: (body) => termiiEvents(body),
  });
}
