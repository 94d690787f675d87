import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { addToCartFromProductPage, fillShipping, toast, choosePayment } from './support/shop';
import { pdfLines } from '../helpers/pdf-text';

// The receipt download in the built store: a shopper's order placed through the real checkout,
// its receipt saved from My Account and from the admin's Order Details, and the same address
// refused (404) to another shopper; a signed-out visitor is sent to sign in first. Paid in two parts by hand, each
// payment has its own receipt: saved from the admin's ledger and from My Account.

// Checkout, then pages compiled and rendered on a busy machine: generous waits.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Clicks 'Download receipt' and returns the saved file's name and its text. */
async function downloadReceipt(page: Page, scope: Pick<Page, 'getByRole'>, orderNumber: string) {
  const link = scope.getByRole('link', { name: 'Download receipt' });
  await expect(link).toHaveAttribute('href', `/receipts/${orderNumber}`);
  return download(page, link);
}

/** Clicks the link and returns the saved file's name and its text. */
async function download(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { filename: download.suggestedFilename(), text: (await pdfLines(new Uint8Array(bytes))).join('\n') };
}

test('a shopper and the admin download the receipt; another shopper gets a 404 and a signed-out visitor is sent to sign in', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  const account = newAccount('receipts');
  await signInContext(context, account, { create: true });
  const product = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await fillShipping(page, { phone: '0803 123 4567', address: '5 Bourdillon Road, Ikoyi', state: 'Lagos' });
  await choosePayment(page, 'Bank transfer'); // Paystack, offered first, would leave for its page
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible();
  const orderNumber = /ORD-[0-9A-Z]+-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0];

  await page.goto(`/account/orders/${orderNumber}`);
  const mine = await downloadReceipt(page, page, orderNumber);
  expect(mine.filename).toBe(`receipt-${orderNumber}.pdf`);
  for (const text of [orderNumber, account.name, account.email, '5 Bourdillon Road, Ikoyi', product.name]) expect(mine.text).toContain(text);

  const stranger = await browser.newContext();
  const anonymous = await browser.newContext();
  try {
    await signInContext(stranger, newAccount('receipts-stranger'), { create: true });
    expect((await stranger.request.get(`/receipts/${orderNumber}`)).status()).toBe(404);
    // Signed out, the link leads to sign-in first (a receipt link in a mail), never to the PDF.
    const signedOut = await anonymous.request.get(`/receipts/${orderNumber}`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers()['location']).toBe(`/auth?next=${encodeURIComponent(`/receipts/${orderNumber}`)}`);
  } finally {
    await Promise.all([stranger.close(), anonymous.close()]);
  }

  const admin = await browser.newContext();
  try {
    await admin.addCookies(await signInViaApi(e2eServer.admin));
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/orders?q=${orderNumber}`);
    const row = adminPage.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: `View details of ${orderNumber}` }).click();
    const details = adminPage.getByRole('dialog', { name: 'Order Details' });
    const theirs = await downloadReceipt(adminPage, details, orderNumber);
    expect(theirs.filename).toBe(`receipt-${orderNumber}.pdf`);
    expect(theirs.text).toContain(account.name);

    // ₦1,000 by hand, then the rest: two payments, each with its receipt in the ledger.
    await details.getByRole('button', { name: 'Record a payment' }).click();
    const amount = details.getByLabel('Amount received (₦)');
    const owed = Number(await amount.inputValue());
    expect(owed).toBeGreaterThan(1000);
    // The list (and the ledger with it) comes back refreshed only once the form is open again: held here.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await adminPage.route('**/admin/orders**', async (route) => {
      if (route.request().headers()['rsc'] === '1') await held;
      await route.fallback();
    });
    await amount.fill('1000');
    await details.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(adminPage, 'Payment recorded; part of the order is still owed')).toBeVisible();
    await details.getByRole('button', { name: 'Record a payment' }).click();
    await expect.poll(async () => Number(await amount.inputValue())).toBe(owed);
    release();
    // The amount offered follows what is owed now.
    await expect.poll(async () => Number(await amount.inputValue())).toBe(owed - 1000);
    await adminPage.unrouteAll();
    await details.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(adminPage, 'Payment confirmed: the order is paid')).toBeVisible();
    const first = await download(adminPage, details.getByRole('link', { name: 'Receipt of recorded by hand payment of ₦1,000' }));
    expect(first.filename).toBe(`receipt-${orderNumber}-P1.pdf`);
    for (const text of ['Payment receipt', `${orderNumber}-P1`, 'Amount received | ₦1,000.00', 'Paid before | ₦0.00']) expect(first.text).toContain(text);
  } finally {
    await admin.close();
  }

  await page.reload();
  const receipts = page.getByRole('region', { name: 'Payment receipts' });
  const second = await download(page, receipts.getByRole('link', { name: `Download payment receipt ${orderNumber}-P2` }));
  expect(second.filename).toBe(`receipt-${orderNumber}-P2.pdf`);
  for (const text of ['Payment receipt', 'Paid before | ₦1,000.00', 'Still owed after this payment | ₦0.00']) expect(second.text).toContain(text);
});
