import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { paystackFake } from './support/paystack';
import { MADE_TO_ORDER_PIECE } from './support/deposit-order';

// A sale made by chat (docs/decisions/0066-draft-orders.md), on the phone staff and customer both hold:
// staff build a draft of the made-to-measure curtains, 240 x 270 cm lined (₦152,400 at list price), at
// ₦140,000 with a reason, to deliver in Lagos, and get its link; the customer opens it, signs in, pays the
// deposit on the Paystack fake and lands on their order; the link then says the order is placed, and the
// Orders list shows the order on channel Chat.

// Each step waits on a server action, or a page read again after one.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a draft order sent as a link is paid as a deposit on Paystack and appears with channel Chat @phone-only', async ({ page, context }) => {
  test.setTimeout(240_000);
  const customer = newAccount('draft');
  await context.addCookies(await signInViaApi(e2eServer.admin));

  await page.goto('/admin/drafts');
  await page.getByRole('link', { name: 'New draft order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Draft Order' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chiamaka Eze');
  await page.getByRole('textbox', { name: 'Phone (WhatsApp)' }).fill('0803 123 4567');
  await page.getByRole('textbox', { name: /^Email/ }).fill(customer.email);

  // Where it goes first: the draft is priced, delivery included, as it is built.
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Lagos');
  await page.getByRole('searchbox', { name: 'Find a piece' }).fill('Linen Curtains');
  await page.getByRole('button', { name: /^Add Made-to-Measure Linen Curtains \(Sand linen \/ Pencil pleat\)/ }).click();
  const lines = page.getByRole('list', { name: 'Pieces in this draft' });
  await expect(lines).toContainText(MADE_TO_ORDER_PIECE);
  await lines.getByRole('textbox', { name: 'Width (cm)' }).fill('240');
  await lines.getByRole('textbox', { name: 'Drop (cm)' }).fill('270');
  await lines.getByRole('checkbox', { name: 'Lined' }).check();
  await expect(lines).toContainText('List price ₦152,400 each');
  await lines.getByRole('textbox', { name: 'Price each (₦)' }).fill('140000');
  // Lower than the list price: the reason is asked for before the total shows.
  await expect(page.getByText('Say why the prices are lower (the reason is kept with the order).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason for lower prices' }).fill('Agreed on WhatsApp');
  await expect(page.getByText('Or a deposit now')).toBeVisible();
  await expect(page.getByText('Taken off')).toBeVisible();

  await page.getByRole('button', { name: 'Create draft and link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Order Created' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link for Chiamaka Eze' }).inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/pay\/[\w-]{43}$/);
  await expect(page.getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=.*%2Fpay%2F/);
  await page.getByRole('link', { name: 'Back to draft orders' }).click();
  await expect(page.getByRole('list', { name: 'Draft orders' }).getByRole('listitem').filter({ hasText: customer.email })).toContainText('Link sent');

  // The customer, on their own phone: the link first shows the order, then asks them to sign in.
  await context.clearCookies();
  const opened = await page.goto(link);
  // The token is in the address: no Referer repeats it, and the page's scripts need this request's nonce.
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.getByRole('heading', { level: 1, name: /^Your order from / })).toBeVisible();
  await expect(page.getByText('Made to measure: 240 cm wide × 270 cm drop, lined')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in or create an account to pay' })).toBeVisible();
  await signInContext(context, customer, { create: true });
  await page.reload();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Chiamaka Eze');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0803 123 4567');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('12 Admiralty Way, Lekki Phase 1');
  await page.getByRole('radio', { name: 'Pay with Paystack (card, bank, USSD)' }).check();
  await page.getByRole('radio', { name: /^Pay a deposit of ₦70,000 now/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  const reference = (await page.locator('dt', { hasText: 'Reference' }).locator('+ dd').innerText()).trim();
  const orderNumber = /^(ORD-[0-9A-Z]+-[0-9A-Z]+)-[0-9a-f]+$/.exec(reference)![1]!;
  expect(await paystackFake.transactionOf(orderNumber)).toMatchObject({ amount: 70_000_00 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
  await expect(page.getByText('Deposit paid. Thank you, your order is confirmed.')).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This order has been placed' })).toBeVisible();

  // The back office: the order on channel Chat, the draft ordered.
  await context.clearCookies();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  await page.goto(`/admin/orders?channel=chat&q=${orderNumber}`);
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Chat');
  await page.goto('/admin/drafts');
  await expect(page.getByRole('list', { name: 'Draft orders' }).getByRole('listitem').filter({ hasText: customer.email })).toContainText(`Order ${orderNumber}`);
});
