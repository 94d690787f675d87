import { WHATSAPP_WINDOW_MS } from './conversations';

// Meta's 24-hour window (docs/decisions/0081-one-inbox.md): free-form replies on WhatsApp are allowed for
// 24 hours after the customer's last message; after that only an approved template. The server decides
// with it when a reply is sent, the reply box when it shows the time left.

/** Why a free-form reply is refused once the window has closed (the action's answer, the reply box's words). */
export const WINDOW_CLOSED =
  'The customer last wrote on WhatsApp more than 24 hours ago: WhatsApp only lets the shop send an approved template until they write again. Send the follow-up template below.';

/** Milliseconds of the window left at `now`; 0 once it has closed, or when the customer never wrote on WhatsApp. */
export function windowLeftMs(lastInboundAt: Date | null, now = Date.now()): number {
  if (!lastInboundAt) return 0;
  return Math.max(0, lastInboundAt.getTime() + WHATSAPP_WINDOW_MS - now);
}

/** "23 h 5 min", "12 min": the window's time left, as the reply box says it. */
export function formatWindowLeft(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
