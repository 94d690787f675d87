import sharp from 'sharp';
import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { e2eServer } from './server-env';
import { signInViaApi } from './auth-api';
import { toast } from './shop';

// What the specs that follow an order through its stages share (docs/product.md, "Following an
// order"): the admin's Order Details, its stage form, and photos that must have loaded.

const expect = baseExpect.configure({ timeout: 30_000 });

export async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  return context.newPage();
}

/** Opens one of the order's dialogs from its row on the Orders screen, by the row button that opens it. */
async function openOrderDialog(page: Page, orderNumber: string, dialogName: string, button: string): Promise<Locator> {
  await page.goto(`/admin/orders?q=${orderNumber}`);
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  const dialog = page.getByRole('dialog', { name: dialogName });
  // The first click may land before hydration: repeated until the dialog is open.
  await expect(async () => {
    if (!(await dialog.isVisible())) await row.getByRole('button', { name: `${button} ${orderNumber}` }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return dialog;
}

/** Opens the order's Order Details on the Orders screen. */
export function openDetails(page: Page, orderNumber: string): Promise<Locator> {
  return openOrderDialog(page, orderNumber, 'Order Details', 'View details of');
}

export type StageInput = { note?: string; photo?: Buffer; courier?: [string, string] };

export async function setStage(page: Page, details: Locator, stage: string, { note, photo, courier }: StageInput = {}) {
  const form = details.getByRole('form', { name: 'Move to a stage' });
  await form.getByLabel('Move to').selectOption({ label: stage });
  if (note) await form.getByLabel('Note for the customer').fill(note);
  if (photo) {
    await form.getByLabel(/^Workshop photos/).setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  }
  if (courier) {
    await form.getByLabel('Driver or courier').fill(courier[0]);
    await form.getByLabel('Their phone number').fill(courier[1]);
  }
  await form.getByRole('button', { name: 'Save stage' }).click();
  await expect(toast(page, `${stage}: saved`).first()).toBeVisible();
  await expect(details.getByTestId('order-stage')).toHaveText(stage);
}

/** Every picture in `scope` has loaded (its bytes came through the access check). */
export async function expectPhotosLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
  }
}

export const workshopPhoto = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } }).png().toBuffer();

/** Marks the order delivered and paid from the Orders screen's Update Order Status dialog. */
export async function markDelivered(admin: Page, orderNumber: string) {
  const dialog = await openOrderDialog(admin, orderNumber, 'Update Order Status', 'Update status of');
  await dialog.getByLabel('Status', { exact: true }).selectOption('delivered');
  await dialog.getByLabel('Payment Status').selectOption('paid');
  await dialog.getByRole('button', { name: 'Update Order' }).click();
  await expect(toast(admin, 'Order updated successfully')).toBeVisible();
}
