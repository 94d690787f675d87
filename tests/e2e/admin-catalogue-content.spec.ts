import { expect as baseExpect, test, type Page } from './support/test';
import sharp from 'sharp';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { once, stamp } from './support/interaction';
import { toast } from './support/shop';

// The Categories, Hero slides and Hero media screens as the shop's admin, each change
// checked where shoppers see it: the shop's category filter and the home page.

const DEFAULT_HERO_VIDEO = '/videos/hero-loop.mp4';

// Each step waits on a server action and a reload of the list from the server: generous
// waits, for a dev server that compiles screens on first use on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small real PNG, made here: uploads are decoded and re-encoded by the server. */
function png(colour: string) {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('categories: create one, see it in the shop filter, delete it; one the site links to says why it stays', async ({ page }) => {
  const name = `Lamps ${stamp()}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');

  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await once(
    () => page.getByRole('button', { name: 'Add Category' }).click(),
    () => expect(dialog).toBeVisible({ timeout: 2_000 }),
  );
  await dialog.getByLabel('Name').fill(name);
  // The slug is made from the name while the field is left empty.
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('placeholder', slug);
  await dialog.getByLabel('Display order').fill('99');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list reloads from the server (slow on a busy dev server).
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(slug);
  await expect(row).toContainText('99');

  // Shoppers see it in the shop's filter panel, and can choose it.
  await page.goto('/shop');
  const filter = page.getByRole('navigation', { name: 'Categories' });
  await once(
    () => page.getByRole('button', { name: 'Filter & Sort' }).click(),
    () => expect(filter).toBeVisible({ timeout: 2_000 }),
  );
  await expect(filter.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`category=${escapeRegExp(slug)}`));

  // A category with products cannot be deleted, and the admin is told why.
  await page.goto('/admin/categories');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await once(
    () => page.getByRole('button', { name: 'Delete Sofas' }).click(),
    () => expect(confirm).toBeVisible({ timeout: 2_000 }),
  );
  await expect(confirm).toContainText(/Sofas cannot be deleted: the home page and footer link to it\..* It also has \d+ products/);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete category.')).toContainText('Sofas cannot be deleted');
  await expect(page.getByRole('row').filter({ hasText: 'Sofas' }).first()).toBeVisible();

  // The new one has none: it goes.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(confirm).toContainText('This will permanently delete the category');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('hero slides: add one with an uploaded image, see it on the home page, switch it off, delete it', async ({ page }) => {
  const title = `Accents for every corner ${stamp()}`;
  const slideHeading = (home: Page) => home.locator('[data-home-section="slides"] h3').filter({ hasText: title });

  await page.goto('/admin/hero-slides');
  // The demo's slides are listed before they are counted (the header row is not a slide).
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const slideCount = await page.getByRole('row').count().then((rows) => rows - 1);
  const dialog = page.getByRole('dialog', { name: 'Add Hero Slide' });
  await once(
    () => page.getByRole('button', { name: 'Add Slide' }).click(),
    () => expect(dialog).toBeVisible({ timeout: 2_000 }),
  );
  // A new slide goes last: its display order is the current number of slides.
  await expect(dialog.getByLabel('Display order')).toHaveValue(String(slideCount));
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description (optional)').fill('Mirrors, lamps and vases to finish a room.');
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await png('#a4472a') });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replace' })).toBeVisible();
  await dialog.getByLabel('Category').selectOption({ label: 'Accessories' });
  await dialog.getByRole('button', { name: 'Create Slide' }).click();
  await expect(toast(page, 'Hero slide created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Accessories');
  await expect(row).toContainText(String(slideCount));

  await page.goto('/');
  await expect(slideHeading(page)).toBeAttached();

  // Switched off, it leaves the home page.
  await page.goto('/admin/hero-slides');
  const active = page.getByRole('switch', { name: `Active: ${title}` });
  await expect(active).toBeChecked();
  await once(
    () => active.click(),
    () => expect(active).not.toBeChecked({ timeout: 2_000 }),
  );
  await expect(toast(page, 'Slide deactivated')).toBeVisible();
  await expect(active).not.toBeChecked();
  await page.goto('/');
  await expect(page.locator('[data-home-section="slides"]')).toBeAttached();
  await expect(slideHeading(page)).toHaveCount(0);

  // Deleted through the browser's confirm.
  await page.goto('/admin/hero-slides');
  page.once('dialog', (confirm) => {
    expect(confirm.type()).toBe('confirm');
    void confirm.accept();
  });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Slide deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('hero media: Hero Section 2 shows an uploaded image on the home page, then the default video again', async ({ page }) => {
  await page.goto('/admin/hero-media');
  await expect(page.getByRole('region', { name: 'Hero Section 1 (Top)' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Hero Section 2 (Bottom)' });
  const url = section.getByLabel('Media URL');
  const update = section.getByRole('button', { name: 'Update Hero Section 2 (Bottom)' });

  // No URL, no update.
  await once(
    () => url.fill(''),
    () => expect(update).toBeDisabled({ timeout: 2_000 }),
  );

  await section.getByRole('radio', { name: 'Image' }).check();
  await section.getByLabel('Or upload an image (up to 5 MB)').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: await png('#1e2a4a') });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(url).toHaveValue(/^\/media\/hero-media\/[\w-]+\.webp$/);
  const uploaded = await url.inputValue();
  await expect(section.getByRole('img', { name: 'Hero Section 2 (Bottom) preview' })).toHaveAttribute('src', uploaded);
  await update.click();
  await expect(toast(page, 'Hero media updated successfully!')).toBeVisible();

  await page.goto('/');
  const hero = page.locator('[data-home-section="hero-2"]');
  // The picture goes through the image optimizer, by its short address (/img/{width}{the uploaded file}).
  const pictureSource = async () => {
    const src = (await hero.locator('img').getAttribute('src')) ?? '';
    const short = /^\/img\/\d+(\/.*)$/.exec(new URL(src, 'http://store.test').pathname);
    return short ? decodeURI(short[1]!) : src;
  };
  await expect.poll(pictureSource).toBe(uploaded);
  await expect(hero.locator('video')).toHaveCount(0);

  // Back to the shop's default video, so other tests see the hero they expect.
  await page.goto('/admin/hero-media');
  await once(
    () => section.getByRole('radio', { name: 'Video' }).check(),
    () => expect(section.getByText('Or upload a video (MP4 or WebM, up to 50 MB)')).toBeVisible({ timeout: 2_000 }),
  );
  await url.fill(DEFAULT_HERO_VIDEO);
  await update.click();
  await expect(toast(page, 'Hero media updated successfully!')).toBeVisible();
  await page.goto('/');
  await expect(hero.locator('video')).toHaveAttribute('src', DEFAULT_HERO_VIDEO);
});

test('hero media: a URL that is not https or a path of the site is refused', async ({ page }) => {
  await page.goto('/admin/hero-media');
  const section = page.getByRole('region', { name: 'Hero Section 1 (Top)' });
  // The seed gives section 1 a video; wait for the form to show it before reading.
  await expect(section.getByLabel('Media URL')).not.toHaveValue('');
  const before = await section.getByLabel('Media URL').inputValue();
  await section.getByLabel('Media URL').fill('http://example.com/hero.mp4');
  await once(
    () => section.getByRole('button', { name: 'Update Hero Section 1 (Top)' }).click(),
    () => expect(section.getByText('Enter an https:// address, or a path of this site under /media/ or /videos/')).toBeVisible({ timeout: 2_000 }),
  );
  await page.reload();
  await expect(section.getByLabel('Media URL')).toHaveValue(before);
});
