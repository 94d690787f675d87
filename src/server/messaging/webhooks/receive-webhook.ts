import 'server-only';
import { logger } from '@/server/logger';
import { readCappedBody } from '@/server/http/read-capped-body';
import { MESSAGING_WEBHOOK_MAX_BYTES } from '@/lib/messaging/webhook-limits';
import { storeWebhookEvents } from './store-webhook-events';
import type { ReceivedEvent, WebhookProvider } from './webhook-events';

// The POST side of both messaging webhooks (docs/security.md, "Messaging webhooks"): the raw body, capped,
// its signature checked on those exact bytes before a byte is parsed; a forged or unsigned request gets 401
// and nothing is stored. A signed body is stored event by event and answered 200 at once; one the shop
// cannot read is answered 200 too (the provider would only send it again). 500 when the database failed,
// so the provider retries.

export type WebhookReceiver = {
  provider: WebhookProvider;
  /** The provider's secret; null when the channel is not configured (503). */
  secret: string | null;
  signatureHeader: string;
  isSigned: (rawBody: Uint8Array, header: string | null, secret: string) => boolean;
  eventsOf: (body: unknown) => ReceivedEvent[];
  /** The body's text as JSON (default JSON.parse). */
  parse?: (text: string) => unknown;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function receiveWebhook(request: Request, receiver: WebhookReceiver): Promise<Response> {
  const { provider, secret } = receiver;
  if (!secret) return answer(503, { error: 'This channel is not configured on this shop.' });
  const raw = await readCappedBody(request, MESSAGING_WEBHOOK_MAX_BYTES);
  if (!raw) return answer(413, { error: 'The request is too large.' });
  if (!receiver.isSigned(raw, request.headers.get(receiver.signatureHeader), secret)) {
    logger.warn({ provider }, 'Messaging webhook refused: missing or wrong signature');
    return answer(401, { error: 'Invalid signature.' });
  }

  let body: unknown;
  try {
    body = (receiver.parse ?? JSON.parse)(Buffer.from(raw).toString('utf8'));
  } catch {
    logger.warn({ provider }, 'Messaging webhook signed but not JSON');
    return answer(200, { received: 0 });
  }
  const events = receiver.eventsOf(body);
  try {
    const stored = await storeWebhookEvents(provider, events);
    return answer(200, { received: events.length, stored });
  } catch (error) {
    logger.error({ err: error, provider }, 'Messaging webhook not stored; the provider will send it again');
    return answer(500, { error: 'Could not take the event now.' });
  }
}
