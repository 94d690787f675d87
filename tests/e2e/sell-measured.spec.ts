import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { MADE_TO_ORDER_PIECE } from './support/deposit-order';

// A curtain made to measure sold on the Sell screen (docs/decisions/0058-made-to-measure.md and 0065), on
// the phone staff hold: the demo's curtains are found at their fabric's price a metre, refused until a
// width and drop are given, then priced by the storefront's rule, 240 x 270 cm lined at ₦152,400. A
// payment typed while the price comes back stays typed; the till receipt names the size and the cut.

// Each step waits on a server action.
const expect = baseExpect.configure({ timeout: 30_000 });

const PIECE = `${MADE_TO_ORDER_PIECE} (Sand linen / Pencil pleat)`;

test('a curtain is sold on the Sell screen at its measured price, with its size on the receipt @phone-only', async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
  await page.goto('/admin/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Find by name or SKU' }).fill('Linen Curtains');
  await page.getByRole('button', { name: `Add ${PIECE}, ₦12,500 a metre, Made to measure` }).click();
  const lines = page.getByRole('list', { name: 'Pieces in this sale' });
  await expect(lines).toContainText('Priced by its width and drop');
  // Never at its price a metre: without a size there is no total.
  await expect(page.getByText(`${PIECE} is made to measure. Give the width and drop of this piece.`)).toBeVisible();
  const complete = page.getByRole('button', { name: /^Complete sale/ });
  await expect(complete).toHaveAccessibleName('Complete sale');

  await lines.getByRole('textbox', { name: `Width (cm), ${PIECE}` }).fill('240');
  await lines.getByRole('textbox', { name: `Drop (cm), ${PIECE}` }).fill('270');
  await expect(lines).toContainText('1 × ₦123,000 = ₦123,000');

  // A payment typed, then the price changes: the amount stays as typed.
  const amount = page.getByRole('textbox', { name: 'Amount (₦), payment 1' });
  await amount.fill('100,000');
  await lines.getByRole('checkbox', { name: `Lined, ${PIECE}` }).check();
  await expect(lines).toContainText('1 × ₦152,400 = ₦152,400');
  await expect(complete).toHaveAccessibleName('Complete sale · ₦152,400');
  await expect(amount).toHaveValue('100,000');
  await expect(page.getByText('Remaining ₦52,400')).toBeVisible();

  await page.getByRole('combobox', { name: 'Method, payment 1' }).selectOption({ label: 'POS terminal' });
  await page.getByRole('button', { name: 'Fill the remainder on payment 1: ₦152,400' }).click();
  await expect(amount).toHaveValue('152,400');
  await expect(page.getByText('Nothing remaining')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sell-measured.png'), fullPage: true });
  await complete.click();

  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toBeVisible();
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{6}/.exec((await done.textContent()) ?? '')![0];
  await expect(done).toContainText('Total ₦152,400 · Paid ₦152,400');

  const [receipt] = await Promise.all([page.waitForEvent('popup'), done.getByRole('link', { name: 'Print receipt' }).click()]);
  await receipt.waitForLoadState();
  const pieces = receipt.getByRole('article', { name: `Receipt for order ${orderNumber}` }).getByRole('list', { name: 'Pieces' });
  await expect(pieces).toContainText(MADE_TO_ORDER_PIECE);
  await expect(pieces).toContainText('240 cm wide × 270 cm drop: 3 widths of fabric, 8.4 m, lined');
  await expect(pieces).toContainText('1 × ₦152,400.00₦152,400.00');
  await receipt.close();
});
