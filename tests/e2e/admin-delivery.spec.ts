import { expect as baseExpect, test, type Locator } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { seriousViolations } from './support/axe';
import { toast } from './support/shop';

// The Delivery screen as the shop's admin, on the seeded zones: reached from the sidebar, the
// South-West zone's parcel fee changed and seen in the list, then put back; and an axe scan.

// Each step waits on a server action and a reload of the list from the server.
const expect = baseExpect.configure({ timeout: 30_000 });


/** The first click may land before hydration: it is repeated until `dialog` is open. */
async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('delivery: open it from the sidebar, change the South-West parcel fee, see it in the list, put it back', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Delivery zones' });
  for (const column of ['Zone', 'States', 'Parcel', 'Large piece', 'Delivery time', 'Pay on delivery', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // South-West, not Lagos: checkout tests running beside this one price orders to Lagos.
  const zone = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'South-West', exact: true }) });
  await expect(zone.getByRole('cell', { name: '₦8,000', exact: true })).toBeVisible();
  await expect(zone.getByRole('cell', { name: '3-5 days', exact: true })).toBeVisible();
  await expect(zone.getByText('Active', { exact: true })).toBeVisible();
  // The seed covers every state, so no state is listed as undeliverable.
  await expect(page.getByText('These states cannot be delivered to')).toHaveCount(0);
  const pickup = page.getByRole('region', { name: 'Free Delivery and Pickup' });
  await expect(pickup.getByText(/^Main warehouse, .*Lagos/)).toBeVisible();
  await expect(pickup.getByRole('link', { name: 'Manage locations' })).toHaveAttribute('href', '/admin/locations');

  const dialog = page.getByRole('dialog', { name: 'Edit Zone' });
  await openDialog(zone.getByRole('button', { name: 'Edit South-West' }), dialog);
  const parcelFee = dialog.getByLabel('Parcel fee (₦)');
  await expect(parcelFee).toHaveValue('8000');
  await expect(dialog.getByRole('checkbox', { name: 'Oyo', exact: true })).toBeChecked();

  // A state of another zone says where it is, and that choosing it moves it here (not saved).
  const kwara = dialog.getByRole('checkbox', { name: /^Kwara/ });
  await expect(kwara).toHaveAccessibleName('Kwara In North-Central and FCT');
  await kwara.check();
  await expect(kwara).toHaveAccessibleName('Kwara Moves here from North-Central and FCT');
  await kwara.uncheck();

  await parcelFee.fill('6500.50');
  await expect(dialog.getByText('₦6,500.50', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Zone updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(zone.getByRole('cell', { name: '₦6,500.50', exact: true })).toBeVisible();
  // Saved, not only shown: a fresh load of the screen agrees.
  await page.reload();
  await expect(zone.getByRole('cell', { name: '₦6,500.50', exact: true })).toBeVisible();

  // Put the seeded fee back, so other tests see the shop as seeded.
  await openDialog(zone.getByRole('button', { name: 'Edit South-West' }), dialog);
  await expect(parcelFee).toHaveValue('6500.50');
  await parcelFee.fill('8000');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(zone.getByRole('cell', { name: '₦8,000', exact: true })).toBeVisible();
});

test('the fee dialog refuses fewer maximum days than minimum, at the field', async ({ page }) => {
  await page.goto('/admin/delivery');
  const dialog = page.getByRole('dialog', { name: 'Add Zone' });
  await openDialog(page.getByRole('button', { name: 'Add Zone' }), dialog);
  await dialog.getByLabel('Minimum days').fill('5');
  await dialog.getByLabel('Maximum days').fill('2');
  await dialog.getByRole('button', { name: 'Create Zone' }).click();
  await expect(dialog.getByText('Maximum days cannot be fewer than minimum days')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one state this zone delivers to')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('/admin/delivery has no serious accessibility violations, with the zone dialog open too @phone', async ({ page }) => {
  test.slow(); // two scans
  await page.goto('/admin/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  // A table from tablet width up, one card per zone on a phone: either way every fee shows.
  const zones = page.getByRole('region', { name: 'Zones' });
  await expect(zones.getByRole('button', { name: 'Edit Lagos' })).toBeVisible();
  await expect(zones.getByText('₦25,000', { exact: true }).filter({ visible: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const dialog = page.getByRole('dialog', { name: 'Add Zone' });
  await openDialog(page.getByRole('button', { name: 'Add Zone' }), dialog);
  await expect(dialog.getByRole('checkbox')).toHaveCount(37);
  expect(await seriousViolations(page)).toEqual([]);
});
