'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { pickFields } from '@/server/audit/audit-changes';
import { db } from '@/server/db/client';
import { messagingSettings } from '@/server/db/schema';
import { getEnv, isTlsOrLoopback } from '@/server/env';
import { seal, type SealPurpose } from '@/server/settings/sealed-secret';
import { MESSAGING_SECRETS, messagingSettingsSchema, type MessagingSecret, type MessagingSettingsValues } from '@/lib/schemas/messaging-settings';
import type { MessagingScreenSettings } from '@/lib/schemas/messaging-settings';
import { forgetStoredMessagingSettings, type StoredMessagingSettings } from '../messaging-config';
import { messagingScreenSettings } from './settings-screen';

// Saves Settings → Messaging (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Settings or
// environment"), owners only (settings.messaging). Secrets are sealed before they are written and never
// logged: Activity records the other fields before and after, and only the names of the secrets replaced.
// A channel the WHATSAPP_* or TERMII_* variables set is theirs: nothing of it is saved.

const ROW_ID = 1;
const WHATSAPP_LOGGED = ['whatsappEnabled', 'whatsappApiUrl', 'whatsappApiVersion', 'whatsappPhoneNumberId', 'whatsappBusinessAccountId'] as const;
const SMS_LOGGED = ['smsEnabled', 'termiiApiUrl', 'termiiSenderId'] as const;

type Written = Partial<Omit<StoredMessagingSettings, 'id' | 'updatedAt'>>;
type FieldErrors = Partial<Record<keyof MessagingSettingsValues, string[]>>;

/** Each secret's column and the purpose it is sealed for (a sealed token does not open as the app secret). */
const SEALED: Record<MessagingSecret, { column: keyof Written; purpose: SealPurpose }> = {
  whatsappAccessToken: { column: 'whatsappAccessTokenSealed', purpose: 'whatsapp-access-token' },
  whatsappAppSecret: { column: 'whatsappAppSecretSealed', purpose: 'whatsapp-app-secret' },
  whatsappVerifyToken: { column: 'whatsappVerifyTokenSealed', purpose: 'whatsapp-verify-token' },
  termiiApiKey: { column: 'termiiApiKeySealed', purpose: 'termii-api-key' },
  termiiSecret: { column: 'termiiSecretSealed', purpose: 'termii-secret' },
};
const WHATSAPP_SECRETS: MessagingSecret[] = ['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken'];
const SMS_SECRETS: MessagingSecret[] = ['termiiApiKey', 'termiiSecret'];

function refusal(fieldErrors: FieldErrors) {
  const first = Object.values(fieldErrors).find((messages) => messages?.length)?.[0] ?? 'Check the fields marked.';
  return new ActionError<{ fieldErrors: FieldErrors }>(first, { fieldErrors });
}

/** In production the secrets go only over https (as env.ts asks of WHATSAPP_API_URL and TERMII_API_URL). */
function addressProblems(input: MessagingSettingsValues, channels: { whatsapp: boolean; sms: boolean }): FieldErrors {
  if (getEnv().NODE_ENV !== 'production') return {};
  const problems: FieldErrors = {};
  const plain = (url: string) => url !== '' && !isTlsOrLoopback(url);
  if (channels.whatsapp && plain(input.whatsappApiUrl)) problems.whatsappApiUrl = ['The Graph API address must start with https:// (plain http would send the token in clear text)'];
  if (channels.sms && plain(input.termiiApiUrl)) problems.termiiApiUrl = ['The Termii address must start with https:// (plain http would send the API key in clear text)'];
  return problems;
}

const sealedSecrets = (input: MessagingSettingsValues, names: MessagingSecret[]): Written =>
  Object.fromEntries(names.filter((name) => input[name]).map((name) => [SEALED[name].column, seal(input[name], SEALED[name].purpose)]));

/** The columns this save writes: each channel only when the environment does not set it. */
function columnsOf(input: MessagingSettingsValues, channels: { whatsapp: boolean; sms: boolean }): Written {
  return {
    ...(channels.whatsapp
      ? {
          whatsappEnabled: input.whatsappEnabled,
          whatsappApiUrl: input.whatsappApiUrl || null,
          whatsappApiVersion: input.whatsappApiVersion || null,
          whatsappPhoneNumberId: input.whatsappPhoneNumberId || null,
          whatsappBusinessAccountId: input.whatsappBusinessAccountId || null,
          ...sealedSecrets(input, WHATSAPP_SECRETS),
        }
      : {}),
    ...(channels.sms
      ? { smsEnabled: input.smsEnabled, termiiApiUrl: input.termiiApiUrl || null, termiiSenderId: input.termiiSenderId || null, ...sealedSecrets(input, SMS_SECRETS) }
      : {}),
  };
}

/** Switched on, a channel must hold its secrets, saved before or given now (the Termii secret is optional: without it reports are refused). */
function missingToTurnOn(after: StoredMessagingSettings): FieldErrors {
  const problems: FieldErrors = {};
  const needed: [boolean, MessagingSecret, string][] = [
    [after.whatsappEnabled, 'whatsappAccessToken', 'WhatsApp needs the access token to be on'],
    [after.whatsappEnabled, 'whatsappAppSecret', 'WhatsApp needs the app secret to be on'],
    [after.whatsappEnabled, 'whatsappVerifyToken', 'WhatsApp needs the verify token to be on'],
    [after.smsEnabled, 'termiiApiKey', 'SMS needs the API key to be on'],
  ];
  for (const [on, name, message] of needed) if (on && !after[SEALED[name].column as keyof StoredMessagingSettings]) problems[name] = [message];
  return problems;
}

export const saveMessagingSettingsAction = defineAction<typeof messagingSettingsSchema, StaffUser, MessagingScreenSettings, { fieldErrors: FieldErrors }>(
  { name: 'saveMessagingSettings', schema: messagingSettingsSchema, authorize: permitted('settings.messaging'), fallbackError: 'Failed to save the messaging settings.' },
  async (input) => {
    const env = getEnv();
    const channels = { whatsapp: !env.whatsapp, sms: !env.sms };
    const problems = addressProblems(input, channels);
    if (Object.keys(problems).length > 0) throw refusal(problems);
    const written = columnsOf(input, channels);
    await db.transaction(async (tx) => {
      await tx.insert(messagingSettings).values({ id: ROW_ID }).onConflictDoNothing();
      const [before] = await tx.select().from(messagingSettings).where(eq(messagingSettings.id, ROW_ID)).for('update');
      const after = { ...before!, ...written };
      const missing = missingToTurnOn(after);
      if (Object.keys(missing).length > 0) throw refusal(missing);
      await tx.update(messagingSettings).set({ ...written, updatedAt: new Date() }).where(eq(messagingSettings.id, ROW_ID));
      const logged = [...(channels.whatsapp ? WHATSAPP_LOGGED : []), ...(channels.sms ? SMS_LOGGED : [])];
      const replaced = (Object.keys(SEALED) as MessagingSecret[]).filter((name) => written[SEALED[name].column]).map((name) => MESSAGING_SECRETS[name]);
      await recordAudit(tx, {
        entityType: 'messaging_settings',
        entityId: ROW_ID,
        label: 'Messaging settings',
        action: 'update',
        before: pickFields(before, logged),
        after: pickFields(after, logged),
        ...(replaced.length > 0 ? { details: { replaced } } : {}),
      });
    });
    forgetStoredMessagingSettings();
    return messagingScreenSettings();
  },
);
