import { expect, type Page } from '@playwright/test';
import { choosePayment, fillShipping, toast } from './shop';

// A made-to-order piece bought with a deposit on the fake Paystack
// (docs/decisions/0035-deposits-and-balances.md), as the specs that follow such an order need it.

/**
 * The seed's made-to-measure curtains (docs/decisions/0058-made-to-measure.md): ₦12,500 a metre of Sand
 * linen, made in 7 to 10 days; 240 x 270 cm lined is 3 widths of fabric, 8.4 m: ₦152,400.
 */
export const MADE_TO_ORDER_PIECE = 'Made-to-Measure Linen Curtains';

export async function openMadeToMeasurePiece(page: Page) {
  await page.goto('/shop?category=curtains');
  await page.getByRole('link', { name: MADE_TO_ORDER_PIECE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: MADE_TO_ORDER_PIECE })).toBeVisible();
}

/** Types a size into the made-to-measure form (its script loads as the width field is first touched). */
export async function enterMeasurements(page: Page, { widthCm, dropCm, lined }: { widthCm: number; dropCm: number; lined: boolean }) {
  await page.getByLabel('Width (cm)').fill(String(widthCm));
  await page.getByLabel('Drop (cm)').fill(String(dropCm));
  await page.getByLabel(/^Lined/).setChecked(lined);
}

/** The curtains, 240 x 270 cm lined, added to the cart from their page. */
export async function addMadeToOrderPieceToCart(page: Page) {
  await openMadeToMeasurePiece(page);
  await enterMeasurements(page, { widthCm: 240, dropCm: 270, lined: true });
  await expect(page.locator('#measure-price')).toHaveText('₦152,400');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
}

/** Checkout with Paystack and the deposit chosen; ends on the fake's hosted page. Returns the order number. */
export async function placeDepositOrderOnPaystack(page: Page, shipping: { phone: string; address: string; state: string }) {
  await page.goto('/checkout');
  await fillShipping(page, shipping);
  await choosePayment(page, 'Pay with Paystack (card, bank, USSD)');
  await page.getByRole('group', { name: 'How much to pay now' }).getByRole('radio', { name: /^Pay a deposit of/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 30_000 });
  // Our reference for the attempt is the order number and a random suffix.
  const reference = (await page.locator('dt', { hasText: 'Reference' }).locator('+ dd').innerText()).trim();
  return /^(ORD-[0-9A-Z]+-[0-9A-Z]+)-[0-9a-f]+$/.exec(reference)![1]!;
}

/** Pays on the fake's hosted page and comes back to the order page. */
export async function payOnHostedPage(page: Page, orderNumber: string) {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`), { timeout: 30_000 });
}
