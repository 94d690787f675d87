import { handlePaystackWebhook } from '@/server/payments/paystack/webhook';

// Paystack's webhook URL (README, "Taking payments"). Authenticated by its signature, not by a
// session or an Origin check: see src/server/payments/paystack/webhook.ts.
export async function POST(request: Request) {
  return handlePaystackWebhook(request);
}
