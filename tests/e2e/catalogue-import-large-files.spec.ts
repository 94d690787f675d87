import http from 'node:http';
import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { CATALOGUE_IMPORT_PATH, IMPORT_TOO_LARGE } from '@/lib/catalog-csv/import-report';

// Catalogue files of several MB through the production server (docs/decisions/0055-catalogue-import.md):
// our HTTP server caps other bodies at 1 MB and Next's proxy hands a route only the first 10 MB of an
// /admin body unless told otherwise (scripts/lib/body-limit.ts, next.config.ts). A file is previewed
// whole up to 20 MB, and past it the admin reads a sentence. Only previewed: nothing is imported.

const expect = baseExpect.configure({ timeout: 60_000 });
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const HEADER = 'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Status';

/** A Shopify CSV of about `megabytes` MB: products with descriptions near the 5,000 characters a product may have. */
function catalogueOf(megabytes: number) {
  const body = `<p>${'Hand-carved iroko from Lagos. '.repeat(160)}</p>`;
  const count = Math.ceil((megabytes * 1024 * 1024) / body.length);
  const rows = Array.from({ length: count }, (_, at) => `big-${stamp}-${at + 1},E2E Big ${stamp} ${at + 1},${body},Chairs,Title,Default Title,,90000,active`);
  return { count, csv: Buffer.from([HEADER, ...rows].join('\r\n')) };
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel(/CSV file/).setInputFiles({ name, mimeType: 'text/csv', buffer });
  return dialog;
}

/**
 * A POST that declares `length` bytes and sends none: our server answers the declaration before reading
 * a byte (scripts/lib/body-limit.ts), and a client still sending when it closes may see only the reset.
 */
function declaredPost(path: string, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, e2eServer.baseUrl), { method: 'POST', headers: { 'content-type': 'text/csv', 'content-length': length } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

test.beforeEach(async ({ context }) => {
  test.slow();
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

for (const megabytes of [2.5, 12]) {
  test(`a ${megabytes} MB catalogue file is previewed whole`, async ({ page }) => {
    const { count, csv } = catalogueOf(megabytes);
    expect(csv.length).toBeGreaterThan(megabytes * 1024 * 1024);
    const dialog = await chooseFile(page, 'big.csv', csv);
    // Every product to the last: a file cut short would count fewer, or refuse its broken last row.
    await expect(dialog.getByText(`big.csv: Shopify export, ${count.toLocaleString('en')} products to create, 0 to update, 0 unchanged, 0 refused.`)).toBeVisible();
  });
}

test('a file over 20 MB is refused with a sentence, by the dialog and by the server', async ({ page }) => {
  const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
  const dialog = await chooseFile(page, 'huge.csv', huge);
  await expect(dialog.getByRole('alert')).toHaveText(`huge.csv is larger than 20 MB, the most an import takes. Split it into smaller files.`);

  // Sent anyway, as a script or an older page would: the server's answer is the same sentence.
  const answer = await declaredPost(`${CATALOGUE_IMPORT_PATH}?name=huge.csv`, huge.length);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ data: null, error: { message: IMPORT_TOO_LARGE } });
});
