import { expect, test, type Locator, type Page } from './support/test';

// The home page of docs/product.md section 2, against the seeded demo shop.

const SECTIONS = ['hero', 'word-strip', 'collection', 'tagline', 'slides', 'hero-2', 'reviews'];
const STRIP_WORDS = ['SOFAS', 'TABLES', 'CONSOLES', 'BEDS', 'CHAIRS'];

async function openHome(page: Page) {
  await page.goto('/');
  // The product sections stream in after the first paint.
  await expect(page.locator('[data-home-section="slides"]')).toBeAttached();
}

/** Selects a tab, again if the first click came before the page was hydrated. */
async function selectTab(tab: Locator) {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Shop by room' });
}

/** The slide in view (the others are hidden from assistive technology). */
function currentSlide(page: Page) {
  return carousel(page).getByRole('group');
}

async function currentCategoryName(page: Page) {
  return (await currentSlide(page).locator('p').first().textContent())!.trim();
}

test.describe('home', () => {
  // The tagline band belongs to section 3 ('Our Collection ..., then a tagline band').
  test('shows the six sections in order @phone', async ({ page }) => {
    await openHome(page);
    const order = await page
      .locator('main [data-home-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-home-section')));
    expect(order).toEqual(SECTIONS);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Our Collection', 'Client Reviews']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
    }
    const hero2 = page.locator('[data-home-section="hero-2"]');
    await expect(hero2.getByRole('heading', { level: 2 })).toBeAttached();
    await expect(hero2.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/contact');
  });

  test('the word strip repeats the five words 3 times and is hidden from screen readers', async ({ page }) => {
    await openHome(page);
    const strip = page.locator('[data-home-section="word-strip"]');
    await expect(strip).toHaveAttribute('aria-hidden', 'true');
    const words = (await strip.locator('li').allTextContents()).map((word) => word.trim());
    expect(words).toEqual([...STRIP_WORDS, ...STRIP_WORDS, ...STRIP_WORDS]);
  });

  test('Our Collection: tabs, Sofas by default, product cards that link to the product @phone', async ({ page }) => {
    await openHome(page);
    const section = page.locator('[data-home-section="collection"]');
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText(['Sofas', 'Beds', 'Chairs', 'Tables', 'Consoles']);
    await expect(section.getByRole('tab', { name: 'Sofas' })).toHaveAttribute('aria-selected', 'true');

    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    const sofaCards = panel.getByRole('article');
    expect(await sofaCards.count()).toBeGreaterThan(0);
    expect(await sofaCards.count()).toBeLessThanOrEqual(4);
    await expect(panel).toContainText('₦');
    await expect(panel.getByText('Sale', { exact: true }).first()).toBeVisible();
    // A piece offered in colours or fabrics shows its first two values (swatches, named for screen readers).
    await expect(panel.getByRole('img', { name: /^[A-Z][\w ]+, [A-Z][\w ]+( and \d+ more)?$/ }).first()).toBeVisible();

    await selectTab(section.getByRole('tab', { name: 'Beds' }));
    const bedCards = panel.getByRole('article');
    const bedNames = await bedCards.getByRole('heading').allTextContents();
    expect(bedNames.length).toBeGreaterThan(0);
    expect(bedNames.length).toBeLessThanOrEqual(4);
    // Every seeded bed is called '... Bed'.
    for (const name of bedNames) expect(name).toMatch(/Bed\b/);

    const firstLink = bedCards.first().getByRole('heading').getByRole('link');
    const href = await firstLink.getAttribute('href');
    expect(href).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    const name = await firstLink.textContent();
    await firstLink.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });

  test('the tabs work from the keyboard', async ({ page }) => {
    await openHome(page);
    const section = page.locator('[data-home-section="collection"]');
    const beds = section.getByRole('tab', { name: 'Beds' });
    await expect(async () => {
      await section.getByRole('tab', { name: 'Sofas' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(beds).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await expect(beds).toBeFocused();
    await expect(section.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await beds.getAttribute('id'))!);
  });

  test('the slide carousel wraps at both ends and drives the featured grid @phone', async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const dots = region.getByRole('button', { name: /^Go to slide \d+$/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    const section = page.locator('[data-home-section="slides"]');
    const liveRegion = region.locator('[aria-live="polite"]');

    const expectSlide = async (n: number) => {
      await expect(dots.nth(n - 1)).toHaveAttribute('aria-current', 'true');
      await expect(currentSlide(page)).toHaveCount(1);
      await expect(currentSlide(page)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `${n} of ${count}`);
      await expect(liveRegion).toContainText(`Slide ${n} of ${count}`);
      const name = await currentCategoryName(page);
      await expect(section.getByRole('heading', { name: `Featured ${name}`, exact: true })).toBeVisible();
      const shopNow = currentSlide(page).getByRole('link', { name: /^Shop Now/ });
      const href = await shopNow.getAttribute('href');
      expect(href).toMatch(/^\/shop\?category=[a-z-]+$/);
      await expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute('href', href!);
      return name;
    };

    const first = await expectSlide(1);
    expect(first).toBe('Sofas');
    const featured = section.getByRole('region', { name: 'Featured Sofas' }).getByRole('article');
    expect(await featured.count()).toBeGreaterThan(0);
    expect(await featured.count()).toBeLessThanOrEqual(5);

    await region.getByRole('button', { name: 'Previous slide' }).click();
    const last = await expectSlide(count);
    expect(last).not.toBe(first);

    await region.getByRole('button', { name: 'Next slide' }).click();
    expect(await expectSlide(1)).toBe(first);

    await region.getByRole('button', { name: 'Next slide' }).click();
    const second = await expectSlide(2);
    expect(second).not.toBe(first);
    await expect(section.getByRole('heading', { name: 'Featured Sofas' })).toHaveCount(0);

    await dots.nth(count - 1).click();
    await expectSlide(count);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(1);
  });

  test('Client Reviews: testimonials with 5-star ratings, a name and a role, and prev/next @phone', async ({ page }) => {
    await openHome(page);
    const section = page.locator('[data-home-section="reviews"]');
    await expect(section.getByRole('heading', { name: 'Client Reviews' })).toBeVisible();
    const reviews = section.getByRole('group');
    const total = await reviews.count();
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(6);
    await expect(section.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(total);
    await expect(section).toContainText('Homeowner, Ikoyi');
    await expect(section).toContainText('Interior Architect, Abuja');

    const firstReview = reviews.first();
    await firstReview.scrollIntoViewIfNeeded();
    await expect(firstReview).toBeInViewport({ ratio: 0.9 });
    await section.getByRole('button', { name: 'Next review' }).click();
    await expect(firstReview).not.toBeInViewport({ ratio: 0.5 });
    await section.getByRole('button', { name: 'Previous review' }).click();
    await expect(firstReview).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('the chat button, without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('opens its panel with the WhatsApp link, and Escape or its close button shuts it @phone', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Chat with us on WhatsApp' });
    const panel = page.getByRole('region', { name: 'Chat with us' });
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Start chat' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await button.click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
  });
});
