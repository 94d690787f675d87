import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { messagingSettings } from '@/server/db/schema';
import { getEnv, type TermiiConfig, type WhatsAppConfig } from '@/server/env';
import { logger } from '@/server/logger';
import { unseal, UnreadableSealError } from '@/server/settings/sealed-secret';

// Where WhatsApp and SMS are configured (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Settings
// or environment"): each channel from the WHATSAPP_* or TERMII_* environment variables when they are set,
// which win, else from the owners' Settings → Messaging row when it is switched on and complete. Every
// order asks (queue-message.ts), so the row is kept in memory for SETTINGS_KEPT_MS and forgotten at once
// when this process saves it; a shop configured by the environment alone never reads it.

const ROW_ID = 1;
export const SETTINGS_KEPT_MS = 30_000;
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com';
export const DEFAULT_WHATSAPP_API_VERSION = 'v24.0';
export const DEFAULT_TERMII_API_URL = 'https://v3.api.termii.com';

export type StoredMessagingSettings = typeof messagingSettings.$inferSelect;
export type ConfigSource = 'env' | 'settings';

export type MessagingConfig = {
  whatsapp: WhatsAppConfig | null;
  sms: TermiiConfig | null;
  source: { whatsapp: ConfigSource | null; sms: ConfigSource | null };
};

type ReadOptions = { fresh?: boolean; database?: Database | Transaction };

let kept: { row: StoredMessagingSettings | null; until: number } | null = null;
let generation = 0;

/** The Settings → Messaging row (null before migration 0053 inserted it). */
export async function storedMessagingSettings({ fresh = false, database = db }: ReadOptions = {}): Promise<StoredMessagingSettings | null> {
  if (!fresh && kept && kept.until > Date.now()) return kept.row;
  const started = generation;
  const [row] = await database.select().from(messagingSettings).where(eq(messagingSettings.id, ROW_ID));
  if (started === generation) kept = { row: row ?? null, until: Date.now() + SETTINGS_KEPT_MS };
  return row ?? null;
}

/** Called once a save (or a token alert) has committed: this process reads the row again at its next question. */
export function forgetStoredMessagingSettings() {
  generation += 1;
  kept = null;
}

/** The row's WhatsApp access, unsealed, when it is switched on and complete. */
export function storedWhatsApp(row: StoredMessagingSettings | null): WhatsAppConfig | null {
  if (!row?.whatsappEnabled) return null;
  const { whatsappPhoneNumberId, whatsappBusinessAccountId, whatsappAccessTokenSealed, whatsappAppSecretSealed, whatsappVerifyTokenSealed } = row;
  if (!whatsappPhoneNumberId || !whatsappBusinessAccountId || !whatsappAccessTokenSealed || !whatsappAppSecretSealed || !whatsappVerifyTokenSealed) return null;
  return {
    apiUrl: (row.whatsappApiUrl || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    apiVersion: row.whatsappApiVersion || DEFAULT_WHATSAPP_API_VERSION,
    phoneNumberId: whatsappPhoneNumberId,
    businessAccountId: whatsappBusinessAccountId,
    accessToken: unseal(whatsappAccessTokenSealed, 'whatsapp-access-token'),
    appSecret: unseal(whatsappAppSecretSealed, 'whatsapp-app-secret'),
    verifyToken: unseal(whatsappVerifyTokenSealed, 'whatsapp-verify-token'),
  };
}

/** The row's Termii access, unsealed, when it is switched on and complete. */
export function storedSms(row: StoredMessagingSettings | null): TermiiConfig | null {
  if (!row?.smsEnabled || !row.termiiApiKeySealed || !row.termiiSenderId) return null;
  return {
    apiUrl: (row.termiiApiUrl || DEFAULT_TERMII_API_URL).replace(/\/+$/, ''),
    apiKey: unseal(row.termiiApiKeySealed, 'termii-api-key'),
    senderId: row.termiiSenderId,
    secret: row.termiiSecretSealed ? unseal(row.termiiSecretSealed, 'termii-secret') : null,
  };
}

/** A channel whose saved secrets this server cannot open (its secret changed) is off until they are typed again. */
function opened<T>(channel: string, open: () => T | null): T | null {
  try {
    return open();
  } catch (error) {
    if (!(error instanceof UnreadableSealError)) throw error;
    logger.warn({ channel }, 'Messaging settings cannot be opened with this server secret: the channel is off until they are saved again');
    return null;
  }
}

/**
 * WhatsApp and SMS as configured now; either may be null (off). Pass the caller's transaction when it holds
 * one: the embedded database has one connection.
 */
export async function messagingConfig(database?: Database | Transaction): Promise<MessagingConfig> {
  const env = getEnv();
  const row = env.whatsapp && env.sms ? null : await storedMessagingSettings({ database });
  const whatsapp = env.whatsapp ?? opened('whatsapp', () => storedWhatsApp(row));
  const sms = env.sms ?? opened('sms', () => storedSms(row));
  return {
    whatsapp,
    sms,
    source: { whatsapp: env.whatsapp ? 'env' : whatsapp ? 'settings' : null, sms: env.sms ? 'env' : sms ? 'settings' : null },
  };
}
