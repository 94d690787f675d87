// The messaging webhooks' URLs and the largest body they take (docs/security.md, "Messaging webhooks"):
// Meta batches up to 1,000 updates in one POST, far above the 64 KB of other /api routes; whatsapp-api-js
// takes up to 3 MiB. Shared by the HTTP server's cap (scripts/lib/body-limit.ts) and the routes' own.

export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
export const TERMII_WEBHOOK_PATH = '/api/sms/termii';
export const MESSAGING_WEBHOOK_MAX_BYTES = 3 * 1024 * 1024;
