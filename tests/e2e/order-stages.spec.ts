import sharp from 'sharp';
import { expect as baseExpect, test, type Browser } from './support/test';
import { newAccount, signInContext, type Account } from './support/auth-api';
import { adminPage, expectPhotosLoaded, openDetails, setStage, workshopPhoto } from './support/order-stages';
import { addToCartFromProductPage, choosePayment, fillShipping, toast } from './support/shop';
import { addMadeToOrderPieceToCart, payOnHostedPage, placeDepositOrderOnPaystack } from './support/deposit-order';
import { seriousViolations } from './support/axe';

// Following an order (docs/product.md, "Following an order"): the admin moves a real order
// through its stages from Order Details, with a workshop photo and a note; the buyer follows it
// on My Account's order page, anyone with its number and phone on /track (a wrong phone is
// refused), and after Delivered the buyer confirms receipt or reports a problem, which the admin
// finds in Needs attention.

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = '0803 123 4567';
const ADDRESS = '7 Glover Road, Ikoyi';

type Placed = { orderNumber: string; account: Account };

async function placeOrder(browser: Browser, prefix: string): Promise<Placed> {
  const context = await browser.newContext();
  try {
    const account = newAccount(prefix);
    await signInContext(context, account, { create: true });
    const page = await context.newPage();
    await addToCartFromProductPage(page);
    await page.goto('/checkout');
    await fillShipping(page, { phone: PHONE, address: ADDRESS, state: 'Lagos' });
    await choosePayment(page, 'Bank transfer');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const placed = toast(page, /Your order number is ORD-/);
    await expect(placed).toBeVisible();
    return { orderNumber: /ORD-[0-9A-Z]+-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0], account };
  } finally {
    await context.close();
  }
}


test.beforeEach(() => test.setTimeout(300_000));

test('the admin sets stages with a workshop photo and note; the buyer follows them in My Account and on /track, and confirms receipt', async ({ browser, page, context }) => {
  const { orderNumber, account } = await placeOrder(browser, 'stages');
  const admin = await adminPage(browser);
  const details = await openDetails(admin, orderNumber);
  await setStage(admin, details, 'Confirmed', { note: 'Fabric cut, sewing next week', photo: await workshopPhoto() });
  const timeline = details.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Confirmed');
  await expect(timeline).toContainText('Fabric cut, sewing next week');
  await expectPhotosLoaded(timeline, 1);
  // The status moved on with the stage.
  await expect(details).toContainText('Processing');
  await expect(details.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=/);

  // The buyer's order page.
  await signInContext(context, account);
  await page.goto(`/account/orders/${orderNumber}`);
  const following = page.getByTestId('order-timeline');
  await expect(following).toContainText('Fabric cut, sewing next week');
  await expect(following.getByRole('listitem').filter({ hasText: 'Confirmed' }).first()).toHaveAttribute('aria-current', 'step');
  await expectPhotosLoaded(following.getByRole('list', { name: 'Updates' }), 1);
  expect(await seriousViolations(page)).toEqual([]);

  // /track, signed out and without JavaScript (a plain form): a wrong phone reads as an unknown
  // order; the right one (written another way) opens it.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const track = await visitor.newPage();
  await track.goto('/track');
  await track.getByLabel('Order number').fill(orderNumber);
  await track.getByLabel('Phone number or email').fill('0803 999 0000');
  await track.getByRole('button', { name: 'Track order' }).click();
  await expect(track.getByTestId('track-problem')).toHaveText('We could not find an order with that number and phone number or email. Check both and try again.');
  await expect(track.getByTestId('order-timeline')).toHaveCount(0);
  await track.getByLabel('Phone number or email').fill('+234 803 123 4567');
  await track.getByRole('button', { name: 'Track order' }).click();
  const tracked = track.getByTestId('order-timeline');
  await expect(tracked).toContainText('Fabric cut, sewing next week');
  await expectPhotosLoaded(tracked.getByRole('list', { name: 'Updates' }), 1);
  await expect(track.locator('main')).not.toContainText(ADDRESS);
  await expect(track.locator('main')).not.toContainText(account.name);
  // axe needs script: the same page, from its pass, in a context with JavaScript.
  const checker = await browser.newContext();
  const checked = await checker.newPage();
  await checked.goto(track.url());
  await expect(checked.getByTestId('order-timeline')).toBeVisible();
  expect(await seriousViolations(checked)).toEqual([]);
  await checker.close();
  // The photo's address is no use without the pass.
  const photoUrl = await tracked.locator('img').first().getAttribute('src');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(photoUrl!.replace(/&t=[^&]+/, ''))).status()).toBe(404);
  await stranger.close();
  await visitor.close();

  // On to the door, then Delivered: the buyer confirms receipt.
  await setStage(admin, details, 'Ready for delivery');
  await setStage(admin, details, 'Out for delivery', { courier: ['Tunde (GIG Logistics)', '0809 555 0101'] });
  await setStage(admin, details, 'Delivered');
  await page.reload();
  await expect(following).toContainText('Please confirm you received it');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByTestId('timeline-next-step')).toHaveText('Delivered and received. Thank you!');
  await admin.context().close();
});

test('after Delivered the buyer reports a problem with a photo, and it appears in Needs attention @phone-only', async ({ browser, page, context }) => {
  const { orderNumber, account } = await placeOrder(browser, 'problem');
  const admin = await adminPage(browser);
  const details = await openDetails(admin, orderNumber);
  await setStage(admin, details, 'Confirmed');
  await setStage(admin, details, 'Out for delivery', { courier: ['Tunde', '0809 555 0101'] });
  await setStage(admin, details, 'Delivered');

  await signInContext(context, account);
  await page.goto(`/account/orders/${orderNumber}`);
  const following = page.getByTestId('order-timeline');
  await expect(following.getByTestId('timeline-courier')).toHaveCount(0);
  await following.getByRole('button', { name: 'Report a problem' }).click();
  const report = following.getByRole('form', { name: 'Report a problem' });
  await report.getByLabel('What is wrong?').fill('The curtain arrived with a torn hem.');
  const scratch = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#223344' } }).jpeg().toBuffer();
  await report.getByLabel(/^Photos of the problem/).setInputFiles({ name: 'hem.jpg', mimeType: 'image/jpeg', buffer: scratch });
  await expect(report.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await report.getByRole('button', { name: 'Send report' }).click();
  const sent = page.getByTestId('problem-report');
  await expect(sent).toContainText('The curtain arrived with a torn hem.');
  await expectPhotosLoaded(sent, 1);

  // The admin: the dashboard counts it, the Needs attention list shows it, Order Details holds it.
  await admin.goto('/admin');
  await expect(admin.getByRole('link', { name: /Needs attention/ })).toContainText(/problems? reported/);
  await admin.goto(`/admin/orders?attention=1&q=${orderNumber}`);
  const row = admin.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Problem reported');
  const reopened = await openDetails(admin, orderNumber);
  await expect(reopened).toContainText('The curtain arrived with a torn hem.');
  await expectPhotosLoaded(reopened.getByTestId('admin-problem-report'), 1);
  await reopened.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(toast(admin, 'Problem marked resolved')).toBeVisible();
  await admin.goto(`/admin/orders?attention=1&q=${orderNumber}`);
  await expect(admin.getByText('No orders found')).toBeVisible();
  await admin.context().close();
});

test('a made-to-order piece on a deposit goes through production; it leaves with the balance owed only with a reason, which is kept', async ({ browser, page, context }) => {
  // The seed's made-to-order curtains (7 to 10 days), a 50% deposit paid on the fake Paystack.
  await signInContext(context, newAccount('stages-deposit'), { create: true });
  await addMadeToOrderPieceToCart(page);
  const orderNumber = await placeDepositOrderOnPaystack(page, { phone: PHONE, address: ADDRESS, state: 'Lagos' });
  await payOnHostedPage(page, orderNumber);
  // The deposit confirmed the order: the timeline starts at Confirmed, production to come.
  const following = page.getByTestId('order-timeline');
  await expect(following.getByRole('listitem').filter({ hasText: 'Confirmed' }).first()).toHaveAttribute('aria-current', 'step');
  await expect(following.getByRole('list', { name: 'Stages' })).toContainText('In production');

  const admin = await adminPage(browser);
  const details = await openDetails(admin, orderNumber);
  await setStage(admin, details, 'In production', { note: 'Linen cut and hemmed' });
  await setStage(admin, details, 'Quality check');
  await setStage(admin, details, 'Ready for delivery');
  await expect(details.getByRole('link', { name: 'Send balance reminder on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=.*balance/);

  // Out for delivery while the balance is owed: the reason is asked for, and refused without it.
  const form = details.getByRole('form', { name: 'Move to a stage' });
  await form.getByLabel('Move to').selectOption({ label: 'Out for delivery' });
  await form.getByLabel('Driver or courier').fill('Tunde (GIG Logistics)');
  await form.getByLabel('Their phone number').fill('0809 555 0101');
  const reason = form.getByLabel('Reason to deliver with the balance owed');
  await expect(reason).toBeVisible();
  await form.getByRole('button', { name: 'Save stage' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'A balance is still owed on this order.' })).toBeVisible();
  await expect(details.getByTestId('order-stage')).toHaveText('Ready for delivery');
  await reason.fill('Balance by POS on delivery');
  await form.getByRole('button', { name: 'Save stage' }).click();
  await expect(details.getByTestId('order-stage')).toHaveText('Out for delivery');
  await expect(details.getByTestId('deposit-terms')).toContainText('Balance by POS on delivery');

  await page.reload();
  await expect(following.getByTestId('timeline-courier')).toContainText('Tunde (GIG Logistics), 0809 555 0101');
  await expect(following).toContainText('Linen cut and hemmed');
  await expect(following.getByTestId('timeline-owed')).toContainText('Balance of ₦');
  await admin.context().close();
});
