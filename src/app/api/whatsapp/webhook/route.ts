import { answerWhatsAppHandshake, receiveWhatsAppWebhook } from '@/server/messaging/webhooks/whatsapp-webhook';

// WhatsApp's webhook URL (README, "Order updates on WhatsApp and SMS"): Meta's GET handshake, then its signed POSTs of
// statuses, customers' messages and template updates. Authenticated by the verify token and the
// signature, not by a session or an Origin check: see src/server/messaging/webhooks/.
export async function GET(request: Request) {
  return answerWhatsAppHandshake(request);
}

export async function POST(request: Request) {
  return receiveWhatsAppWebhook(request);
}
