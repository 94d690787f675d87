import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { enterMeasurements, openMadeToMeasurePiece } from './support/deposit-order';
import { adminPage, openDetails } from './support/order-stages';
import { choosePayment, fillShipping, toast } from './support/shop';
import { pdfLines } from '../helpers/pdf-text';

// Curtains made to measure (docs/decisions/0058-made-to-measure.md), at phone and desktop size: the demo's
// made-to-measure curtains, 240 cm x 270 cm lined, priced as their rule says while the shopper types,
// ordered, and the size and cut on the receipt and in the admin's Order Details.

const expect = baseExpect.configure({ timeout: 30_000 });

const SIZE = '240 cm wide × 270 cm drop';
const CUT = '3 widths of fabric, 8.4 m, lined';
/** ₦12,500 a metre x 8.4 m + ₦6,000 x 3 widths of making + ₦3,500 x 8.4 m of lining. */
const PRICE = '₦152,400';

test('a curtain 240 x 270 cm lined is priced by its rule, ordered, and its size is on the receipt and in the order details @phone-only', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  const account = newAccount('measure');
  await signInContext(context, account, { create: true });
  await openMadeToMeasurePiece(page);

  // The guide opens beside the inputs without any script.
  await page.getByText('How to measure').click();
  await expect(page.getByRole('img', { name: /the width runs along the track/ })).toBeVisible();

  // Out of bounds: told the limits; then the size asked for, priced and explained as it is typed.
  await enterMeasurements(page, { widthCm: 700, dropCm: 270, lined: true });
  await expect(page.getByText('Enter a width from 50 to 600 cm, in whole centimetres.')).toBeVisible();
  await expect(page.getByLabel('Width (cm)')).toHaveAttribute('aria-invalid', 'true');
  await enterMeasurements(page, { widthCm: 240, dropCm: 270, lined: false });
  await expect(page.locator('#measure-price')).toHaveText('₦123,000');
  await page.getByLabel(/^Lined/).check();
  await expect(page.locator('#measure-price')).toHaveText(PRICE);
  await expect(page.locator('#measure-explain')).toHaveText(`${SIZE}: ${CUT}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();

  // The cart and checkout carry the size; the server prices it again and takes the order.
  await page.goto('/cart');
  await expect(page.getByText(`Made to measure: ${SIZE}, lined`)).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText(`Made to measure: ${SIZE}, lined`)).toBeVisible();
  await fillShipping(page, { phone: '0803 123 4567', address: '14 Gana Street, Maitama', state: 'Federal Capital Territory' });
  await choosePayment(page, 'Bank transfer');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible();
  const orderNumber = /ORD-[0-9A-Z]+-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0];

  // The shopper's order page and receipt.
  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByText(`Made to measure: ${SIZE}: ${CUT}`)).toBeVisible();
  const link = page.getByRole('link', { name: 'Download receipt' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const receipt = (await pdfLines(new Uint8Array(await readFile((await download.path())!)))).join(' ');
  expect(receipt).toContain(`${PRICE}.00`);
  // The description wraps within its column: the piece and its fabric, then the size and the cut.
  expect(receipt).toContain('Made-to-Measure Linen Curtains — Sand linen / Pencil');
  expect(receipt).toContain(`— ${SIZE}: ${CUT}`);

  // The workshop reads it from the admin's Order Details.
  const admin = await adminPage(browser);
  const details = await openDetails(admin, orderNumber);
  await expect(details.getByText(`Made to measure: ${SIZE}: ${CUT}`)).toBeVisible();
  await expect(details).toContainText(PRICE);
  await admin.context().close();
});
