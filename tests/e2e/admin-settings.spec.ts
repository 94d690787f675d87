import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { toast } from './support/shop';

// The Website settings screen as the shop's admin: the contact details, WhatsApp number and
// footer text are changed and saved, then checked where shoppers see them (the footer, the
// contact page and the chat button). Other specs read the seeded settings, so the values
// found on the screen are put back at the end, whatever happened.

// Each step waits on a server action or a storefront page compiled on first use on a busy
// machine: generous waits.
const expect = baseExpect.configure({ timeout: 30_000 });


/** The fields this test changes, by their labels on the screen. */
const FIELDS = ['Footer Text', 'Address', 'Phone', 'Email', 'WhatsApp Number'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeVisible();
  // The form is usable once hydrated: the first field then holds its saved value.
  await expect(page.getByLabel('Site Name')).not.toHaveValue('');
}

async function readValues(page: Page): Promise<Values> {
  const entries = await Promise.all(FIELDS.map(async (label) => [label, await page.getByLabel(label, { exact: true }).inputValue()] as const));
  return Object.fromEntries(entries) as Values;
}

async function fillAndSave(page: Page, values: Values) {
  for (const label of FIELDS) await page.getByLabel(label, { exact: true }).fill(values[label]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = toast(page, 'Website settings updated successfully');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Success');
}

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('settings: new contact details, WhatsApp number and footer text show in the storefront at once', async ({ page, context }) => {
  // Unique on every run, so a second run never mistakes the first one's values for its own.
  const local = String(1_000_000 + Math.floor(Math.random() * 9_000_000));
  const next: Values = {
    'Footer Text': `© Adire Living ${local}. Made by hand in Lagos.`,
    Address: `${local.slice(0, 2)} Awolowo Road, Ikoyi, Lagos`,
    Phone: `+234 809 ${local.slice(0, 3)} ${local.slice(3)}`,
    Email: `studio-${local}@adireliving.ng`,
    'WhatsApp Number': `+234 (809) ${local.slice(0, 3)}-${local.slice(3)}`,
  };
  const whatsappDigits = `234809${local}`;

  await openSettings(page);
  for (const card of ['General Information', 'Contact Information', 'Social Media Links', 'Footer']) {
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  const original = await readValues(page);

  try {
    // An invalid email is refused under its field, which gets the focus.
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('studio@');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(email).toBeFocused();

    await fillAndSave(page, next);
    // What is stored: the WhatsApp number as digits only.
    await expect(page.getByLabel('WhatsApp Number')).toHaveValue(whatsappDigits);
    await expect(page.getByText('Enter a valid email address')).toHaveCount(0);

    const shop = await context.newPage();
    await shop.goto('/contact');
    const main = shop.getByRole('main');
    await expect(main.getByText(next.Address)).toBeVisible();
    await expect(main.getByRole('link', { name: next.Phone })).toBeVisible();
    await expect(main.locator(`a[href="mailto:${next.Email}"]`)).toHaveText(next.Email);
    await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=`));
    const footer = shop.getByRole('contentinfo');
    await expect(footer).toContainText(next['Footer Text']);
    await expect(footer).toContainText(next.Address);

    // The floating chat button opens a chat with the new number.
    const chatLink = shop.getByRole('link', { name: 'Start chat' });
    await expect(async () => {
      if (!(await chatLink.isVisible())) await shop.getByRole('button', { name: 'Chat with us on WhatsApp' }).click();
      await expect(chatLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(chatLink).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=`));
    await shop.close();
  } finally {
    // A fresh page: the one above may hold unsaved edits whose guard would hold a navigation.
    const restore = await context.newPage();
    await openSettings(restore);
    await fillAndSave(restore, original);
    await restore.close();
  }
});

// A manager's read-only cards are checked without a browser (tests/unit/settings-cards-by-role.test.tsx)
// and refused on the server (tests/integration/admin-settings.test.ts): the e2e store has only its owner.
test('the owner may change every card: payments, tax and staff security, with the activity log retention', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByText(/^Only the owner can change/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payments' }).getByRole('switch', { name: 'Bank transfer' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Business and tax details' }).getByLabel('Legal name')).toBeEditable();
  const security = page.getByRole('region', { name: 'Staff security' });
  await expect(security.getByRole('switch', { name: 'Require two-factor sign-in for staff' })).toBeEnabled();
  const retention = security.getByLabel('Keep activity for (days)');
  await expect(retention).toBeEditable();
  await expect(retention).toHaveValue(/^\d{3,4}$/);
});

// In this file, not in forgiving-search.spec.ts: a save writes the whole form, so two specs saving
// the settings at once could put back each other's old values.
test('search synonyms: a group staff add finds the pieces at once, and a line of one word is refused', async ({ page, context }) => {
  await openSettings(page);
  const synonyms = page.getByRole('region', { name: 'Search' }).getByLabel('Synonyms');
  const original = await synonyms.inputValue();
  expect(original).toContain('sofa, couch, settee');
  try {
    await synonyms.fill(`${original}\nottoman`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('“ottoman” needs at least two words, separated by commas')).toBeVisible();

    await synonyms.fill(`${original}\nSofa, Chesterfield`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Website settings updated successfully')).toBeVisible();

    const shop = await context.newPage();
    await shop.goto('/search?q=chesterfield');
    await expect(shop.getByText(/^Found \d+ result\(s\)$/)).toBeVisible();
    await expect(shop.locator('a[href^="/product/"]').filter({ hasText: /sofa/i }).first()).toBeVisible();
    await shop.close();
  } finally {
    const restore = await context.newPage();
    await openSettings(restore);
    await restore.getByRole('region', { name: 'Search' }).getByLabel('Synonyms').fill(original);
    await restore.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(restore, 'Website settings updated successfully')).toBeVisible();
    await restore.close();
  }
});
