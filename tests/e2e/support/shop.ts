import { expect, type Page } from '@playwright/test';
import { readJsonLd } from './json-ld';

// What a shopper does again and again across specs: read toasts, pick a product that has
// stock, add it to the cart from its page, fill the checkout form.

export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

export type ProductOnPage = { href: string; id: string; name: string; stock: number; unitPriceKobo: number };

/**
 * A product with plenty of stock, opened on its page with nothing chosen. Curtains: the seed keeps
 * dozens of each, and the other specs buy from elsewhere, so orders placed by tests never starve them.
 * `stock` is what can be bought of its first colour (each colour has its own), or of the piece.
 */
export async function openProductWithStock(page: Page): Promise<ProductOnPage> {
  const html = await (await page.request.get('/shop?category=curtains')).text();
  const hrefs = [...new Set([...html.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
  for (const href of hrefs) {
    await page.goto(href);
    if ((await madeToMeasure(page).count()) > 0) continue;
    const hasColours = (await colourRadios(page).count()) > 0;
    if (hasColours) await colourRadios(page).first().check();
    const max = await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max').catch(() => null);
    // Back to the page as a shopper finds it, nothing chosen.
    if (hasColours) await page.reload();
    if (max && Number(max) >= 5) {
      const jsonLd = (await readJsonLd(page, 'Product'))!;
      const [naira, kobo = '0'] = (jsonLd.offers.price as string).split('.');
      return { href, id: href.split('/').pop()!, name: jsonLd.name as string, stock: Number(max), unitPriceKobo: Number(naira) * 100 + Number(kobo) };
    }
  }
  throw new Error('No curtain with enough stock');
}

/** A product page's made-to-measure form: such a piece is bought by its size, with no quantity. */
export const madeToMeasure = (page: Page) => page.getByRole('form', { name: 'Made to measure' });

/** The product page's colours (a required choice), when the product has any. */
export const colourRadios = (page: Page) => page.getByRole('radiogroup', { name: /^Colour:/ }).getByRole('radio');

/** The colour a product page opened on (its first in stock), which Add to Cart buys; null: no colours. */
export async function chooseColourIfAny(page: Page): Promise<string | null> {
  if ((await colourRadios(page).count()) === 0) return null;
  const chosen = page.getByRole('radiogroup', { name: /^Colour:/ }).locator('input:checked');
  await expect(chosen).toHaveCount(1);
  return chosen.getAttribute('value');
}

/** Opens a product page and adds one to the cart (in its first colour, if it has colours), as a shopper would. */
export async function addToCartFromProductPage(page: Page) {
  const product = await openProductWithStock(page);
  const colour = await chooseColourIfAny(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  return { ...product, colour };
}

/** Chooses how to pay at checkout by the radio's label ("Pay on delivery", "Bank transfer", ...). */
export async function choosePayment(page: Page, label: string) {
  await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: label, exact: true }).check();
}

export type Shipping = { fullName?: string; email?: string; phone: string; address: string; state: string; notes?: string };

export async function fillShipping(page: Page, details: Shipping) {
  if (details.fullName !== undefined) await page.getByLabel('Full Name').fill(details.fullName);
  if (details.email !== undefined) await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Phone').fill(details.phone);
  await page.getByLabel('Shipping Address').fill(details.address);
  await page.getByLabel('State', { exact: true }).selectOption(details.state);
  if (details.notes !== undefined) await page.getByLabel('Order Notes (optional)').fill(details.notes);
}

/** Checks out the cart on the checkout page with "Pay on delivery" to a Lagos address; returns the order number the toast gives. */
export async function placePayOnDeliveryOrder(page: Page): Promise<string> {
  await fillShipping(page, { phone: '+234 803 123 4567', address: '3 Ozumba Mbadiwe Avenue, Victoria Island', state: 'Lagos' });
  await choosePayment(page, 'Pay on delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  return /ORD-[0-9A-Z-]+/.exec((await placed.textContent()) ?? '')![0].replace(/\.$/, '');
}
