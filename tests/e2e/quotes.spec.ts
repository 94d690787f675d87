import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from './support/test';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { paystackFake } from './support/paystack';
import { e2eServer } from './support/server-env';
import { openProductWithStock, toast } from './support/shop';
import { seriousViolations } from './support/axe';
import { confirmAddress } from './support/confirm-address';

// Quotes for custom pieces (docs/product.md, "Quotes for custom pieces"), the whole journey: a
// visitor asks without an account and sends a photo; the shop prices it and sends it; the customer,
// signed up with that email and the address confirmed, accepts it and pays the deposit on the
// Paystack fake. And whoever signs up with a visitor's address without confirming it sees nothing
// of the visitor's quote (docs/security.md, "The shopper's data").

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#a4472a' } }).png().toBuffer();

async function requestQuote(page: Page, email: string) {
  await page.goto('/quote');
  await expect(page.getByRole('heading', { name: 'Request a Quote', level: 1 })).toBeVisible();
  await page.getByLabel('Describe it').fill('A three-seater sofa in indigo aso-oke, deeper than the Lekki.');
  await page.getByLabel('Width').fill('220');
  await page.getByLabel('Depth').fill('95');
  await page.getByLabel('Height').fill('80');
  await page.getByLabel('Fabric').fill('Aso-oke, indigo');
  await page.getByLabel('Photos or sketches').setInputFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('living-room.png');
  await page.getByLabel('Delivery state').selectOption('Lagos');
  await page.getByLabel('Budget').selectOption({ label: '₦1,000,000 – ₦3,000,000' });
  await page.getByLabel('Name', { exact: true }).fill('Amaka Obi');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);

  // WhatsApp needs a phone: the form says so, and keeps everything typed and the photo.
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByText('Add a phone number to be reached by WhatsApp or phone')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  await expect(page.getByLabel('Width')).toHaveValue('220');
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('living-room.png');

  await page.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, we have your request' })).toBeVisible({ timeout: 20_000 });
  const quoteNumber = (await page.getByRole('status').locator('.font-mono').innerText()).trim();
  expect(quoteNumber).toMatch(/^QUO-\d{8}-[0-9A-Z]{6}$/);
  return quoteNumber;
}


/** The owner, signed in at desktop width, on the quote's screen in the back office. */
async function openQuoteAsOwner(browser: Browser, quoteNumber: string) {
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await staff.addCookies(await signInViaApi(e2eServer.admin));
  const admin = await staff.newPage();
  await admin.goto(`/admin/quotes?q=${quoteNumber}`);
  await admin.getByRole('link', { name: quoteNumber }).click();
  await expect(admin.getByRole('heading', { name: quoteNumber, level: 1 })).toBeVisible();
  return { staff, admin };
}

test.describe('quotes for custom pieces', () => {
  test.beforeEach(() => test.slow());

  test('a visitor asks with a photo, the shop quotes it, and the customer accepts and pays the deposit @phone-only', async ({ page, browser }) => {
    const customer = newAccount('quote');
    const quoteNumber = await requestQuote(page, customer.email);

    // The shop: finds it in Quotes, sees the photo, builds the quote and sends it.
    const { staff, admin } = await openQuoteAsOwner(browser, quoteNumber);
    expect(await seriousViolations(admin)).toEqual([]);
    const thumbnail = admin.getByRole('link', { name: 'living-room.png' });
    await expect(thumbnail).toBeVisible();
    const file = await admin.request.get(`${e2eServer.baseUrl}${await thumbnail.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');

    await admin.getByRole('textbox', { name: 'Line 1 description' }).fill('Bespoke three-seater sofa, 220 × 95 × 80 cm, indigo aso-oke');
    await admin.getByRole('textbox', { name: /^Unit price/ }).fill('450000');
    await expect(admin.getByRole('combobox', { name: 'Zone' })).toHaveValue('Lagos');
    await admin.getByRole('combobox', { name: 'Deposit' }).selectOption('50');
    // ₦450,000 of pieces, Lagos's large-piece fee of ₦25,000 paid with the balance.
    await expect(admin.getByText('Pay a deposit of ₦225,000 now, ₦250,000 before delivery.')).toBeVisible();
    await admin.getByRole('button', { name: 'Send quote' }).click();
    await expect(toast(admin, 'Quote sent to the customer')).toBeVisible();
    await expect(admin.getByText('Quoted', { exact: true })).toBeVisible();
    await staff.close();

    // The customer signs up with that email, confirms it, and finds the quote in My Account.
    await signInContext(page.context(), customer, { create: true });
    await confirmAddress(page, customer.email);
    await page.goto('/account/quotes');
    await page.getByRole('link', { name: new RegExp(quoteNumber) }).click();
    await expect(page.getByRole('heading', { name: quoteNumber })).toBeVisible();
    await expect(page.getByText('Pay a deposit of ₦225,000 now, ₦250,000 before delivery').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
    await page.getByRole('textbox', { name: 'Delivery address' }).fill('12 Admiralty Way, Lekki Phase 1');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
    await page.getByRole('radio', { name: 'Pay with Paystack (card, bank, USSD)' }).check();
    await page.getByRole('button', { name: 'Accept and place order' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/ORD-[0-9A-Z-]+/, { timeout: 30_000 });
    const orderNumber = /\/account\/orders\/(ORD-[0-9A-Z]+-[0-9A-Z]+)/.exec(page.url())![1]!;
    await expect(page.getByText('Bespoke three-seater sofa, 220 × 95 × 80 cm, indigo aso-oke')).toBeVisible();

    // Pay now charges the deposit on Paystack's page.
    const payButton = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(async () => {
      if (await payButton.isVisible()) return;
      await page.getByRole('button', { name: 'Pay now' }).first().click();
      await expect(payButton).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    expect((await paystackFake.transactionOf(orderNumber))?.amount).toBe(225_000_00);
    await payButton.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}`), { timeout: 30_000 });
    await expect(page.getByText('Deposit paid', { exact: true }).first()).toBeVisible();

    await page.goto(`/account/quotes/${quoteNumber}`);
    await expect(page.getByText('Ordered', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your order' })).toHaveAttribute('href', `/account/orders/${orderNumber}`);
  });

  test('a product page asks for a custom version of that piece, and a signed-out quote link leads to sign-in and back', async ({ page }) => {
    const { name } = await openProductWithStock(page);
    await page.getByRole('link', { name: 'Request a custom version' }).click();
    await expect(page).toHaveURL(/\/quote\?product=/);
    await expect(page.getByText(`A custom version of ${name}.`)).toBeVisible();
    await expect(page.getByLabel('Describe it')).toHaveValue(`A custom version of ${name}: `);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/account/quotes/QUO-20260101-ABCDEF');
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount%2Fquotes%2FQUO-20260101-ABCDEF/);
  });

  test('someone who signs up with a visitor’s address and never confirms it sees no quote, downloads none, and closing the account leaves it', async ({ page, browser }) => {
    const visitor = newAccount('quote-visitor');
    const quoteNumber = await requestQuote(page, visitor.email);

    const squatting = await browser.newContext();
    await signInContext(squatting, visitor, { create: true });
    const squatter = await squatting.newPage();
    await squatter.goto('/account/quotes');
    await expect(squatter.getByRole('heading', { name: 'No quotes yet' })).toBeVisible();
    await expect(squatter.getByText(quoteNumber)).toHaveCount(0);
    // The quote's own address says only that the address must be confirmed first.
    await squatter.goto(`/account/quotes/${quoteNumber}`);
    await expect(squatter.getByText('Confirm your email address first')).toBeVisible();
    await expect(squatter.getByText('deeper than the Lekki')).toHaveCount(0);
    await expect(squatter.getByRole('button', { name: /Accept/ })).toHaveCount(0);

    await squatter.goto('/account/privacy');
    const [json] = await Promise.all([squatter.waitForEvent('download'), squatter.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(data.quotes).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(quoteNumber);

    const close = squatter.getByRole('region', { name: 'Close my account' });
    await close.getByLabel('Password').fill(visitor.password);
    await close.getByLabel('Type DELETE to confirm').fill('DELETE');
    await close.getByRole('button', { name: 'Close my account' }).click();
    await expect(squatter.getByRole('heading', { name: 'Your account is closed' })).toBeVisible({ timeout: 15_000 });
    await squatting.close();

    // The shop still has the visitor's request, whole.
    const { staff, admin } = await openQuoteAsOwner(browser, quoteNumber);
    await expect(admin.getByText('A three-seater sofa in indigo aso-oke, deeper than the Lekki.')).toBeVisible();
    await expect(admin.getByText(visitor.email).first()).toBeVisible();
    await staff.close();
  });
});
