// @postgres: the month's cost counts Lagos calendar months in SQL (at time zone, date_trunc)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db/client';
import { customers, messagingSettings, whatsappTemplates } from '@/server/db/schema';
import { unseal } from '@/server/settings/sealed-secret';
import { saveMessagingSettingsAction } from '@/server/messaging/actions/save-messaging-settings';
import { sendTestMessageAction } from '@/server/messaging/actions/send-test-message';
import { submitTemplatesAction, syncTemplatesAction } from '@/server/messaging/actions/whatsapp-templates';
import { messagingConfig } from '@/server/messaging/messaging-config';
import { MESSAGE_TEMPLATES } from '@/server/messaging/message-templates';
import type { MessagingSettingsInput } from '@/lib/schemas/messaging-settings';
import { recordConsent } from '@/server/messaging/consent';
import { loadCustomerMessagingAction } from '@/server/messaging/actions/load-customer-messaging';
import { loadOrderMessagesAction } from '@/server/messaging/actions/load-order-messages';
import { readMessagingCost, readMessagingSettingsScreen } from '@/server/messaging/message-reads';
import { recordTokenRefused } from '@/server/messaging/token-alert';
import { AccessDeniedError } from '@/server/auth/session';
import { CONSENT_WORDS } from '@/lib/messaging/consent-words';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newBuyer, newMessageRow, newOrderRow, unique } from '../helpers/factories';
import { auditEntriesOf } from '../helpers/audit-entries';
import { startMessagingFake, type MessagingFake } from '../helpers/messaging-fake';

// The back office's messaging (docs/decisions/0080-whatsapp-and-sms-order-updates.md) on a real database:
// an order's and a customer's messages with their states and consent, the month's cost from Meta's
// pricing, Settings → Messaging's save (secrets sealed, never read back), its test message and the
// templates' submission and sync against the WhatsApp and Termii stand-in (tests/helpers/messaging-fake.ts);
// each for the roles that may use it and refused to the others.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const PHONE = '+2348031234567';
const HOUR = 3_600_000;

describe('the messages of an order and of a customer', () => {
  let order: Awaited<ReturnType<typeof newOrderRow>>;
  let customerId: string;

  beforeAll(async () => {
    const email = `amaka-${unique()}@example.com`;
    const buyer = await newBuyer({ email });
    order = await newOrderRow({ customerEmail: email, customerPhone: '0803 123 4567' });
    const [customer] = await db.insert(customers).values({ name: 'Amaka Obi', email, phone: '0803 123 4567' }).returning({ id: customers.id });
    customerId = customer!.id;
    const failed = await newMessageRow({
      orderId: order.id,
      event: 'order_paid',
      template: 'order_paid_v1',
      state: 'failed',
      errorCode: '131026',
      errorReason: 'Message undeliverable',
      createdAt: new Date(Date.now() - 2 * HOUR),
      stateAt: new Date(Date.now() - 2 * HOUR),
    });
    await newMessageRow({
      orderId: order.id,
      event: 'order_paid',
      channel: 'sms',
      template: null,
      state: 'sent',
      replacesId: failed.id,
      note: 'WhatsApp could not deliver: sent by SMS',
      createdAt: new Date(Date.now() - HOUR),
    });
    await newMessageRow({ orderId: order.id, createdAt: new Date(Date.now() - 3 * HOUR) });
    // Another order's message, and a marketing one to the customer's account with no order.
    await newMessageRow({ orderId: (await newOrderRow()).id, phone: '+2348059990000' });
    await newMessageRow({ userId: buyer.id, event: 'back_in_stock', purpose: 'marketing', template: 'back_in_stock_v1', phone: null, state: 'read' });
    await db.transaction(async (tx) => {
      await recordConsent(tx, { phone: '0803 123 4567', purpose: 'order_updates', granted: true, source: 'checkout', wordsShown: CONSENT_WORDS.order_updates });
      await recordConsent(tx, { phone: '0803 123 4567', purpose: 'marketing', granted: true, source: 'account', wordsShown: CONSENT_WORDS.marketing });
      await recordConsent(tx, { phone: PHONE, purpose: 'marketing', granted: false, source: 'whatsapp_stop', wordsShown: 'STOP' });
    });
  });

  it("lists every message about an order, newest first, with its state, failure and the fallback's note", async () => {
    const result = await as(callers.admin, () => loadOrderMessagesAction({ orderId: order.id }));
    if (!result.ok) throw new Error(result.error);
    expect(result.data.map(({ channel, event, state }) => `${event} ${channel} ${state}`)).toEqual([
      'order_paid sms sent',
      'order_paid whatsapp failed',
      'order_placed whatsapp delivered',
    ]);
    expect(result.data[0]).toMatchObject({ note: 'WhatsApp could not deliver: sent by SMS', replacesId: result.data[1]!.id, orderNumber: order.orderNumber });
    expect(result.data[1]).toMatchObject({ errorCode: '131026', errorReason: 'Message undeliverable', template: 'order_paid_v1', phone: PHONE });

    // Fulfilment sees orders; a content editor does not, nor a shopper.
    expect(await as(await callers.staff('fulfilment'), () => loadOrderMessagesAction({ orderId: order.id }))).toMatchObject({ ok: true });
    expect(await as(await callers.staff('content'), () => loadOrderMessagesAction({ orderId: order.id }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(callers.shopper, () => loadOrderMessagesAction({ orderId: order.id }))).toMatchObject({ ok: false, code: 'not-admin' });
  });

  it("shows a customer's messages (to their phone, their account and their orders) and their consent, a STOP said as such", async () => {
    const result = await as(await callers.staff('accountant'), () => loadCustomerMessagingAction({ customerId }));
    if (!result.ok || !result.data) throw new Error(JSON.stringify(result));
    expect(result.data.phone).toBe(PHONE);
    expect(result.data.messages.map(({ event, channel }) => `${event} ${channel}`).sort()).toEqual(
      ['back_in_stock whatsapp', 'order_paid sms', 'order_paid whatsapp', 'order_placed whatsapp'].sort(),
    );
    expect(result.data.consent.order_updates).toMatchObject({ granted: true, source: 'checkout' });
    // The latest word wins: the STOP written after agreeing on My Account.
    expect(result.data.consent.marketing).toMatchObject({ granted: false, source: 'whatsapp_stop' });

    expect(await as(callers.admin, () => loadCustomerMessagingAction({ customerId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ ok: true, data: null });
    expect(await as(await callers.staff('fulfilment'), () => loadCustomerMessagingAction({ customerId }))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe("the month's messaging cost", () => {
  it("counts this month's and last month's billable messages by Meta's category, and the free ones, for the owners only", async () => {
    const before = await as(callers.admin, () => readMessagingCost());
    const count = (month: typeof before.thisMonth, category: string) => month.billable.find((row) => row.category === category)?.count ?? 0;
    // Mid-month by Lagos time is within the month whatever day the test runs.
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1, 15);
    for (const values of [
      { billable: true, pricingCategory: 'utility' },
      { billable: true, pricingCategory: 'utility' },
      { billable: true, pricingCategory: 'marketing' },
      { billable: false, pricingCategory: 'service' },
      { billable: true, pricingCategory: 'utility', createdAt: lastMonth },
      // Not priced yet (no delivery reported): not counted.
      { billable: null, pricingCategory: null },
    ]) {
      await newMessageRow(values);
    }
    const after = await as(callers.admin, () => readMessagingCost());
    expect(count(after.thisMonth, 'utility') - count(before.thisMonth, 'utility')).toBe(2);
    expect(count(after.thisMonth, 'marketing') - count(before.thisMonth, 'marketing')).toBe(1);
    expect(after.thisMonth.free - before.thisMonth.free).toBe(1);
    expect(count(after.lastMonth, 'utility') - count(before.lastMonth, 'utility')).toBe(1);
    expect(after.lastMonth.month).toBe(lastMonth.toISOString().slice(0, 7));

    await expect(as(await callers.staff('manager'), () => readMessagingCost())).rejects.toBeInstanceOf(AccessDeniedError);
  });
});

describe('Settings → Messaging', () => {
  let fake: MessagingFake;
  beforeAll(async () => {
    fake = await startMessagingFake();
  });
  afterAll(() => fake.close());

  const settings = (changes: Partial<MessagingSettingsInput> = {}): MessagingSettingsInput => ({
    whatsappEnabled: true,
    whatsappApiUrl: fake.url,
    whatsappApiVersion: fake.config.apiVersion,
    whatsappPhoneNumberId: fake.config.phoneNumberId,
    whatsappBusinessAccountId: fake.config.businessAccountId,
    whatsappAccessToken: fake.config.accessToken,
    whatsappAppSecret: fake.config.appSecret,
    whatsappVerifyToken: fake.config.verifyToken,
    smsEnabled: true,
    termiiApiUrl: fake.termiiUrl,
    termiiSenderId: fake.config.termiiSenderId,
    termiiApiKey: fake.config.termiiApiKey,
    termiiSecret: fake.config.termiiSecret,
    ...changes,
  });

  it('an owner saves WhatsApp and Termii: the secrets sealed, never read back nor logged, a later save keeping them; a manager is refused', async () => {
    const manager = await callers.staff('manager');
    expect(await as(manager, () => saveMessagingSettingsAction(settings()))).toMatchObject({ ok: false, code: 'forbidden' });
    // Switched on without its secrets, a channel is refused at the field.
    expect(await as(callers.admin, () => saveMessagingSettingsAction(settings({ whatsappAccessToken: '' })))).toMatchObject({
      ok: false,
      details: { fieldErrors: { whatsappAccessToken: ['WhatsApp needs the access token to be on'] } },
    });

    const saved = await as(callers.admin, () => saveMessagingSettingsAction(settings()));
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.data.whatsapp).toMatchObject({ fromEnv: false, on: true, accessTokenSet: true, appSecretSet: true, verifyTokenSet: true, phoneNumberId: fake.config.phoneNumberId });
    expect(saved.data.sms).toMatchObject({ on: true, apiKeySet: true, secretSet: true, senderId: fake.config.termiiSenderId });
    const [row] = await db.select().from(messagingSettings);
    expect(row!.whatsappAccessTokenSealed).toMatch(/^v1\./);
    expect(unseal(row!.whatsappAccessTokenSealed!, 'whatsapp-access-token')).toBe(fake.config.accessToken);
    expect(unseal(row!.termiiApiKeySealed!, 'termii-api-key')).toBe(fake.config.termiiApiKey);
    const secrets = [fake.config.accessToken, fake.config.appSecret, fake.config.verifyToken, fake.config.termiiApiKey, fake.config.termiiSecret];
    const [entry] = await auditEntriesOf('messaging_settings', 1);
    expect(entry).toMatchObject({ action: 'update', details: { replaced: ['WhatsApp access token', 'WhatsApp app secret', 'WhatsApp verify token', 'Termii API key', 'Termii secret'] } });
    for (const shown of [JSON.stringify(saved), JSON.stringify(entry)]) for (const secret of secrets) expect(shown).not.toContain(secret);
    expect((await messagingConfig()).whatsapp).toMatchObject({ accessToken: fake.config.accessToken, phoneNumberId: fake.config.phoneNumberId });

    // Nothing typed in the secrets' boxes keeps them.
    const again = await as(callers.admin, () =>
      saveMessagingSettingsAction(settings({ whatsappAccessToken: '', whatsappAppSecret: '', whatsappVerifyToken: '', termiiApiKey: '', termiiSecret: '', termiiSenderId: 'AdireShop' })),
    );
    expect(again).toMatchObject({ ok: true, data: { whatsapp: { accessTokenSet: true }, sms: { senderId: 'AdireShop' } } });
    const [kept] = await db.select().from(messagingSettings);
    expect(kept!.whatsappAccessTokenSealed).toBe(row!.whatsappAccessTokenSealed);
    expect((await auditEntriesOf('messaging_settings', 1)).at(-1)).toMatchObject({ changes: { termiiSenderId: { before: fake.config.termiiSenderId, after: 'AdireShop' } }, details: {} });

    // Meta refused the token (190): the screen says so until a new one is saved.
    await recordTokenRefused(fake.config.accessToken);
    expect((await as(callers.admin, () => readMessagingSettingsScreen())).settings.alert).toMatch(/refused the shop's access token/);
    await expect(as(manager, () => readMessagingSettingsScreen())).rejects.toBeInstanceOf(AccessDeniedError);
    await as(callers.admin, () => saveMessagingSettingsAction(settings({ whatsappAccessToken: 'EAAnew-token-from-the-system-user' })));
    expect((await as(callers.admin, () => readMessagingSettingsScreen())).settings.alert).toBeNull();
  });

  it("sends a test message and shows Meta's refusal with its code; submits the templates and keeps their states in step", async () => {
    const manager = await callers.staff('manager');
    const phone = '0803 123 4567';
    // The sender ID Termii registered (the test before saved another).
    expect(await as(callers.admin, () => saveMessagingSettingsAction(settings()))).toMatchObject({ ok: true });
    // The template is not at Meta yet: 132001, said as Meta said it.
    const refused = await as(callers.admin, () => sendTestMessageAction({ phone, kind: 'whatsapp_template' }));
    expect(refused).toMatchObject({ ok: false, code: 'rejected' });
    expect(!refused.ok && refused.error).toMatch(/^WhatsApp refused it: .*132001/);
    expect(await as(manager, () => sendTestMessageAction({ phone, kind: 'sms' }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(manager, () => submitTemplatesAction({}))).toMatchObject({ ok: false, code: 'forbidden' });

    const submitted = await as(callers.admin, () => submitTemplatesAction({}));
    if (!submitted.ok) throw new Error(submitted.error);
    expect(submitted.data.submitted).toEqual(MESSAGE_TEMPLATES.map(({ name }) => name));
    expect(new Set(submitted.data.templates.map(({ state }) => state))).toEqual(new Set(['pending']));
    expect(fake.templates().map(({ name }) => name).sort()).toEqual(MESSAGE_TEMPLATES.map(({ name }) => name).sort());
    // Submitting again sends nothing twice.
    expect(await as(callers.admin, () => submitTemplatesAction({}))).toMatchObject({ ok: true, data: { submitted: [], refused: [] } });

    await fake.setTemplateStatus('order_placed_v1', 'APPROVED');
    await fake.setTemplateStatus('cart_waiting_v1', 'REJECTED', 'INVALID_FORMAT');
    const synced = await as(callers.admin, () => syncTemplatesAction({}));
    if (!synced.ok) throw new Error(synced.error);
    const stateOf = (name: string) => synced.data.find((template) => template.name === name);
    expect(stateOf('order_placed_v1')).toMatchObject({ state: 'approved', reason: null });
    expect(stateOf('cart_waiting_v1')).toMatchObject({ state: 'rejected', reason: 'INVALID_FORMAT' });
    expect(await db.select().from(whatsappTemplates)).toHaveLength(MESSAGE_TEMPLATES.length);

    const sent = await as(callers.admin, () => sendTestMessageAction({ phone, kind: 'whatsapp_template' }));
    expect(sent).toMatchObject({ ok: true, data: { channel: 'whatsapp', to: PHONE } });
    const sms = await as(callers.admin, () => sendTestMessageAction({ phone, kind: 'sms' }));
    expect(sms).toMatchObject({ ok: true, data: { channel: 'sms', to: PHONE } });
    expect(fake.sent().map(({ template }) => template?.name ?? null)).toContain('order_placed_v1');
    expect(fake.sent()).toHaveLength(2);
    expect((await auditEntriesOf('messaging_settings', 1)).map(({ action }) => action)).toEqual(expect.arrayContaining(['test_message_sent', 'templates_submitted', 'templates_synced']));
  });
});
