import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readJsonLd } from './support/json-ld';

// The storefront's content pages against the seeded shop: FAQ, blog, about, contact, CMS
// pages and portfolio. Only one test really sends a contact message (the endpoint allows
// five per client every ten minutes).

const LONG_DATE = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('FAQ', () => {
  test('groups published questions in single-open accordions @phone-only', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    for (const group of ['Orders & Delivery', 'Products & Care', 'Design Services', 'General Questions']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    // The unpublished question never reaches the page.
    await expect(page.getByText('Do you ship outside Nigeria?')).toHaveCount(0);

    const delivery = page.getByRole('region', { name: 'Orders & Delivery' });
    const first = delivery.getByRole('button', { name: 'Where do you deliver?' });
    const second = delivery.getByRole('button', { name: 'How long will my order take to arrive?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/We deliver across Lagos with our own team/)).toBeVisible();
    // Opening another question closes the first; clicking it again closes it too.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByRole('region', { name: 'General Questions' }).getByRole('button', { name: 'Where is your showroom?' })).toBeVisible();
    const jsonLd = (await readJsonLd<{ '@type': string; mainEntity: unknown[] }>(page, 'FAQPage'))!;
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(10);
  });
});

test.describe('blog', () => {
  test('the list shows published posts and leads to a post with its long date @phone-only', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/Design Blog/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design Blog' })).toBeVisible();
    const main = page.getByRole('main');
    // The demo's four published posts, newest first, never its draft. A post the back-office test
    // publishes for a moment may stand among them, so they are found by their titles.
    const demoPosts = main.getByRole('article').filter({ hasText: /How to Style a Living Room|Choosing the Right Curtains|Caring for Solid Wood|Small Apartment, Big Style/ });
    await expect(demoPosts).toHaveCount(4);
    await expect(main.getByText('Inside Our Lagos Workshop')).toHaveCount(0);
    await expect(demoPosts.first()).toContainText('How to Style a Living Room');
    await expect(demoPosts.first()).toContainText('Styling');
    await expect(demoPosts.first()).toContainText('By Tolu Adebayo');

    await main.getByRole('link', { name: /^Read More.*How to Style a Living Room/ }).click();
    await expect(page).toHaveURL(/\/blog\/styling-a-living-room-with-adire$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to Style a Living Room with Adire Textiles' })).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText(LONG_DATE);
    await expect(page.getByRole('heading', { level: 2, name: 'Start with one hero piece' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Indigo with terracotta and brass' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post carries its metadata and BlogPosting data', async ({ page }) => {
    await page.goto('/blog/choosing-curtains-for-lagos-light');
    await expect(page).toHaveTitle(/Choosing the Right Curtains for Lagos Light and Heat/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Blackout, linen or sheer/);
    const data = (await readJsonLd(page, 'BlogPosting'))!;
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: 'Choosing the Right Curtains for Lagos Light and Heat', author: { name: 'Chiamaka Obi' } });
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: 'Adire Living' });
  });

  test('an unknown or draft post is a 404 with a way back', async ({ page }) => {
    for (const slug of ['no-such-post', 'inside-our-lagos-workshop']) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
      await expect(page.getByText('Blog post not found', { exact: false }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('about', () => {
  test('tells the story with four values, a team of three and the mission', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const value of ['Passion', 'Excellence', 'Collaboration', 'Precision']) {
      await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
    for (const role of ['Founder & Lead Designer', 'Senior Interior Designer', 'Project Manager']) {
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('shows the shop details and a WhatsApp chat', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(details.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(details).toContainText('Lekki');
    await expect(details.getByRole('heading', { name: 'Call Us' })).toBeVisible();
    await expect(details.locator('a[href^="tel:"]')).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Email Us' })).toBeVisible();
    await expect(details.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Chat with Us' })).toBeVisible();
    const chat = details.getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello! I'm interested in your interior design services\.$/);
  });

  test('validates the form in the browser before sending @phone-only', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact-email')) posted = true;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel(/^Name/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel(/^Message/)).toHaveAccessibleDescription('Message is required');
    await expect(page.getByLabel(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(posted).toBe(false);
  });

  test('sends a message, says so and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Ngozi Okafor');
    await page.getByLabel(/^Email/).fill('ngozi.okafor@example.com');
    await page.getByLabel(/^Phone/).fill('0803 555 0199');
    await page.getByLabel(/^Message/).fill(`Could your team quote for linen curtains for a Surulere flat? (e2e ${Date.now()})`);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact-email'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(page.getByLabel(new RegExp(`^${label}`))).toHaveValue('');
  });
});

test.describe('CMS pages', () => {
  test('a policy page shows its title, description and content', async ({ page }) => {
    await page.goto('/page/privacy-policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('What Adire Living stores about you', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we store' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="mailto:hello@adireliving.ng"]')).toBeVisible();
  });

  test('an unknown page is a 404', async ({ page }) => {
    const response = await page.goto('/page/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('portfolio', () => {
  test('shows published projects and opens a keyboard-friendly gallery @phone', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    const projects = page.getByRole('main').getByRole('button', { name: /view \d+ photos?/ });
    await expect(projects).toHaveCount(4);
    await expect(page.getByText('Yaba Creative Studio')).toHaveCount(0);

    const card = page.getByRole('button', { name: /^Ikoyi Duplex Living Room/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Ikoyi Duplex Living Room' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /photo 1 of 3/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: /photo 2 of 3/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect(dialog.getByRole('img', { name: /photo 3 of 3/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // The Close button and a click on the backdrop close it too; a click inside does not.
    await card.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await card.click();
    await dialog.getByRole('heading', { name: 'Ikoyi Duplex Living Room' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe('content pages are accessible', () => {
  for (const path of ['/faq', '/blog', '/blog/styling-a-living-room-with-adire', '/about', '/contact', '/page/terms-of-service', '/portfolio']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
