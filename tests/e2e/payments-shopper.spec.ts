import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext } from './support/auth-api';
import { chooseColourIfAny, choosePayment, fillShipping, openProductWithStock, toast, type ProductOnPage } from './support/shop';
import { formatNaira } from '@/lib/money';

// The shopper's side of paying (docs/decisions/0013-payments-ledger.md): checkout offers the ways
// to pay that apply to the order, as a labelled radio group that follows the delivery choice;
// a bank transfer order leads to its page with the shop's account, the amount, the reference and
// the due time, and takes a proof of payment. The e2e shop takes Paystack (its fake, see
// paystack-checkout.spec.ts), bank transfers (the seed's demo account) and pay on delivery in Lagos.

// The demo seed's account (seed/settings.ts).
const DEMO_BANK = { bankName: 'Guaranty Trust Bank', accountName: 'Adire Living Ltd', accountNumber: '0123456789' };
const POD_LIMIT_KOBO = 500_000_00;
const LAGOS_FEE_KOBO = 5_000_00;

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

const payment = (page: Page) => page.getByRole('group', { name: 'Payment' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const summaryTotal = (page: Page) => page.getByRole('region', { name: 'Order Summary' }).getByTestId('checkout-total');

/** The product in the cart (in its colour), `quantity` of it, written straight into the browser's cart. */
async function cartWith(page: Page, product: ProductOnPage, colour: string | null, quantity: number) {
  const line = { id: product.id, name: product.name, imageUrl: null, category: 'curtains', stockQuantity: 1_000, unitPriceKobo: product.unitPriceKobo, variant: colour, quantity };
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), [line]);
}

test.describe('paying at checkout', () => {
  test.beforeEach(() => test.slow());

  test('offers the methods of the order: pay on delivery in Lagos, not in a zone without it; keyboard moves the choice', async ({ page, context }) => {
    await signInContext(context, newAccount('pay-options'), { create: true });
    const product = await openProductWithStock(page);
    const colour = await chooseColourIfAny(page);
    await cartWith(page, product, colour, 1);
    await page.goto('/checkout');
    await expect(payment(page)).toContainText('The ways to pay show here once delivery to your state, or showroom pickup, is settled above.');

    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
    const radios = payment(page).getByRole('radio');
    const paystack = payment(page).getByRole('radio', { name: 'Pay with Paystack (card, bank, USSD)', exact: true });
    await expect(radios).toHaveCount(3);
    await expect(paystack).toBeChecked(); // the first that applies
    const onDelivery = payment(page).getByRole('radio', { name: 'Pay on delivery', exact: true });
    await expect(onDelivery).toHaveAccessibleDescription('Pay the courier in cash or by POS when your order arrives.');
    await expect(payment(page).getByRole('radio', { name: 'Bank transfer', exact: true })).toHaveAccessibleDescription(
      "You'll get our account details and have 48 hours to pay, with your order number as the reference.",
    );

    // One Tab stop; the arrow keys move the choice.
    await choosePayment(page, 'Bank transfer');
    await payment(page).getByRole('radio', { name: 'Bank transfer', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(onDelivery).toBeChecked();
    await expect(onDelivery).toBeFocused();

    // Oyo's zone takes no pay on delivery: the choice falls back, and the page says why.
    await page.getByLabel('State', { exact: true }).selectOption('Oyo');
    await expect(radios).toHaveCount(2);
    await expect(paystack).toBeChecked();
    await expect(payment(page)).toContainText('Pay on delivery is not available in your area.');

    // Showroom pickup is paid beforehand.
    await page.getByRole('group', { name: 'Delivery' }).getByRole('radio', { name: /^Pick up (at .+|in store) \(free\)$/ }).check();
    await expect(payment(page)).toContainText('Pay on delivery is for orders we deliver, not for showroom pickup.');
    await expect(radios).toHaveCount(2);
  });

  test('pay on delivery is not offered above the limit, goods and delivery counted, and a Lagos order under it goes home', async ({ page, context }) => {
    await signInContext(context, newAccount('pay-limit'), { create: true });
    const product = await openProductWithStock(page);
    const colour = await chooseColourIfAny(page);
    const overLimit = Math.floor((POD_LIMIT_KOBO - LAGOS_FEE_KOBO) / product.unitPriceKobo) + 1;
    await cartWith(page, product, colour, overLimit);
    await page.goto('/checkout');
    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
    await expect(summaryTotal(page)).toHaveText(formatNaira(product.unitPriceKobo * overLimit + LAGOS_FEE_KOBO));
    await expect(payment(page)).toContainText('Pay on delivery is available for orders up to ₦500,000.');
    await expect(payment(page).getByRole('radio')).toHaveCount(2);
    await expect(payment(page).getByRole('radio', { name: 'Pay on delivery', exact: true })).toHaveCount(0);

    // Under the limit: pay on delivery is placed as before, and the shopper goes home.
    await cartWith(page, product, colour, 1);
    await page.goto('/checkout');
    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
    await choosePayment(page, 'Pay on delivery');
    await placeOrder(page).click();
    await expect(toast(page, 'Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 30_000 });
  });
});

test('a bank transfer order shows the account, amount, reference and due time, and takes a proof of payment', async ({ page, context, browser }) => {
  test.slow();
  await signInContext(context, newAccount('pay-transfer'), { create: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const product = await openProductWithStock(page);
  await cartWith(page, product, await chooseColourIfAny(page), 2);
  await page.goto('/checkout');
  await fillShipping(page, { phone: '0803 123 4567', address: '4 Ring Road', state: 'Oyo' });
  // The total once Oyo's fee (the seed's South-West parcel fee) is in.
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByTestId('checkout-shipping')).toHaveText('₦8,000');
  const total = await summaryTotal(page).innerText();
  expect(total).toBe(formatNaira(product.unitPriceKobo * 2 + 8_000_00));
  await choosePayment(page, 'Bank transfer');
  const placedAt = Date.now();
  await placeOrder(page).click();
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/ORD-[0-9A-Z-]+\?payment=placed$/, { timeout: 30_000 });
  const orderNumber = new URL(page.url()).pathname.split('/').pop()!;

  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel).toContainText('Thank you, your order is placed');
  const details = panel.getByTestId('bank-details');
  for (const value of [DEMO_BANK.bankName, DEMO_BANK.accountName, DEMO_BANK.accountNumber, total, orderNumber]) await expect(details).toContainText(value);
  await panel.getByRole('button', { name: 'Copy account number' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_BANK.accountNumber);

  // "Pay by 24 Nov 2026, 14:05", Lagos time, 48 hours after placing.
  const due = panel.getByTestId('payment-due');
  await expect(due).toHaveText(/^Pay by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  const dueAt = Date.parse((await due.locator('time').getAttribute('datetime'))!);
  expect(Math.abs(dueAt - (placedAt + 48 * 3_600_000))).toBeLessThan(5 * 60_000);

  // A file that only claims to be a picture is refused by its bytes.
  const proof = panel.getByLabel('Proof of payment');
  await proof.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await panel.getByRole('button', { name: 'Upload proof' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please send a JPEG or PNG picture, or a PDF.');

  await proof.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await panel.getByRole('button', { name: 'Upload proof' }).click();
  await expect(panel).toContainText("Proof received — we'll confirm your payment shortly");
  const link = panel.getByRole('link', { name: 'View what you sent' });
  const href = (await link.getAttribute('href'))!;
  const opened = await page.request.get(href);
  expect(opened.status()).toBe(200);
  expect(opened.headers()).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  // Sending again replaces the proof still waiting.
  await expect(panel.getByRole('button', { name: 'Replace proof' })).toBeVisible();

  // Another shopper cannot open it.
  const stranger = await browser.newContext();
  await signInContext(stranger, newAccount('pay-stranger'), { create: true });
  expect((await stranger.request.get(`${e2eServer.baseUrl}${href}`)).status()).toBe(404);
  await stranger.close();

  // My Account lists it with its method and due time.
  await page.goto('/account');
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card).toContainText('Bank transfer');
  await expect(card).toContainText(/Pay by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
});
