import { createHmac } from 'node:crypto';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { paystackFake } from './support/paystack';
import { e2eServer } from './support/server-env';

// The production build's Paystack webhook URL behind our own HTTP server, and the fake Paystack
// every e2e test of payments uses (started by support/global-setup.ts): its hosted page, its
// signed webhooks reaching the store.

const WEBHOOK = '/api/payments/paystack';
const sign = (body: string, key = e2eServer.paystack.secretKey) => createHmac('sha512', key).update(body).digest('hex');

test.describe('Paystack', () => {
  test('the webhook URL takes only events signed with the secret key, and caps their size', async ({ request }) => {
    const body = JSON.stringify({ event: 'subscription.create', data: { subscription_code: 'SUB_e2e' } });
    const post = (data: string, signature?: string) =>
      request.post(WEBHOOK, { data, headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) } });

    expect((await post(body)).status()).toBe(401);
    expect((await post(body, sign(body, 'sk_test_not_the_shops'))).status()).toBe(401);
    const signed = await post(body, sign(body));
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({ received: true });
    const huge = JSON.stringify({ event: 'charge.success', data: { reference: 'x', padding: 'x'.repeat(80 * 1024) } });
    expect((await post(huge, sign(huge))).status()).toBe(413);
  });

  test('the fake’s hosted page pays and comes back to the callback with the reference; its webhook reaches the store', async ({ page, request }) => {
    const reference = `E2E-${Date.now()}`;
    const initialized = await request.post(`${e2eServer.paystack.url}/transaction/initialize`, {
      headers: { authorization: `Bearer ${e2eServer.paystack.secretKey}` },
      data: { email: 'amaka@example.com', amount: 125_000_00, reference, callback_url: `${e2eServer.baseUrl}/?paid=1` },
    });
    const { data } = (await initialized.json()) as { data: { authorization_url: string } };

    await page.goto(data.authorization_url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₦125,000.00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(`${e2eServer.baseUrl}/?paid=1&trxref=${reference}&reference=${reference}`);
    const state = await paystackFake.state();
    expect(state.transactions.find((t) => t.reference === reference)).toMatchObject({ status: 'success', channel: 'card' });
    // Not an order of this store: verified with the fake, found to be no attempt of ours, answered 200.
    const event = state.events.find((e) => e.event === 'charge.success' && e.data.reference === reference);
    expect(event?.deliveries.map((d) => d.status)).toEqual([200]);
  });
});
