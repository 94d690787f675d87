import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { expect as baseExpect, test as base } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { shopEnvFor, startMbsFake, type MbsFake } from '../helpers/mbs-fake';

// E-invoicing (docs/decisions/0070-e-invoicing.md) as staff see it on the phone: a piece sold on the Sell
// screen and paid in cash is reported to MBS (the local stand-in, tests/helpers/mbs-fake.ts, which the
// store knows only by its NRS_* variables) by the store's own job worker; the till receipt says the IRN is
// pending until MBS has signed it, then prints the IRN and a QR code which, scanned from the screen,
// MBS decrypts to that IRN; the E-invoices screen lists it as confirmed. On a store of its own, so the shared
// store reports nothing.

const expect = baseExpect.configure({ timeout: 30_000 });

type World = { mbs: MbsFake; store: PrivateStore<object> };

const test = base.extend<object, { world: World }>({
  world: [
    async ({}, provide) => {
      const mbs = await startMbsFake();
      const keysDir = mkdtempSync(path.join(os.tmpdir(), 'mbs-keys-'));
      const store = await startPrivateStore<object>('tests/e2e/support/einvoice-store-fixture.ts', shopEnvFor(mbs, path.join(keysDir, 'crypto_keys.txt')));
      await provide({ mbs, store });
      await store.stop();
      await mbs.close();
      rmSync(keysDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ world }, provide) => provide(world.store.baseUrl),
});

test.use({ actionTimeout: 30_000 });

/**
 * What a scanner reads from the QR code the receipt draws. The code is an SVG (vector: the screen and the
 * printer draw it at their own resolution), so it is read from the picture the page was given, drawn at
 * 6 pixels a CSS pixel on white, as the one code in the picture (zxing's PURE_BARCODE). zxing's finder-
 * pattern detector misjudges the size of large codes (it failed on a quarter of random 256-byte payloads
 * drawn perfectly, "Dimensions could be not found"), which made this test fail now and then whatever the
 * receipt drew.
 */
async function scanned(svgDataUrl: string): Promise<string> {
  const svg = Buffer.from(decodeURIComponent(svgDataUrl.replace(/^data:image\/svg\+xml;utf8,/, '')));
  const { data, info } = await sharp(svg, { density: 6 * 72 }).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

test('a showroom sale paid in cash is reported to MBS; its till receipt prints the IRN and a QR code MBS decrypts to it @phone-only', async ({ page, world }) => {
  test.setTimeout(240_000);
  await signInAdmin(page, world.store.baseUrl);
  await page.goto('/admin/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find by name or SKU' });
  await search.fill('AL-TBL-001');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Pieces in this sale' })).toContainText('Idanre Round Marble Dining Table');
  await page.getByRole('combobox', { name: 'Method, payment 1' }).selectOption({ label: 'Cash' });
  await page.getByRole('button', { name: /^Fill the remainder on payment 1/ }).click();
  await expect(page.getByText('Nothing remaining')).toBeVisible();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toBeVisible();
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{6}/.exec((await done.textContent()) ?? '')![0];
  const irn = new RegExp(`^IRN: ${orderNumber.replaceAll('-', '')}-${world.mbs.serviceId}-\\d{8}`);

  // The store's worker reports the sale within seconds; until MBS has signed it, the IRN is pending.
  await page.goto(`/admin/sell/receipt/${orderNumber}`);
  const einvoice = page.getByTestId('till-einvoice');
  await expect(async () => {
    await page.reload();
    await expect(einvoice.locator('img')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(einvoice.getByText(irn)).toBeVisible();
  const printed = (await einvoice.getByText(irn).textContent())!.replace('IRN: ', '').trim();
  expect(world.mbs.invoice(printed)).toMatchObject({ validatedFirst: true });
  await page.screenshot({ path: test.info().outputPath('till-receipt-einvoice.png'), fullPage: true });

  // The QR code the receipt shows is what MBS decrypts to this invoice's IRN.
  const qr = await scanned((await einvoice.locator('img').getAttribute('src'))!);
  expect(world.mbs.decryptQr(qr)).toMatchObject({ irn: printed });

  // Back office → E-invoices lists it, confirmed by MBS, under its order.
  await page.goto(`/admin/einvoices?q=${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-invoices' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: printed });
  await expect(row).toContainText(orderNumber);
  await expect(row).toContainText('Confirmed');
  await page.screenshot({ path: test.info().outputPath('einvoices-screen.png'), fullPage: true });
});
