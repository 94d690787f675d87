import { receiveTermiiReport } from '@/server/messaging/webhooks/termii-webhook';

// Termii's delivery reports (README, "Order updates on WhatsApp and SMS"): signed POSTs, authenticated
// by the signature, not by a session or an Origin check: see src/server/messaging/webhooks/.
export async function POST(request: Request) {
  return receiveTermiiReport(request);
}
