import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { messagingConfig } from '@/server/messaging/messaging-config';
import { receiveWebhook } from './receive-webhook';
import { hasValidWhatsAppSignature } from './signatures';
import { parseWhatsAppBody, whatsappEvents } from './whatsapp-payload';

// GET and POST /api/whatsapp/webhook (docs/security.md, "Messaging webhooks").

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Meta's subscription check: the bare challenge, as text, when the verify token is ours; 403 otherwise. */
export async function answerWhatsAppHandshake(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const verifyToken = (await messagingConfig()).whatsapp?.verifyToken;
  const token = query.get('hub.verify_token');
  const challenge = query.get('hub.challenge');
  if (!verifyToken || query.get('hub.mode') !== 'subscribe' || token === null || challenge === null || !sameText(token, verifyToken)) {
    return new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function receiveWhatsAppWebhook(request: Request): Promise<Response> {
  return receiveWebhook(request, {
    provider: 'whatsapp',
    secret: (await messagingConfig()).whatsapp?.appSecret ?? null,
    signatureHeader: 'x-hub-signature-256',
    isSigned: hasValidWhatsAppSignature,
    eventsOf: (body) => whatsappEvents(body),
    parse: parseWhatsAppBody,
  });
}
