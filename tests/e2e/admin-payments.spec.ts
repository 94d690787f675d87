import { expect as baseExpect, test, type Page } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';
import { seriousViolations } from './support/axe';

// The back office's money, as the shop's admin: the Payments card of Website Settings saved and
// read back, a bank transfer with uploaded proof confirmed from Order Details, so the order
// is paid and leaves the "Needs attention" list, and that confirmation then reversed as a
// mistake (a reversal row, the order owing again). Runs on a store of its own (its settings change
// what checkout offers, which must not disturb the specs on the shared store), prepared by
// support/payment-fixture.ts with the transfer and its proof already in the database.

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

type Fixture = { orderNumber: string; paymentId: string; total: number };
let store: PrivateStore<Fixture>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startPrivateStore<Fixture>('tests/e2e/support/payment-fixture.ts');
});
test.afterAll(async () => {
  await store?.stop();
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, store.baseUrl);
});

const at = (pathname: string) => `${store.baseUrl}${pathname}`;

async function openSettings(page: Page) {
  await page.goto(at('/admin/settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeVisible();
  // Hydrated once the first field holds its saved value.
  await expect(page.getByLabel('Site Name')).not.toHaveValue('');
  return page.getByRole('region', { name: 'Payments' });
}

test('the Payments card saves the ways to pay, the transfer account and the reservations, and shows them again', async ({ page }) => {
  let card = await openSettings(page);
  await expect(card.getByRole('switch', { name: 'Pay with Paystack (card, bank, USSD)' })).toBeChecked();
  await expect(card).toContainText('It appears at checkout only when PAYSTACK_SECRET_KEY is set on the server.');
  await expect(card).toContainText('The key is set now.'); // the e2e shop talks to the fake Paystack
  // A shop seeded without demo content offers no made-up account.
  const transfer = card.getByRole('switch', { name: 'Bank transfer', exact: true });
  await expect(transfer).not.toBeChecked();
  await expect(card.getByLabel('Largest order paid on delivery (₦)')).toHaveValue('500000');

  await transfer.click();
  await card.getByLabel('Bank name').fill('Zenith Bank');
  await card.getByLabel('Account name').fill('Adire Living Ltd');
  await card.getByLabel('Account number').fill('1012 345');
  await card.getByLabel('Largest order paid on delivery (₦)').fill('250,000');
  await card.getByLabel('Paystack (minutes)').fill('90');
  await card.getByLabel('Bank transfer (hours)').fill('72');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText('Enter the 10-digit account number (NUBAN), e.g. 0123456789')).toBeVisible();
  await expect(card.getByLabel('Account number')).toBeFocused();

  await card.getByLabel('Account number').fill('1012 345 678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Website settings updated successfully')).toBeVisible();

  card = await openSettings(page);
  await expect(card.getByRole('switch', { name: 'Bank transfer', exact: true })).toBeChecked();
  await expect(card.getByLabel('Bank name')).toHaveValue('Zenith Bank');
  await expect(card.getByLabel('Account name')).toHaveValue('Adire Living Ltd');
  await expect(card.getByLabel('Account number')).toHaveValue('1012345678');
  await expect(card.getByLabel('Largest order paid on delivery (₦)')).toHaveValue('250000');
  await expect(card.getByLabel('Paystack (minutes)')).toHaveValue('90');
  await expect(card.getByLabel('Bank transfer (hours)')).toHaveValue('72');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin confirms a transfer from its proof: the order is paid and no longer needs attention', async ({ page }) => {
  test.slow(); // an accessibility scan of the open ledger besides the steps
  const { orderNumber, paymentId } = store.fixture;

  await page.goto(at('/admin'));
  const attention = page.getByRole('link', { name: /Needs attention/ });
  await expect(attention).toContainText('1 transfer to confirm');
  await attention.click();
  await expect(page).toHaveURL(/\/admin\/orders\?attention=1$/);
  const filter = page.getByRole('button', { name: 'Needs attention' });
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Orders' });
  const row = table.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Transfer to confirm');

  await row.getByRole('button', { name: orderNumber, exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('Bank transfer');
  await expect(details).toContainText('Pay by (Lagos time)');
  await expect(details.getByRole('link', { name: 'Proof of transfer' })).toHaveAttribute('href', `/api/payments/proofs/${paymentId}`);

  await details.getByRole('button', { name: /^Confirm bank transfer of ₦385,000/ }).click();
  await expect(details.getByLabel('Amount received (₦)')).toHaveValue('385000');
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(toast(page, 'Payment confirmed: the order is paid')).toBeVisible();
  // It left the filtered list, so its details close and the list is empty.
  await expect(details).toBeHidden();
  await expect(page.getByText('No orders found')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Transfer to confirm');
  await row.getByRole('button', { name: orderNumber, exact: true }).click();
  await expect(details.getByRole('list', { name: 'Payments' })).toContainText(/Succeeded[\s\S]*Confirmed by /);
  await expect(details.getByRole('button', { name: /^Confirm bank transfer/ })).toHaveCount(0);
  await expect(details.getByText('Balance due').locator('..')).toContainText('₦0');

  await page.goto(at('/admin'));
  await expect(page.getByTestId('needs-attention-count')).toHaveText('0');
});

test('an admin reverses a transfer confirmed by mistake: a reversal row with who, when and why, and the order owes again', async ({ page }) => {
  test.slow(); // an accessibility scan of the open form besides the steps
  const { orderNumber } = store.fixture;
  // The transfer confirmed by the test above (the tests run in order, on one store).
  await page.goto(at('/admin/orders'));
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: orderNumber, exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const payments = details.getByRole('list', { name: 'Payments' });

  await details.getByRole('button', { name: /^Reverse bank transfer of ₦385,000/ }).click();
  const reason = details.getByLabel('Reason');
  await expect(reason).toBeFocused();
  // The reason is required: nothing is asked or sent without it.
  await details.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(details.getByText('Reason is required')).toBeVisible();
  await reason.fill('The proof was of a transfer to another shop.');
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Reverse payment' }).click();
  // A second step before money stops counting.
  await expect(details.getByText('Reverse ₦385,000? It stops counting as received')).toBeVisible();
  await details.getByRole('button', { name: 'Yes, reverse ₦385,000' }).click();
  await expect(toast(page, 'Payment reversed: the order is owed again')).toBeVisible();

  // The payment stays, marked reversed; the reversal is a row of its own.
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').first()).toContainText(/Reversed by [^\n]+ on .+: The proof was of a transfer to another shop\./);
  const reversal = payments.getByRole('listitem').nth(1);
  await expect(reversal).toContainText('Reversal of bank transfer');
  await expect(reversal).toContainText('−₦385,000');
  await expect(reversal).toContainText(/Reversed by /);
  await expect(reversal).toContainText('The proof was of a transfer to another shop.');
  await expect(details.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
  await expect(details.getByText('Balance due').locator('..')).toContainText('₦385,000');
  // The list behind the dialog says so too, once the dialog is closed.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).not.toContainText('Paid');
});
