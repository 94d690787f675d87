import { afterAll } from 'vitest';
import { db } from '@/server/db/client';
import { customers, messagingSettings } from '@/server/db/schema';
import { seal } from '@/server/settings/sealed-secret';
import { forgetStoredMessagingSettings } from '@/server/messaging/messaging-config';
import { startMessagingFake, type MessagingFake } from '../../helpers/messaging-fake';
import { insertOrder } from './orders';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the back office's messaging (src/server/messaging/actions): an order's and a customer's
// messages, Settings → Messaging's save (switched off, nothing typed), and the test message and templates,
// which need WhatsApp and SMS on: the settings point at the messaging stand-in, started on first use and
// closed with the test file.

let fake: Promise<MessagingFake> | null = null;
afterAll(async () => (await fake)?.close());

async function channelsOn() {
  fake ??= startMessagingFake();
  const { url, termiiUrl, config } = await fake;
  const access = {
    whatsappEnabled: true,
    whatsappApiUrl: url,
    whatsappApiVersion: config.apiVersion,
    whatsappPhoneNumberId: config.phoneNumberId,
    whatsappBusinessAccountId: config.businessAccountId,
    whatsappAccessTokenSealed: seal(config.accessToken, 'whatsapp-access-token'),
    whatsappAppSecretSealed: seal(config.appSecret, 'whatsapp-app-secret'),
    whatsappVerifyTokenSealed: seal(config.verifyToken, 'whatsapp-verify-token'),
    smsEnabled: true,
    termiiApiUrl: termiiUrl,
    termiiSenderId: config.termiiSenderId,
    termiiApiKeySealed: seal(config.termiiApiKey, 'termii-api-key'),
  };
  await db.insert(messagingSettings).values({ id: 1, ...access }).onConflictDoUpdate({ target: messagingSettings.id, set: access });
  forgetStoredMessagingSettings();
  return {};
}

async function insertCustomer() {
  const suffix = unique();
  const [row] = await db.insert(customers).values({ name: `Amaka Obi ${suffix}`, email: `amaka-${suffix}@example.com`, phone: '0803 123 4567' }).returning({ id: customers.id });
  return row!.id;
}

export const actions: ActionRegistry = {
  loadOrderMessagesAction: async () => ({ orderId: (await insertOrder()).id }),
  loadCustomerMessagingAction: async () => ({ customerId: await insertCustomer() }),
  saveMessagingSettingsAction: async () => ({
    whatsappEnabled: false,
    whatsappApiUrl: '',
    whatsappApiVersion: '',
    whatsappPhoneNumberId: '',
    whatsappBusinessAccountId: '',
    whatsappAccessToken: '',
    whatsappAppSecret: '',
    whatsappVerifyToken: '',
    smsEnabled: false,
    termiiApiUrl: '',
    termiiSenderId: '',
    termiiApiKey: '',
    termiiSecret: '',
  }),
  sendTestMessageAction: async () => ({ ...(await channelsOn()), phone: '0803 123 4567', kind: 'sms' }),
  submitTemplatesAction: channelsOn,
  syncTemplatesAction: channelsOn,
};

export const queries: QueryRegistry = {
  readOrderMessages: async () => [(await insertOrder()).id],
  readCustomerMessaging: async () => [await insertCustomer()],
};
