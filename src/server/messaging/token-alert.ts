import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingSettings } from '@/server/db/schema';
import { forgetStoredMessagingSettings, messagingConfig, storedMessagingSettings } from './messaging-config';

// Meta refused the access token (190: expired or revoked) (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// sending on WhatsApp stops, every message waits in its job, and the owners see a warning on the dashboard
// until a token with another fingerprint is in force (saved on Settings → Messaging, or a new
// WHATSAPP_ACCESS_TOKEN and a restart). The row keeps a fingerprint, never the token.

/** The first 16 hex digits of the token's SHA-256: enough to tell a replaced token, useless to anyone holding it. */
function fingerprint(token: string) {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}

export async function recordTokenRefused(token: string) {
  await db
    .insert(messagingSettings)
    .values({ id: 1, whatsappTokenRefusedAt: new Date(), whatsappTokenRefusedFingerprint: fingerprint(token) })
    .onConflictDoUpdate({ target: messagingSettings.id, set: { whatsappTokenRefusedAt: new Date(), whatsappTokenRefusedFingerprint: fingerprint(token) } });
  forgetStoredMessagingSettings();
}

/** When Meta refused this very token (still in force); null when it was not, or it has been replaced. */
async function refusedAt(token: string): Promise<Date | null> {
  const row = await storedMessagingSettings({ fresh: true });
  return row?.whatsappTokenRefusedAt && row.whatsappTokenRefusedFingerprint === fingerprint(token) ? row.whatsappTokenRefusedAt : null;
}

/** Whether sending with `token` must wait: Meta refused it and it has not been replaced since. */
export async function tokenStillRefused(token: string): Promise<boolean> {
  return (await refusedAt(token)) !== null;
}

/** Clears the warning once a message went out: the token in force works. */
export async function clearTokenAlert() {
  const row = await storedMessagingSettings();
  if (!row?.whatsappTokenRefusedAt) return;
  await db.update(messagingSettings).set({ whatsappTokenRefusedAt: null, whatsappTokenRefusedFingerprint: null }).where(eq(messagingSettings.id, 1));
  forgetStoredMessagingSettings();
}

/** The owners' dashboard warning while WhatsApp messages wait for a new token; null when none wait. */
export async function messagingAlert(): Promise<string | null> {
  const { whatsapp, source } = await messagingConfig();
  if (!whatsapp) return null;
  const at = await refusedAt(whatsapp.accessToken);
  if (!at) return null;
  const where = source.whatsapp === 'env' ? 'WHATSAPP_ACCESS_TOKEN (then restart the shop)' : 'Settings → Messaging';
  return `WhatsApp refused the shop's access token (expired or revoked) on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC: order updates on WhatsApp are waiting, none lost. Enter a new permanent token in ${where}.`;
}
