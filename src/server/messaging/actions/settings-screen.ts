import 'server-only';
import { getEnv } from '@/server/env';
import { siteUrl } from '@/server/site-url';
import type { MessagingScreenSettings } from '@/lib/schemas/messaging-settings';
import { messagingConfig, storedMessagingSettings } from '../messaging-config';
import { messagingAlert } from '../token-alert';

// What Settings → Messaging shows (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Settings or
// environment"): each channel's values from the WHATSAPP_* or TERMII_* variables when set (they win), else
// from the owners' row; of every secret only whether it is stored. Callers check settings.messaging.

export async function messagingScreenSettings(): Promise<MessagingScreenSettings> {
  const env = getEnv();
  const [row, config, alert] = await Promise.all([storedMessagingSettings({ fresh: true }), messagingConfig(), messagingAlert()]);
  const whatsapp = env.whatsapp
    ? {
        fromEnv: true,
        enabled: true,
        apiUrl: env.whatsapp.apiUrl,
        apiVersion: env.whatsapp.apiVersion,
        phoneNumberId: env.whatsapp.phoneNumberId,
        businessAccountId: env.whatsapp.businessAccountId,
        accessTokenSet: true,
        appSecretSet: true,
        verifyTokenSet: true,
      }
    : {
        fromEnv: false,
        enabled: row?.whatsappEnabled ?? false,
        apiUrl: row?.whatsappApiUrl ?? '',
        apiVersion: row?.whatsappApiVersion ?? '',
        phoneNumberId: row?.whatsappPhoneNumberId ?? '',
        businessAccountId: row?.whatsappBusinessAccountId ?? '',
        accessTokenSet: Boolean(row?.whatsappAccessTokenSealed),
        appSecretSet: Boolean(row?.whatsappAppSecretSealed),
        verifyTokenSet: Boolean(row?.whatsappVerifyTokenSealed),
      };
  const sms = env.sms
    ? { fromEnv: true, enabled: true, apiUrl: env.sms.apiUrl, senderId: env.sms.senderId, apiKeySet: true, secretSet: Boolean(env.sms.secret) }
    : {
        fromEnv: false,
        enabled: row?.smsEnabled ?? false,
        apiUrl: row?.termiiApiUrl ?? '',
        senderId: row?.termiiSenderId ?? '',
        apiKeySet: Boolean(row?.termiiApiKeySealed),
        secretSet: Boolean(row?.termiiSecretSealed),
      };
  return {
    whatsapp: { ...whatsapp, on: config.whatsapp !== null },
    sms: { ...sms, on: config.sms !== null },
    webhooks: { whatsapp: siteUrl('/api/whatsapp/webhook'), termii: siteUrl('/api/sms/termii') },
    alert,
  };
}

