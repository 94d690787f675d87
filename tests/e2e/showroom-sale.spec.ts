import { expect, test } from './support/showroom-store';
import { signInAdmin } from './support/private-store';
import { toast } from './support/shop';

// A sale in the showroom (docs/decisions/0065-selling-in-the-showroom.md) on the phone the staff hold:
// at Lekki showroom, which holds two of the armchair (the main warehouse four), a scanner types the SKU
// and Enter, the walk-in pays part in cash and the rest by bank transfer; the 80 mm receipt shows the
// lines and both payments; the stock here goes down; the day's cash-up shows each method and the cash
// expected, and closing it with less in the drawer says it is short. On a store of its own with that
// showroom (support/pickup-locations-fixture.ts), so the other specs keep a shop with one location.


const SKU = 'IKJ-ARM-01';

test('a walk-in buys two armchairs in the showroom, paying cash and transfer; the receipt and the cash-up show it @phone-only', async ({ page, store }) => {
  test.setTimeout(240_000);
  const { productName } = store.fixture;
  await signInAdmin(page, store.baseUrl);

  await page.goto('/admin/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Showroom' }).selectOption({ label: 'Lekki showroom' });

  // A keyboard-wedge scanner types the SKU and presses Enter: the piece is added at once.
  const search = page.getByRole('searchbox', { name: 'Find by name or SKU' });
  await search.fill(SKU);
  await search.press('Enter');
  const lines = page.getByRole('list', { name: 'Pieces in this sale' });
  await expect(lines).toContainText(productName);
  await expect(lines).toContainText(`SKU ${SKU} · 2 here · 4 elsewhere`);
  await expect(search).toHaveValue('');
  await lines.getByRole('button', { name: `One more ${productName}` }).click();
  await expect(lines).toContainText('2 × ₦185,000 = ₦370,000');

  await expect(page.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  const complete = page.getByRole('button', { name: /^Complete sale/ });
  await expect(complete).toHaveAccessibleName('Complete sale · ₦370,000');

  // ₦100,000 in cash, the rest by bank transfer.
  await page.getByRole('textbox', { name: 'Amount (₦), payment 1' }).fill('100,000');
  await expect(page.getByText('Remaining ₦270,000')).toBeVisible();
  await page.getByRole('button', { name: 'Add a payment' }).click();
  await page.getByRole('combobox', { name: 'Method, payment 2' }).selectOption({ label: 'Bank transfer' });
  await page.getByRole('button', { name: 'Fill the remainder on payment 2: ₦270,000' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount (₦), payment 2' })).toHaveValue('270,000');
  await expect(page.getByText('Nothing remaining')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sell-in-progress.png'), fullPage: true });
  await complete.click();

  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{6}/.exec((await done.textContent()) ?? '')![0];
  await expect(done).toContainText('Total ₦370,000 · Paid ₦370,000');
  const whatsapp = done.getByRole('link', { name: 'Send by WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${orderNumber}`));
  await expect(done.getByRole('link', { name: 'Send by email' })).toHaveCount(0);

  // The 80 mm receipt opens in a new tab.
  const [receipt] = await Promise.all([page.waitForEvent('popup'), done.getByRole('link', { name: 'Print receipt' }).click()]);
  await receipt.waitForLoadState();
  const slip = receipt.getByRole('article', { name: `Receipt for order ${orderNumber}` });
  await expect(slip).toContainText(`Order ${orderNumber}`);
  await expect(slip).toContainText('Lekki showroom');
  const pieces = slip.getByRole('list', { name: 'Pieces' });
  await expect(pieces).toContainText(`${productName} (SKU ${SKU})`);
  await expect(pieces).toContainText('2 × ₦185,000.00₦370,000.00');
  const payments = slip.getByLabel('Payments');
  await expect(payments).toContainText('Cash₦100,000.00');
  await expect(payments).toContainText('Bank transfer₦270,000.00');
  await expect(payments).toContainText('Paid₦370,000.00');
  // No back-office frame around it; on paper, no Print button either.
  await expect(receipt.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await receipt.emulateMedia({ media: 'print' });
  await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden();
  await receipt.screenshot({ path: test.info().outputPath('receipt.png'), fullPage: true });
  await receipt.close();

  // The showroom's two are sold: a new search says so.
  await page.getByRole('button', { name: 'New sale' }).click();
  await search.fill(SKU);
  await expect(page.getByRole('list', { name: 'Pieces found' })).toContainText('0 here · 4 elsewhere');

  // The day's cash-up opens on the showroom this phone sells at.
  await page.goto('/admin/cash-up');
  await expect(page.getByRole('combobox', { name: 'Showroom' }).locator('option:checked')).toHaveText('Lekki showroom');
  const takings = page.getByRole('table', { name: 'Takings at Lekki showroom' });
  await expect(takings.getByRole('row').filter({ hasText: 'Cash' })).toContainText('₦100,000');
  await expect(takings.getByRole('row').filter({ hasText: 'Bank transfer' })).toContainText('₦270,000');
  await expect(page.getByLabel('Totals by method')).toContainText('All methods₦370,000');
  await expect(page.getByText('Cash expected', { exact: true }).locator('..')).toContainText('₦100,000');

  await page.getByRole('textbox', { name: 'Cash counted (₦)' }).fill('99,500');
  await page.getByRole('textbox', { name: 'Note' }).fill('₦500 short: change given from the drawer');
  await page.getByRole('button', { name: 'Close the day' }).click();
  await expect(toast(page, 'Day closed')).toBeVisible();
  const closed = page.getByRole('region', { name: 'Day closed' });
  await expect(closed).toContainText('Cash counted₦99,500');
  await expect(closed).toContainText('DifferenceShort by ₦500');
  await expect(closed).toContainText('Note: ₦500 short: change given from the drawer');
});
