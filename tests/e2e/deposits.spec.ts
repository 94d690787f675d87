import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { pdfLines } from '../helpers/pdf-text';
import { newAccount, signInContext } from './support/auth-api';
import { paystackFake } from './support/paystack';
import { choosePayment, fillShipping } from './support/shop';
import { addMadeToOrderPieceToCart } from './support/deposit-order';

// Paying for a made-to-order piece with a deposit (docs/decisions/0035-deposits-and-balances.md):
// the checkout choice and its summary, the deposit paid on the fake Paystack, then My Account's two
// steps with "Pay balance" and the transfer details for the balance.

test.describe('a deposit for a made-to-order piece', () => {
  test.beforeEach(() => test.slow());

  test('is chosen at checkout, paid on Paystack, and leaves the balance to pay from My Account @phone-only', async ({ page, context }) => {
    await signInContext(context, newAccount('deposit'), { create: true });
    await addMadeToOrderPieceToCart(page);
    await page.goto('/checkout');
    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
    await choosePayment(page, 'Pay with Paystack (card, bank, USSD)');

    const plan = page.getByRole('group', { name: 'How much to pay now' });
    await expect(plan.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    const deposit = plan.getByRole('radio', { name: /^Pay a deposit of ₦76,200 now, ₦[\d,.]+ before delivery$/ });
    await deposit.check();
    await expect(plan).toContainText('Deposit policy:');
    await expect(page.getByTestId('checkout-deposit')).toHaveText('₦76,200');
    const balance = (await page.getByTestId('checkout-balance').innerText()).trim();
    // Pay on delivery never takes a deposit: choosing it takes the choice away.
    const onDelivery = page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Pay on delivery', exact: true });
    if (await onDelivery.isVisible()) {
      await onDelivery.check();
      await expect(plan).toBeHidden();
      await choosePayment(page, 'Pay with Paystack (card, bank, USSD)');
      await plan.getByRole('radio', { name: /^Pay a deposit of/ }).check();
    }

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 30_000 });
    const reference = (await page.locator('dt', { hasText: 'Reference' }).locator('+ dd').innerText()).trim();
    const orderNumber = /^(ORD-[0-9A-Z]+-[0-9A-Z]+)-[0-9a-f]+$/.exec(reference)![1]!;
    expect(await paystackFake.transactionOf(orderNumber)).toMatchObject({ amount: 76_200_00 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`), { timeout: 30_000 });
    await expect(page.getByText('Deposit paid. Thank you, your order is confirmed.')).toBeVisible();
    const steps = page.getByTestId('deposit-steps');
    await expect(steps).toContainText('₦76,200 · paid');
    await expect(steps).toContainText(`${balance} · due when your order is ready for delivery`);
    await expect(page.getByRole('button', { name: 'Pay balance' })).toBeVisible();
    // The balance may also go by transfer, for exactly the balance.
    await expect(page.getByTestId('bank-details')).toContainText(balance);

    // The deposit has its own receipt, with the shop's deposit policy.
    const link = page.getByRole('link', { name: `Download deposit receipt ${orderNumber}-P1` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = (await pdfLines(new Uint8Array(await readFile((await download.path())!)))).join('\n');
    expect(text).toContain('Deposit receipt');
    expect(text).toContain('₦76,200.00');
    expect(text.replace(/\s+/g, ' ')).toMatch(/refundable in full until production starts/);
  });
});
