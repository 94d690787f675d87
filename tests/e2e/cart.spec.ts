import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readJsonLd } from './support/json-ld';
import { chooseColourIfAny } from './support/shop';

// The cart (docs/product.md section 2, "Cart"; section 4): lines with plus/minus (never above the
// stock, counted across a product's colours) and remove, Order Summary, the empty state, and
// lines whose product vanished, changed price or ran short of stock, which are shown as such
// instead of charged silently.

type StoredLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  unitPriceKobo: number;
  /** Absent in carts saved before colours were chosen. */
  color?: string | null;
  quantity: number;
};

/** A real product from the shop: its page and what the page says about it. */
async function realProduct(page: Page, { minStock = 2 } = {}) {
  await page.goto('/shop?sort=price-low');
  const hrefs = await page.locator('main a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  for (const href of hrefs) {
    await page.goto(href);
    const jsonLd = (await readJsonLd(page, 'Product'))!;
    const max = await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max').catch(() => null);
    if (max && Number(max) >= minStock) {
      const [naira, kobo] = (jsonLd.offers.price as string).split('.');
      return {
        href,
        id: href.split('/').pop()!,
        name: jsonLd.name as string,
        stock: Number(max),
        unitPriceKobo: Number(naira) * 100 + Number(kobo),
      };
    }
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
  test('an empty cart says so and leads back to the shop @phone', async ({ page }) => {
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

  test('a line whose product no longer exists is shown as unavailable and can be removed @phone', async ({ page }) => {
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
      line({ id: product.id, name: product.name, unitPriceKobo: stale, quantity: product.stock + 5, stockQuantity: 999 }),
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

  test('two colours of one product share its stock: the later line is brought down and plus stops for both', async ({ page }) => {
    test.slow();
    const product = await realProduct(page, { minStock: 3 });
    const base = { id: product.id, name: product.name, unitPriceKobo: product.unitPriceKobo, stockQuantity: 999 };
    await storeCart(page, [
      line({ ...base, color: 'Indigo', quantity: product.stock - 1 }),
      line({ ...base, color: 'Sand', quantity: 5 }),
    ]);
    await page.goto('/cart');
    const indigo = page.getByRole('group', { name: `Quantity of ${product.name} in Indigo` });
    const sand = page.getByRole('group', { name: `Quantity of ${product.name} in Sand` });
    await expect(sand).toContainText(/^\s*1\s*$/);
    await expect(indigo).toContainText(String(product.stock - 1));
    await expect(page.getByText(`Only ${product.stock} left in stock: we updated your quantity.`)).toBeVisible();
    await expect(page.getByText('Colour: Indigo')).toBeVisible();
    await expect(page.getByText('Colour: Sand')).toBeVisible();
    for (const colour of ['Indigo', 'Sand']) {
      await expect(page.getByRole('button', { name: `Increase quantity of ${product.name} in ${colour}` })).toBeDisabled();
    }
    // Fewer of one colour makes room for the other.
    await page.getByRole('button', { name: `Decrease quantity of ${product.name} in Indigo` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${product.name} in Sand` }).click();
    await expect(sand).toContainText('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredLine[]);
    expect(stored.map((l) => [l.color, l.quantity])).toEqual([
      ['Indigo', product.stock - 2],
      ['Sand', 2],
    ]);
  });

  test('/cart with items has no serious accessibility violations', async ({ page }) => {
    await page.goto('/cart');
    await storeCart(page, [line({ id: crypto.randomUUID(), name: 'Vanished Ottoman', color: 'Indigo' })]);
    await page.reload();
    await expect(page.getByText('No longer available')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
