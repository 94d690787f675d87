import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readJsonLd } from './support/json-ld';
import { chooseColourIfAny, colourRadios, madeToMeasure } from './support/shop';

// The cart (docs/product.md section 2, "Cart"; section 4): lines with plus/minus (never above the
// stock of the line's variant, here a colour's) and remove, Order Summary, the empty state, and
// lines whose product vanished, changed price or ran short of stock, which are shown as such
// instead of charged silently.

type StoredLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  unitPriceKobo: number;
  /** The variant's option values ('3-seater / Velvet'); absent in carts saved before colours were chosen. */
  variant?: string | null;
  /** What carts saved before variants name instead: the colour, that colour's variant's label. */
  color?: string | null;
  quantity: number;
};

/** What the open product page's stepper allows: the chosen colour's stock (or the piece's, without colours). */
const stepperMax = async (page: Page) => Number((await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max').catch(() => null)) ?? 0);

/**
 * A real product from the shop, its first colour chosen when it has colours: its page and what the page
 * says about it (`stock` is that colour's). With `colours: 2`, one with two colours, each with its stock.
 */
async function realProduct(page: Page, { minStock = 2, colours = 0 } = {}) {
  await page.goto('/shop?sort=price-low');
  const hrefs = await page.locator('main a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  for (const href of hrefs) {
    await page.goto(href);
    // A piece made to measure is bought by its size (made-to-measure.spec.ts), not by a quantity.
    if ((await madeToMeasure(page).count()) > 0) continue;
    if ((await colourRadios(page).count()) < colours) continue;
    const colour = await chooseColourIfAny(page);
    const stock = await stepperMax(page);
    if (stock < minStock) continue;
    const second = colours >= 2 ? await colourRadios(page).nth(1).getAttribute('value') : null;
    if (second) await colourRadios(page).nth(1).check();
    const secondStock = second ? await stepperMax(page) : null;
    if (secondStock !== null && secondStock < minStock) continue;
    const jsonLd = (await readJsonLd(page, 'Product'))!;
    const [naira, kobo] = (jsonLd.offers.price as string).split('.');
    return {
      href,
      id: href.split('/').pop()!,
      name: jsonLd.name as string,
      colour,
      stock,
      second: second ? { colour: second, stock: secondStock! } : null,
      unitPriceKobo: Number(naira) * 100 + Number(kobo),
    };
  }
  throw new Error('No product with enough stock');
}

async function storeCart(page: Page, lines: StoredLine[]) {
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
}

const line = (overrides: Partial<StoredLine> & { id: string }): StoredLine => ({
  name: 'A piece',
  imageUrl: null,
  category: 'sofas',
  stockQuantity: 5,
  unitPriceKobo: 100_000_00,
  quantity: 1,
  ...overrides,
});

test.describe('cart', () => {
  test('an empty cart says so and leads back to the shop @phone-only', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('lines, plus/minus up to the stock, Order Summary, checkout and shop buttons, remove @phone', async ({ page }) => {
    test.slow();
    const product = await realProduct(page);
    await chooseColourIfAny(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
    await page.goto('/cart');

    await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('Subtotal');
    await expect(summary).toContainText('Calculated at checkout');
    await expect(summary).toContainText('Total');
    await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(summary.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    const subtotal = summary.locator('dd').first();
    const one = await subtotal.innerText();

    const plus = page.getByRole('button', { name: `Increase quantity of ${product.name}` });
    const minus = page.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    const group = page.getByRole('group', { name: `Quantity of ${product.name}` });
    await plus.click();
    await expect(group).toContainText('2');
    await expect(subtotal).not.toHaveText(one);
    await minus.click();
    await expect(group).toContainText('1');
    await expect(subtotal).toHaveText(one);

    // Plus stops at the stock.
    for (let i = 1; i < product.stock; i++) await plus.click();
    await expect(group).toContainText(String(product.stock));
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('link', { name: /cart/i }).first()).toHaveAccessibleName(
      new RegExp(`${product.stock} items`),
    );

    // Remove takes the line out.
    await page.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('minus on a single item removes the line', async ({ page }) => {
    const product = await realProduct(page, { minStock: 1 });
    await chooseColourIfAny(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    await page.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  });

  test('a line whose product no longer exists is shown as unavailable and can be removed @phone-only', async ({ page }) => {
    await page.goto('/cart');
    const vanished = crypto.randomUUID();
    await storeCart(page, [line({ id: vanished, name: 'Vanished Ottoman' })]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Vanished Ottoman', exact: true })).toBeVisible();
    await expect(page.getByText('No longer available')).toBeVisible();
    await expect(page.getByText('Some items in your cart have changed')).toBeVisible();
    await page.getByRole('button', { name: 'remove it' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('a changed price is shown with Update price; a quantity above the stock is brought down', async ({ page }) => {
    test.slow();
    const product = await realProduct(page);
    const stale = product.unitPriceKobo + 12_345_00;
    await storeCart(page, [
      line({ id: product.id, name: product.name, variant: product.colour, unitPriceKobo: stale, quantity: product.stock + 5, stockQuantity: 999 }),
    ]);
    await page.goto('/cart');
    const group = page.getByRole('group', { name: `Quantity of ${product.name}` });
    await expect(group).toContainText(String(product.stock));
    await expect(page.getByText(`Only ${product.stock} left in stock`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeDisabled();

    const notice = page.getByText(/^Price changed to ₦[\d,.]+$/);
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Update price' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText('Some items in your cart have changed')).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredLine[]);
    expect(stored).toEqual([expect.objectContaining({ id: product.id, unitPriceKobo: product.unitPriceKobo, quantity: product.stock, stockQuantity: product.stock })]);
  });

  test('each variant has its own stock: a line above its variant’s is brought down, the other’s is left as it is; a line saved with a colour still reads', async ({
    page,
  }) => {
    test.slow();
    const product = await realProduct(page, { minStock: 2, colours: 2 });
    const [first, second] = [{ colour: product.colour!, stock: product.stock }, product.second!];
    const base = { id: product.id, name: product.name, unitPriceKobo: product.unitPriceKobo, stockQuantity: 999 };
    // The first line as a cart saved before variants holds it.
    await storeCart(page, [line({ ...base, color: first.colour, quantity: first.stock + 3 }), line({ ...base, variant: second.colour, quantity: 1 })]);
    await page.goto('/cart');
    const firstLine = page.getByRole('group', { name: `Quantity of ${product.name} in ${first.colour}` });
    const secondLine = page.getByRole('group', { name: `Quantity of ${product.name} in ${second.colour}` });
    await expect(firstLine).toContainText(String(first.stock));
    await expect(secondLine).toContainText(/^\s*1\s*$/);
    await expect(page.getByText(`Only ${first.stock} left in stock: we updated your quantity.`)).toBeVisible();
    await expect(page.getByText(first.colour, { exact: true })).toBeVisible();
    await expect(page.getByText(second.colour, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Increase quantity of ${product.name} in ${first.colour}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Increase quantity of ${product.name} in ${second.colour}` })).toBeEnabled();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredLine[]);
    expect(stored.map((l) => [l.variant, l.quantity, l.stockQuantity])).toEqual([
      [first.colour, first.stock, first.stock],
      [second.colour, 1, second.stock],
    ]);
  });

  test('/cart with items has no serious accessibility violations', async ({ page }) => {
    await page.goto('/cart');
    await storeCart(page, [line({ id: crypto.randomUUID(), name: 'Vanished Ottoman', variant: '3-seater / Indigo' })]);
    await page.reload();
    await expect(page.getByText('No longer available')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
