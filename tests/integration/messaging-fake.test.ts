import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMessagingFake, type MessagingFake } from '../helpers/messaging-fake';

// The messaging fake's own contract (tests/helpers/messaging-fake.ts): what the shop's clients and
// webhook routes rely on it to do as Meta and Termii do. No database: only the fake and a receiver.

type GraphJson = { error: Record<string, unknown>; messages: Array<{ id: string }>; id: string; data: unknown };
type MetaWebhook = { entry: Array<{ changes: Array<{ field: string; value: { statuses: Array<Record<string, unknown>> } }> }> };
type Received = { path: string; headers: http.IncomingHttpHeaders; raw: Buffer; json: Record<string, unknown> };

let fake: MessagingFake;
let receiver: http.Server;
const received: Received[] = [];
const CUSTOMER = '+2348031234567';

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({ path: request.url ?? '', headers: request.headers, raw, json: JSON.parse(raw.toString('utf8')) as Record<string, unknown> });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  fake = await startMessagingFake({ webhookUrl: `${base}/whatsapp`, termiiWebhookUrl: `${base}/termii` });
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  fake.reset();
  fake.autoStatuses(false);
  received.length = 0;
});

async function graph(path: string, body?: unknown, token = fake.config.accessToken) {
  const response = await fetch(`${fake.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as GraphJson };
}

const messagesPath = () => `/${fake.config.apiVersion}/${fake.config.phoneNumberId}/messages`;
const templatesPath = () => `/${fake.config.apiVersion}/${fake.config.businessAccountId}/message_templates`;
const text = (body: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to: CUSTOMER, type: 'text', text: { body } });
const template = (name: string, parameters: Array<{ name: string; text: string }>) => ({
  messaging_product: 'whatsapp',
  to: CUSTOMER,
  type: 'template',
  template: { name, language: { code: 'en', policy: 'deterministic' }, components: [{ type: 'body', parameters: parameters.map((p) => ({ type: 'text', parameter_name: p.name, text: p.text })) }] },
});
const hubSignatureOf = (raw: Buffer, secret: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
const changeIn = (webhook: Received) => (webhook.json as MetaWebhook).entry[0]!.changes[0]!;
const statusesIn = (webhook: Received) => changeIn(webhook).value.statuses;

describe('the Graph API checks', () => {
  it('refuses a wrong or expired token with code 190 in Graph’s envelope', async () => {
    const wrong = await graph(messagesPath(), text('Hello'), 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect(wrong.json.error.fbtrace_id).toEqual(expect.any(String));

    fake.expireToken();
    const expired = await graph(messagesPath(), text('Hello'));
    expect(expired.json.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect(fake.sent()).toEqual([]);
  });

  it('serves only the configured version and the configured ids', async () => {
    const version = await graph(`/v19.0/${fake.config.phoneNumberId}/messages`, text('Hello'));
    expect(version.status).toBe(400);
    const phone = await graph(`/${fake.config.apiVersion}/999/messages`, text('Hello'));
    expect(phone.json.error).toMatchObject({ code: 100, error_subcode: 33 });
    const product = await graph(messagesPath(), { ...text('Hello'), messaging_product: undefined });
    expect(product.json.error).toMatchObject({ code: 100, error_data: { messaging_product: 'whatsapp', details: expect.any(String) } });
  });
});

describe('templates', () => {
  it('sends a template only once it is approved and with its parameters', async () => {
    const created = await graph(templatesPath(), {
      name: 'order_placed_test',
      language: 'en',
      category: 'UTILITY',
      parameter_format: 'NAMED',
      components: [{ type: 'BODY', text: 'Hello {{first_name}}, order {{order_number}} is placed.', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Ada' }, { param_name: 'order_number', example: 'AL-1' }] } }],
    });
    expect(created.json).toMatchObject({ status: 'PENDING', category: 'UTILITY' });

    const pending = await graph(messagesPath(), template('order_placed_test', [{ name: 'first_name', text: 'Ada' }, { name: 'order_number', text: 'AL-1042' }]));
    expect(pending.json.error).toMatchObject({ code: 132001 });

    await fake.setTemplateStatus('order_placed_test', 'APPROVED');
    const update = received.find((r) => r.path === '/whatsapp')!;
    expect(update.headers['x-hub-signature-256']).toBe(hubSignatureOf(update.raw, fake.config.appSecret));
    expect(changeIn(update)).toMatchObject({ field: 'message_template_status_update', value: { event: 'APPROVED', message_template_name: 'order_placed_test' } });

    const short = await graph(messagesPath(), template('order_placed_test', [{ name: 'first_name', text: 'Ada' }]));
    expect(short.json.error).toMatchObject({ code: 132000 });
    const sent = await graph(messagesPath(), template('order_placed_test', [{ name: 'first_name', text: 'Ada' }, { name: 'order_number', text: 'AL-1042' }]));
    expect(sent.json).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: CUSTOMER, wa_id: '2348031234567' }] });
    expect(sent.json.messages[0]!.id).toMatch(/^wamid\./);
    expect(fake.sent().map((m) => m.text)).toEqual(['Hello Ada, order AL-1042 is placed.']);

    const listed = await graph(`${templatesPath()}?fields=name,status,rejected_reason`);
    expect(listed.json.data).toEqual([{ name: 'order_placed_test', status: 'APPROVED', rejected_reason: 'NONE', id: created.json.id }]);
  });
});

describe('the 24-hour window, failures and statuses', () => {
  it('accepts text outside the window, then fails it with 131047; an inbound message opens the window', async () => {
    const outside = await graph(messagesPath(), text('Your sofa is ready'));
    expect(outside.status).toBe(200);
    await fake.whenIdle();
    expect(statusesIn(received[0]!)[0]).toMatchObject({ id: outside.json.messages[0]!.id, status: 'failed', errors: [{ code: 131047 }] });

    await fake.inbound(CUSTOMER, 'Good morning 👋', { name: 'Adaọra Nwosu' });
    const inbound = received[1]!;
    // Non-ASCII goes escaped, so a receiver hashing the raw bytes and one escaping first both verify.
    expect(inbound.raw.toString('utf8')).toContain('\\ud83d\\udc4b');
    expect(inbound.headers['x-hub-signature-256']).toBe(hubSignatureOf(inbound.raw, fake.config.appSecret));

    fake.autoStatuses(true);
    const inside = await graph(messagesPath(), text('Your sofa is ready'));
    await fake.whenIdle();
    const states = received.slice(2).map((r) => statusesIn(r)[0]!);
    expect(states.map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);
    expect(states[0]).toMatchObject({ id: inside.json.messages[0]!.id, pricing: { billable: false, type: 'free_customer_service', category: 'service' } });
  });

  it('fails numbers not on WhatsApp with 131026, and signs wrongly when told to', async () => {
    fake.failNumbers.add(CUSTOMER);
    fake.addTemplate({ name: 'dispatched_test', body: 'Order {{order_number}} is on its way.' });
    fake.signWrongly(true);
    await graph(messagesPath(), template('dispatched_test', [{ name: 'order_number', text: 'AL-1' }]));
    await fake.whenIdle();
    expect(statusesIn(received[0]!)[0]).toMatchObject({ status: 'failed', errors: [{ code: 131026 }] });
    expect(received[0]!.headers['x-hub-signature-256']).not.toBe(hubSignatureOf(received[0]!.raw, fake.config.appSecret));
  });

  it('fails a marketing template with 131050 once the customer stopped marketing messages', async () => {
    fake.addTemplate({ name: 'abandoned_test', category: 'MARKETING', body: 'Your cart is waiting: {{link}}' });
    await fake.userPreferencesStop(CUSTOMER);
    expect(changeIn(received[0]!)).toMatchObject({ field: 'user_preferences', value: { user_preferences: [{ wa_id: '2348031234567', value: 'stop' }] } });
    await graph(messagesPath(), template('abandoned_test', [{ name: 'link', text: 'https://example.test/cart' }]));
    await fake.whenIdle();
    expect(statusesIn(received[1]!)[0]).toMatchObject({ status: 'failed', errors: [{ code: 131050 }] });
  });

  it('posts batched, repeated and reversed statuses with pricing', async () => {
    fake.addTemplate({ name: 'back_in_stock_test', category: 'MARKETING', body: '{{product}} is back.' });
    const sent = await graph(messagesPath(), template('back_in_stock_test', [{ name: 'product', text: 'Ìrè chair' }]));
    await fake.postStatuses(sent.json.messages[0]!.id, ['sent', 'delivered'], { batch: true, reverse: true, repeat: 2 });
    expect(received).toHaveLength(1);
    expect(statusesIn(received[0]!).map((s) => s.status)).toEqual(['delivered', 'delivered', 'sent', 'sent']);
    expect(statusesIn(received[0]!)[0]!.pricing).toEqual({ billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' });
  });
});

describe('Termii', () => {
  it('sends on its routes, reports DND on the generic route, and signs reports with HMAC-SHA512', async () => {
    const send = (body: Record<string, unknown>) =>
      fetch(`${fake.termiiUrl}/api/sms/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: (await r.json()) as { message_id: string; balance: number } }));
    const message = { to: '2348031234567', from: fake.config.termiiSenderId, sms: 'Your order AL-1042 is placed.', type: 'plain', channel: 'dnd', api_key: fake.config.termiiApiKey };

    expect((await send({ ...message, api_key: 'wrong' })).status).toBe(401);
    const sent = await send(message);
    expect(sent.json).toMatchObject({ message: 'Successfully Sent', message_id: expect.any(String), balance: expect.any(Number) });

    fake.dndNumbers.add('+2348031234567');
    const generic = await send({ ...message, channel: 'generic' });
    await fake.whenIdle();
    expect(received).toHaveLength(1);
    expect(received[0]!.json).toMatchObject({ message_id: generic.json.message_id, status: 'DND Active on Phone Number', receiver: '2348031234567' });
    expect(received[0]!.headers['x-termii-signature']).toBe(createHmac('sha512', fake.config.termiiSecret).update(received[0]!.raw).digest('hex'));

    const balance = await fetch(`${fake.termiiUrl}/api/get-balance?api_key=${fake.config.termiiApiKey}`).then((r) => r.json());
    expect(balance).toMatchObject({ balance: generic.json.balance, currency: 'NGN' });
    expect(fake.sent().map((m) => m.route)).toEqual(['dnd', 'generic']);
  });
});
