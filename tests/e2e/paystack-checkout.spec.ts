import { expect, test, type Page } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { paystackFake } from './support/paystack';
import { addToCartFromProductPage, choosePayment, fillShipping } from './support/shop';

// Paying with Paystack from checkout, against the fake Paystack of the e2e run (same paths, hosted
// page and signed webhooks as Paystack's): a card payment through the hosted page back to a paid
// order; a shopper who closes the tab and is paid by the webhook alone; a declined card, then "Pay
// now" (docs/decisions/0013-payments-ledger.md).

const PAID = 'Paid. Thank you, we have received your payment.';

/** Places a Paystack order for one product (Lagos delivery); the browser ends on the fake's hosted page. */
async function placePaystackOrder(page: Page) {
  await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
  await choosePayment(page, 'Pay with Paystack (card, bank, USSD)');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 30_000 });
  // Our reference for the attempt is the order number and a random suffix.
  const reference = (await page.locator('dt', { hasText: 'Reference' }).locator('+ dd').innerText()).trim();
  const orderNumber = /^(ORD-[0-9A-Z]+-[0-9A-Z]+)-[0-9a-f]+$/.exec(reference)?.[1];
  expect(orderNumber, reference).toBeTruthy();
  return orderNumber!;
}

test.describe('paying with Paystack', () => {
  test.beforeEach(() => test.slow());

  test('a card payment on the hosted page comes back to a paid order', async ({ page, context }) => {
    await signInContext(context, newAccount('paystack-card'), { create: true });
    const orderNumber = await placePaystackOrder(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`), { timeout: 30_000 });
    await expect(page.getByText(PAID)).toBeVisible();
    const transaction = await paystackFake.transactionOf(orderNumber);
    expect(transaction).toMatchObject({ status: 'success', currency: 'NGN' });
  });

  test('a shopper who closed the tab is paid by the webhook alone', async ({ page, context }) => {
    await signInContext(context, newAccount('paystack-webhook'), { create: true });
    const orderNumber = await placePaystackOrder(page);
    const transaction = await paystackFake.transactionOf(orderNumber);
    await page.goto('about:blank'); // the tab is gone before the redirect back

    const event = await paystackFake.pay(transaction!.reference);
    expect(event.deliveries.map((delivery) => delivery.status)).toEqual([200]);
    await page.goto(`/account/orders/${orderNumber}`);
    await expect(page.getByText(PAID)).toBeVisible();
  });

  test('a declined card leaves the order unpaid with Pay now, which pays it', async ({ page, context }) => {
    await signInContext(context, newAccount('paystack-declined'), { create: true });
    const orderNumber = await placePaystackOrder(page);
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`), { timeout: 30_000 });
    await expect(page.getByText('Your payment did not go through')).toBeVisible();
    // A click that lands before the order page has hydrated does nothing: click until it leaves for Paystack.
    const payButton = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(async () => {
      if (await payButton.isVisible()) return;
      await page.getByRole('button', { name: 'Pay now' }).first().click();
      await expect(payButton).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await payButton.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`), { timeout: 30_000 });
    await expect(page.getByText(PAID)).toBeVisible();
  });
});
