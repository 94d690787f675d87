import 'server-only';

// Meta lets a business number send 80 messages a second by default and refuses the rest with 130429. A
// process paces its own sends a little under that, so a burst (a sale's updates, a thousand drafts' links)
// goes out at the rate Meta takes instead of being refused and retried later. Each process paces itself:
// two instances sending at full speed at once can still meet 130429, which waits and retries
// (send-by-whatsapp.ts).

/** A margin under Meta's 80, so that network jitter never bunches two seconds' sends into one. */
const SENDS_PER_SECOND = 75;
const SPACING_MS = 1000 / SENDS_PER_SECOND;

let nextSlotAt = 0;

/** Resolves when this process may send its next WhatsApp message. */
export async function waitForSendSlot(signal: AbortSignal): Promise<void> {
  const now = performance.now();
  const slot = Math.max(now, nextSlotAt);
  nextSlotAt = slot + SPACING_MS;
  if (slot <= now) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, slot - now);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
