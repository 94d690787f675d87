import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { readJsonLd } from './support/json-ld';
import { chooseColourIfAny, colourRadios, toast } from './support/shop';

// The product page (docs/product.md section 2, "Product"; sections 5, 8, 9): gallery, category, name,
// price, description, quantity stepper (1 to stock), low-stock warning, Add to Cart with its
// toast, 'You May Also Like', sold-out state, 'Product not found' with status 404, JSON-LD;
// and (docs/architecture.md section 9) the colour as a required choice, the made-to-order lead time,
// the delivery estimate for the shopper's state and the WhatsApp question about the piece.

async function productHrefs(request: APIRequestContext, path = '/shop?sort=newest') {
  const html = await (await request.get(path)).text();
  return [...new Set([...html.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}

/** The first product page whose server HTML matches `test` (stock levels differ per product). */
async function findProduct(request: APIRequestContext, matches: (html: string) => boolean) {
  for (const path of ['/shop?sort=newest', '/shop?sort=newest&page=2']) {
    for (const href of await productHrefs(request, path)) {
      const html = await (await request.get(href)).text();
      if (matches(html)) return { href, html };
    }
  }
  throw new Error('No product in the seed matches');
}

/** The stock the quantity stepper allows, from the server HTML (null: sold out). */
function stockOf(html: string) {
  const input = /<input[^>]*id="product-quantity"[^>]*>/.exec(html)?.[0];
  const max = input ? /max="(\d+)"/.exec(input) : null;
  return max ? Number(max[1]) : null;
}

const hasColours = (html: string) => html.includes('type="radio"');

/** The message a WhatsApp link would type in. */
async function whatsappText(link: Locator) {
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return new URL(href).searchParams.get('text')!;
}

function lowStock(html: string) {
  const match = /Only (?:<!-- -->)?(\d+)(?:<!-- -->)? left in stock!/.exec(html);
  return match ? Number(match[1]) : null;
}

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /cart/i }).first();

test.describe('product page', () => {
  test('a kept page fetches its scripts after its first paint and its main picture, then works @phone-only', async ({ page, request }) => {
    // A piece with a main picture: one another spec adds at the same moment may have none.
    const { href } = await findProduct(request, (html) => stockOf(html) !== null && /<img[^>]*fetchpriority="high"/i.test(html));
    // The page cache rewrites a page once it is kept (scripts/lib/scripts-after-paint.ts).
    await expect.poll(async () => (await (await request.get(href)).text()).includes('__loadAfterPaint([')).toBe(true);
    await page.goto(href);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    const timings = () =>
      page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = document.querySelector<HTMLImageElement>('main img[fetchpriority=high]')!.currentSrc;
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          pictureLoaded: resources.find((entry) => entry.name === picture)?.responseEnd ?? Infinity,
          scriptStarts: resources.filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime),
          // The thumbnails and related pieces below it, lazy, held until it is drawn (scripts/lib/pictures-after-paint.ts).
          otherPictureStarts: resources.filter((entry) => entry.initiatorType === 'img' && entry.name !== picture).map((entry) => entry.startTime),
          held: document.querySelectorAll('img[data-srcset], img[data-src]').length,
        };
      });
    await expect.poll(async () => (await timings()).scriptStarts.length).toBeGreaterThan(5);
    await expect.poll(async () => (await timings()).otherPictureStarts.length).toBeGreaterThan(0);
    const { firstPaint, pictureLoaded, scriptStarts, otherPictureStarts, held } = await timings();
    expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(Math.max(firstPaint, pictureLoaded));
    expect(Math.min(...otherPictureStarts)).toBeGreaterThanOrEqual(pictureLoaded);
    expect(held).toBe(0);

    // One press, made before or after they run, is answered with the toast (a press before is held
    // and replayed once the page is live: docs/decisions/0026-every-first-tap-answers.md).
    await chooseColourIfAny(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible({ timeout: 20_000 });
  });

  test('shows the gallery, category, name, price, description and related products @phone', async ({ page, request }) => {
    const { href } = await findProduct(request, (html) => html.includes('Show picture 2 of'));
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect(page.getByRole('main')).toContainText('₦');

    // Thumbnails (more than one picture): buttons that switch the main picture, by keyboard too.
    const thumbs = page.getByRole('button', { name: /^Show picture \d+ of \d+$/ });
    expect(await thumbs.count()).toBeGreaterThan(1);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: new RegExp(`picture 2 of`) })).toBeVisible();
    await thumbs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.first()).toBeFocused();

    // The category links to the shop filtered by it.
    const category = page.getByRole('main').locator('a.eyebrow');
    await expect(category).toHaveAttribute('href', /^\/shop\?category=[a-z-]+$/);

    const related = page.getByRole('region', { name: 'You May Also Like' });
    await expect(related).toBeVisible();
    const relatedLinks = related.locator('a[href^="/product/"]');
    const count = await relatedLinks.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (const link of await relatedLinks.all()) expect(await link.getAttribute('href')).not.toBe(href);
    expect(name.length).toBeGreaterThan(0);
  });

  test('a sale product shows the discount price with the old price struck through', async ({ page }) => {
    await page.goto('/shop?category=furniture');
    await page.locator('main a[href^="/product/"]').filter({ has: page.locator('s') }).first().click();
    await expect(page).toHaveURL(/\/product\//);
    const info = page.getByRole('main').locator('h1 + div');
    await expect(info.locator('s')).toContainText('₦');
    await expect(info).toContainText('Sale price');
  });

  test('quantity stays between 1 and the stock; Add to Cart adds it with the toast and the badge @phone-only', async ({ page, request }) => {
    const { href } = await findProduct(request, (h) => (lowStock(h) ?? 0) >= 2);
    await page.goto(href);
    // The count as this page drew it: another test may buy one of these between the two reads.
    const lowStockNote = page.getByText(/^Only \d+ left in stock!$/);
    await expect(lowStockNote).toBeVisible();
    const stock = Number(/\d+/.exec(await lowStockNote.innerText())![0]);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    for (let i = 1; i < stock; i++) await plus.click();
    await expect(quantity).toHaveValue(String(stock));
    await expect(plus).toBeDisabled();
    // Typed values are brought back into range.
    await quantity.fill('999');
    await quantity.blur();
    await expect(quantity).toHaveValue(String(stock));
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await plus.click();
    await expect(quantity).toHaveValue('2');

    await expect(cartBadge(page)).toHaveAccessibleName(/0 items/);
    await chooseColourIfAny(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`2 ${name} added to your cart.`);
    await expect(cartBadge(page)).toHaveAccessibleName(/2 items/);

    // The cart never holds more than the stock.
    for (let i = 2; i < stock; i++) await plus.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartBadge(page)).toHaveAccessibleName(new RegExp(`${stock} items`));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]);
    expect(stored.map((line) => line.quantity)).toEqual([stock]);
  });

  test('a sold-out product (found through the shop) cannot be added', async ({ page }) => {
    await page.goto('/shop?category=furniture');
    await page.locator('main a[href^="/product/"]').filter({ hasText: 'Sold-out' }).first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('main').getByText('Sold-out', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    await expect(page.getByText(/left in stock!/)).toHaveCount(0);
  });

  test('an unknown or malformed id shows Product not found with status 404', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product']) {
      const response = await page.goto(`/product/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('carries metadata and schema.org Product JSON-LD priced in NGN', async ({ page, request }) => {
    // A piece with pictures, whichever is newest when this runs: its first picture is the one shared.
    const { href } = await findProduct(request, (html) => html.includes('Show picture 2 of'));
    await page.goto(href);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
    const jsonLd = (await readJsonLd(page, 'Product'))!;
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name });
    expect(jsonLd.offers.priceCurrency).toBe('NGN');
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(jsonLd.offers.url).toMatch(new RegExp(`${href}$`));
  });

  test('the product page has no serious accessibility violations @phone', async ({ page, request }) => {
    const { href } = await findProduct(request, (html) => html.includes('Show picture 2 of') && html.includes('type="radio"'));
    await page.goto(href);
    // With the per-visitor parts drawn: an estimate.
    await page.getByLabel('Deliver to').selectOption('Lagos');
    await expect(page.getByText(/estimated \d/)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
  test('the first colour in stock is chosen; another is chosen by keyboard too; two colours become two cart lines, and WhatsApp names them @phone-only', async ({ page, request }) => {
    test.slow();
    const { href } = await findProduct(request, (html) => hasColours(html) && (stockOf(html) ?? 0) >= 5);
    await page.goto(href);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const radios = colourRadios(page);
    const [first, second] = [(await radios.nth(0).getAttribute('value'))!, (await radios.nth(1).getAttribute('value'))!];
    // The page opens on a colour in stock (the first, on the seed's pieces): Add to Cart buys it at once.
    await expect(radios.first()).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: `Colour: ${first}` })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(cartBadge(page)).toHaveAccessibleName(/0 items/);

    // Arrow keys move through the colours and choose; the group is one Tab stop.
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
    await expect(page.getByRole('radiogroup', { name: `Colour: ${second}` })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).not.toBe('radio');
    await page.keyboard.press('Shift+Tab');
    await expect(radios.nth(1)).toBeFocused();

    // The question on WhatsApp names the piece and the chosen colour, and links to this page.
    const ask = page.getByRole('link', { name: /Ask about this piece on WhatsApp/ });
    const question = await whatsappText(ask);
    expect(question).toContain(`${name} in ${second}`);
    expect(question).toMatch(new RegExp(`https?://[^\\s]+${href}$`));

    await add.click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
    await radios.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radios.first()).toBeChecked();
    await add.click();
    await expect(cartBadge(page)).toHaveAccessibleName(/2 items/);
    // The same colour again is the same line.
    await add.click();
    await expect(cartBadge(page)).toHaveAccessibleName(/3 items/);

    await page.goto('/cart');
    const lines = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: second })).toHaveCount(1);
    await expect(page.getByRole('group', { name: `Quantity of ${name} in ${second}` })).toContainText('1');
    await expect(page.getByRole('group', { name: `Quantity of ${name} in ${first}` })).toContainText('2');

    const order = await whatsappText(page.getByRole('link', { name: /Send this order on WhatsApp/ }));
    expect(order).toContain(`${name} (${second})\nQuantity: 1\n`);
    expect(order).toContain(`${name} (${first})\nQuantity: 2\n`);
    expect(order).toContain(href);
    expect(order).toMatch(/Subtotal: ₦[\d,.]+$/);

    // Each colour is removed on its own.
    await page.getByRole('button', { name: `Remove ${name} in ${second}` }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(first);
  });

  test('choosing a state shows the delivery fee and an estimated window, remembered after reload @phone-only', async ({ page, request }) => {
    const { href, html } = await findProduct(request, (h) => !h.includes('Made to order:') && (stockOf(h) ?? 0) > 0);
    // The cached page is the same for everyone: the estimate is drawn in the browser.
    expect(html).toContain('Choose your state to see the delivery fee and date.');
    await page.goto(href);
    const state = page.getByLabel('Deliver to');
    await expect(state).toHaveValue('');
    await state.selectOption('Lagos');
    const estimate = page.getByText(/^(Delivery to Lagos: ₦[\d,]+|Free delivery to Lagos), estimated \d{1,2}( [A-Z][a-z]{2})?-\d{1,2} [A-Z][a-z]{2}/);
    await expect(estimate).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('delivery-state'))).toBe('Lagos');

    await page.reload();
    await expect(page.getByLabel('Deliver to')).toHaveValue('Lagos');
    await expect(estimate).toBeVisible();

    await page.getByLabel('Deliver to').selectOption('Kano');
    await expect(page.getByText(/^(Delivery to Kano: ₦[\d,]+|Free delivery to Kano), estimated/)).toBeVisible();
  });

  test('a state chosen before the page\'s scripts have run is kept and estimated once they do', async ({ page, request }) => {
    const { href } = await findProduct(request, (h) => !h.includes('Made to order:') && (stockOf(h) ?? 0) > 0);
    await expect.poll(async () => (await (await request.get(href)).text()).includes('__loadAfterPaint([')).toBe(true);
    // Hold the page's scripts, as a slow network would, while the shopper picks a state.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await page.goto(href, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Deliver to').selectOption('Lagos');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(page.getByText(/^(Delivery to Lagos: ₦[\d,]+|Free delivery to Lagos), estimated/)).toBeVisible();
    await expect(page.getByLabel('Deliver to')).toHaveValue('Lagos');
    expect(await page.evaluate(() => localStorage.getItem('delivery-state'))).toBe('Lagos');
  });

  test('a remembered state that is not one of the 37 is ignored: the select and the prompt show as for a new visitor', async ({ page, request }) => {
    const { href } = await findProduct(request, (h) => !h.includes('Made to order:') && (stockOf(h) ?? 0) > 0);
    await page.goto(href);
    await page.evaluate(() => localStorage.setItem('delivery-state', 'Atlantis'));
    await page.reload();
    await expect(page.getByText('Choose your state to see the delivery fee and date.')).toBeVisible();
    await expect(page.getByLabel('Deliver to')).toHaveValue('');
    await expect(page.getByText(/Atlantis/)).toHaveCount(0);
  });

  test('a made-to-order product says how long the workshop needs', async ({ page, request }) => {
    const { href } = await findProduct(request, (html) => html.includes('Made to order:'));
    await page.goto(href);
    await expect(page.getByRole('main')).toContainText(/Made to order: ready in \d+(-\d+)? (days|weeks)/);
  });
});
