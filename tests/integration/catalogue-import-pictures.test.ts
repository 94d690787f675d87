// @postgres: two fetches of one import's pictures at once meet at its advisory lock
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { parse as parseCsv } from 'csv-parse/sync';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { csvOf, importPreviewed, previewOf } from '../helpers/catalogue-import';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { newCategory } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { as, type TestCaller } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { auditLog, catalogueImports, importPictures, jobs, products, productVariants, uploads, websiteSettings } from '@/server/db/schema';
import { GET as progressRoute } from '@/app/admin/products/import/progress/route';
import { GET as failuresRoute } from '@/app/admin/products/import/[importId]/failures/route';
import { fetchPicturesAgainAction } from '@/server/catalog/actions/fetch-pictures-again';
import { IMPORT_PICTURES_JOB } from '@/server/catalog/catalogue-csv/import-pictures';
import { claimNextPicture } from '@/server/catalog/catalogue-csv/picture-claims';
import { fetchImportPictures, requeueWaitingPictures } from '@/server/catalog/catalogue-csv/picture-job';
import type { PictureProgress } from '@/server/catalog/catalogue-csv/import-progress';
import { storefrontVersion } from '@/server/storefront-cache';

// A catalogue import's pictures, fetched after the import by the job queue (docs/decisions/0055-
// catalogue-import.md, "Amendment: pictures after the import"), against a real database and a picture
// server on loopback: the products are written at once and the pictures come afterwards in the file's
// order; failures are kept with why, listed as CSV and fetched again; two workers share an import
// without fetching anything twice; an updated product swaps its pictures only when the new ones arrive;
// a stopped worker or a lost job leaves nothing waiting for ever.

const { dataDir } = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  // The pictures below are served on 127.0.0.1, which the import refuses outside the tests.
  process.env.IMPORT_ALLOW_LOOPBACK = 'true';
  return { dataDir: pointDataDirAtTempFolder() };
});

const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);

// ---- the picture server: one colour per name, a count of requests per path --------------------

const COLOURS = { red: '#d22020', green: '#20b020', blue: '#2030d0', yellow: '#e0d020' } as const;
type Colour = keyof typeof COLOURS;

let server: http.Server;
let base = '';
const requests = new Map<string, number>();
/** Paths answered 404 until taken out of it. */
const missing = new Set<string>();
/** Paths answered after this many milliseconds. */
const slow = new Map<string, number>();
const png = new Map<string, Buffer>();

beforeAll(async () => {
  for (const [name, colour] of Object.entries(COLOURS)) png.set(name, await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } }).png().toBuffer());
  server = http.createServer((request, response) => {
    const at = new URL(request.url ?? '/', 'http://pictures').pathname;
    requests.set(at, (requests.get(at) ?? 0) + 1);
    const answer = () => {
      const picture = png.get(path.basename(at, '.png').split('-')[0]!);
      if (missing.has(at) || !picture) response.writeHead(404).end('Not found');
      else response.writeHead(200, { 'Content-Type': 'image/png' }).end(picture);
    };
    setTimeout(answer, slow.get(at) ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Sofas');
  requests.clear();
  missing.clear();
  slow.clear();
});

// ---- helpers ------------------------------------------------------------------------------

const HEADER = ['Handle', 'Title', 'Type', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price', 'Image Src', 'Image Position', 'Variant Image'];
const file = (rows: Record<string, string>[]) => csvOf(HEADER, rows);

async function importFile(text: string) {
  const result = await importPreviewed(callers.admin, await previewOf(callers.admin, text));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const latestImportId = async () => (await db.select({ id: catalogueImports.id }).from(catalogueImports).orderBy(desc(catalogueImports.createdAt)).limit(1))[0]!.id;

async function progress(caller: TestCaller = callers.admin) {
  const response = await progressRoute(new Request(`${ORIGIN}/admin/products/import/progress`, { headers: caller.headers }));
  return (await response.json()) as PictureProgress | null;
}

const productByHandle = async (handle: string) => (await db.select().from(products).where(eq(products.handle, handle)))[0]!;

const fileOf = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/media\//, ''));

/** The colour a stored picture shows (each test picture is one flat colour). */
async function colourOf(url: string): Promise<Colour> {
  const { channels } = await sharp(fileOf(url)).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  if (r! > 150 && g! > 150) return 'yellow';
  if (r! > g! && r! > b!) return 'red';
  return g! > b! ? 'green' : 'blue';
}

const galleryOf = (product: { imageUrl: string | null; additionalImages: string[] }) => [product.imageUrl, ...product.additionalImages].filter((url): url is string => url !== null);

const rowsOf = (importId: string) =>
  db.select({ url: importPictures.url, state: importPictures.state, reason: importPictures.reason, attempts: importPictures.attempts }).from(importPictures).where(eq(importPictures.importId, importId)).orderBy(asc(importPictures.row), asc(importPictures.url));

// ---- after the import -----------------------------------------------------------------------

describe('Pictures after the import', () => {
  it('writes the products at once, then the job fetches each address once and lays the gallery out in the file’s order whatever order the pictures arrive in', async () => {
    // The first picture is the slowest, so it arrives last.
    slow.set('/red.png', 400);
    const outcome = await importFile(
      file([
        { Handle: 'ikoyi-sofa', Title: 'Ikoyi Sofa', Type: 'Sofas', 'Option1 Name': 'Fabric', 'Option1 Value': 'Linen', 'Variant Price': '450000', 'Image Src': `${base}/red.png`, 'Image Position': '1' },
        // Velvet shows the gallery's second picture: one fetch serves both.
        { Handle: 'ikoyi-sofa', 'Option1 Value': 'Velvet', 'Variant Price': '450000', 'Image Src': `${base}/green.png`, 'Image Position': '2', 'Variant Image': `${base}/green.png` },
        // One of the shop's own files, between them: put in place by the job too, so the order holds.
        { Handle: 'ikoyi-sofa', 'Image Src': `${ORIGIN}/media/products/kept-in-the-shop.webp`, 'Image Position': '3' },
        { Handle: 'ikoyi-sofa', 'Image Src': `${base}/blue.png`, 'Image Position': '4' },
      ]),
    );
    expect(outcome.picturesToFetch).toBe(5);
    expect(requests.size).toBe(0);
    expect(await productByHandle('ikoyi-sofa')).toMatchObject({ name: 'Ikoyi Sofa', imageUrl: null, additionalImages: [] });
    expect(await progress()).toMatchObject({ fileName: 'catalogue.csv', total: 5, fetched: 0, waiting: 5, failed: 0 });
    expect(await jobsOfKind(IMPORT_PICTURES_JOB)).toHaveLength(1);

    const version = storefrontVersion();
    await runJobsUntilIdle();
    expect(Object.fromEntries(requests)).toEqual({ '/red.png': 1, '/green.png': 1, '/blue.png': 1 });
    const sofa = await productByHandle('ikoyi-sofa');
    const gallery = galleryOf(sofa);
    expect(gallery[2]).toBe('/media/products/kept-in-the-shop.webp');
    expect(await Promise.all([gallery[0]!, gallery[1]!, gallery[3]!].map(colourOf))).toEqual(['red', 'green', 'blue']);
    expect(await colourOf(sofa.thumbnailUrl!)).toBe('red');
    const [, velvet] = await db.select({ imageUrl: productVariants.imageUrl }).from(productVariants).where(eq(productVariants.productId, sofa.id)).orderBy(asc(productVariants.position));
    expect(velvet!.imageUrl).toBe(gallery[1]);
    // Three pictures fetched, each stored once with its thumbnail.
    expect((await db.select({ n: count() }).from(uploads))[0]!.n).toBe(6);
    expect(await progress()).toMatchObject({ total: 5, fetched: 5, waiting: 0, failed: 0 });
    // The storefront's kept pages were dropped once the pictures were in place.
    expect(storefrontVersion()).toBeGreaterThan(version);
  });

  it('keeps a 404 and an unknown host as failed with why, lists them as CSV, and Fetch again fetches them once the server has them', async () => {
    missing.add('/red-stool.png');
    const stool = `${base}/red-stool.png`;
    const lamp = 'https://pictures.lagos.invalid/lamp.png';
    await importFile(
      file([
        // A name that starts like a formula reaches the spreadsheet as text.
        { Handle: 'oja-stool', Title: '=Oja Stool', Type: 'Sofas', 'Variant Price': '30000', 'Image Src': stool },
        { Handle: 'eko-lamp', Title: 'Eko Lamp', Type: 'Sofas', 'Variant Price': '20000', 'Image Src': lamp },
      ]),
    );
    const importId = await latestImportId();
    await runJobsUntilIdle();
    expect(await rowsOf(importId)).toEqual([
      { url: stool, state: 'failed', reason: 'the server answered 404', attempts: 1 },
      { url: lamp, state: 'failed', reason: 'the host pictures.lagos.invalid cannot be found', attempts: 1 },
    ]);
    expect(await productByHandle('oja-stool')).toMatchObject({ name: '=Oja Stool', imageUrl: null });
    expect(await progress()).toMatchObject({ importId, total: 2, fetched: 0, waiting: 0, failed: 2 });

    const response = await failuresRoute(new Request(`${ORIGIN}/admin/products/import/${importId}/failures`, { headers: callers.admin.headers }), { params: Promise.resolve({ importId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pictures-not-fetched-catalogue.csv"');
    expect(parseCsv((await response.text()).replace(/^\uFEFF/, ''))).toEqual([
      ['Row', 'Product handle', 'Product name', 'Picture URL', 'Reason'],
      ['2', 'oja-stool', "'=Oja Stool", stool, 'the server answered 404'],
      ['3', 'eko-lamp', 'Eko Lamp', lamp, 'the host pictures.lagos.invalid cannot be found'],
    ]);
    const unknown = await failuresRoute(new Request(`${ORIGIN}/admin/products/import/nope/failures`, { headers: callers.admin.headers }), { params: Promise.resolve({ importId: 'nope' }) });
    expect(unknown.status).toBe(404);

    missing.delete('/red-stool.png');
    const again = await as(callers.admin, () => fetchPicturesAgainAction({ importId }));
    expect(again).toEqual({ ok: true, data: { waiting: 2 } });
    expect(await progress()).toMatchObject({ fetched: 0, waiting: 2, failed: 0 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'fetch_pictures_again'));
    expect(audit).toMatchObject({ entityType: 'import', entityId: importId, actorEmail: callers.admin.email, details: { file: 'catalogue.csv', pictures: 2 } });

    await runJobsUntilIdle();
    expect(requests.get('/red-stool.png')).toBe(2);
    expect(await colourOf((await productByHandle('oja-stool')).imageUrl!)).toBe('red');
    expect(await rowsOf(importId)).toEqual([
      { url: stool, state: 'fetched', reason: null, attempts: 1 },
      { url: lamp, state: 'failed', reason: 'the host pictures.lagos.invalid cannot be found', attempts: 1 },
    ]);
    // The lamp's host is still unknown: a second Fetch again queues it alone.
    expect(await as(callers.admin, () => fetchPicturesAgainAction({ importId }))).toEqual({ ok: true, data: { waiting: 1 } });
  });

  it('lets two workers fetch one import side by side without fetching or storing any picture twice', async () => {
    const names = ['red', 'green', 'blue', 'yellow'].flatMap((colour) => [`${colour}-a`, `${colour}-b`]);
    for (const name of names) slow.set(`/${name}.png`, 60);
    const rows = names.map((name, at) => ({ Handle: `piece-${at}`, Title: `Piece ${at}`, Type: 'Sofas', 'Variant Price': '10000', 'Image Src': `${base}/${name}.png` }));
    // A ninth product shows the first one's picture: its row waits on the same address.
    rows.push({ Handle: 'piece-twin', Title: 'Piece twin', Type: 'Sofas', 'Variant Price': '10000', 'Image Src': `${base}/${names[0]}.png` });
    await importFile(file(rows));
    const importId = await latestImportId();

    const signal = new AbortController().signal;
    await Promise.all([fetchImportPictures({ importId }, { signal }), fetchImportPictures({ importId }, { signal })]);
    expect([...requests.values()]).toEqual(names.map(() => 1));
    expect(requests.size).toBe(names.length);
    expect((await db.select({ n: count() }).from(uploads))[0]!.n).toBe(names.length * 2);
    expect((await rowsOf(importId)).every((row) => row.state === 'fetched' && row.attempts === 1)).toBe(true);
    expect((await productByHandle('piece-twin')).imageUrl).toBe((await productByHandle('piece-0')).imageUrl);
  });

  it('swaps an updated product’s pictures only when the file’s arrive, then removes the old ones', async () => {
    const sofa = (gallery: string, variantPicture: string) =>
      file([{ Handle: 'ikoyi-sofa', Title: 'Ikoyi Sofa', Type: 'Sofas', 'Option1 Name': 'Fabric', 'Option1 Value': 'Linen', 'Variant Price': '450000', 'Image Src': gallery, 'Variant Image': variantPicture }]);
    const linenPicture = async (productId: string) => (await db.select({ imageUrl: productVariants.imageUrl }).from(productVariants).where(eq(productVariants.productId, productId)))[0]!.imageUrl!;
    await importFile(sofa(`${base}/red.png`, `${base}/blue.png`));
    await runJobsUntilIdle();
    const before = await productByHandle('ikoyi-sofa');
    const old = [before.imageUrl!, before.thumbnailUrl!, await linenPicture(before.id)];
    expect(old.every((url) => existsSync(fileOf(url)))).toBe(true);

    const outcome = await importFile(sofa(`${base}/green.png`, `${base}/yellow.png`));
    expect(outcome).toMatchObject({ counts: { update: 1 }, picturesToFetch: 2 });
    // Until the new pictures arrive, the piece shows the ones it had.
    expect(await productByHandle('ikoyi-sofa')).toMatchObject({ imageUrl: old[0], thumbnailUrl: old[1] });
    expect(await linenPicture(before.id)).toBe(old[2]);
    expect(old.every((url) => existsSync(fileOf(url)))).toBe(true);

    await runJobsUntilIdle();
    const after = await productByHandle('ikoyi-sofa');
    expect(await colourOf(after.imageUrl!)).toBe('green');
    expect(await colourOf(await linenPicture(after.id))).toBe('yellow');
    expect(old.map((url) => existsSync(fileOf(url)))).toEqual([false, false, false]);
    expect([after.imageUrl!, after.thumbnailUrl!].every((url) => existsSync(fileOf(url)))).toBe(true);
  });

  it('leaves nothing waiting for ever: a stopped worker’s pictures are fetched once its claim lapses, and a lost job is queued again', async () => {
    await importFile(file([{ Handle: 'ikoyi-sofa', Title: 'Ikoyi Sofa', Type: 'Sofas', 'Variant Price': '450000', 'Image Src': `${base}/red.png` }]));
    const importId = await latestImportId();
    // A worker claimed the picture and stopped (a crash, a deploy) before fetching it.
    expect(await claimNextPicture(importId)).toHaveLength(1);
    await runJobsUntilIdle();
    expect(requests.size).toBe(0);
    // The job comes back when the claim lapses.
    const [waiting] = await db.select().from(jobs).where(and(eq(jobs.kind, IMPORT_PICTURES_JOB), eq(jobs.status, 'pending')));
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    await db.update(importPictures).set({ updatedAt: sql`now() - interval '6 minutes'` }).where(eq(importPictures.importId, importId));
    await makeJobsDue(IMPORT_PICTURES_JOB);
    await runJobsUntilIdle();
    expect(await rowsOf(importId)).toEqual([{ url: `${base}/red.png`, state: 'fetched', reason: null, attempts: 2 }]);

    // An import whose job is gone (failed for good, say) is queued again by the workers' housekeeping.
    await importFile(file([{ Handle: 'eko-lamp', Title: 'Eko Lamp', Type: 'Sofas', 'Variant Price': '20000', 'Image Src': `${base}/blue.png` }]));
    await db.delete(jobs).where(eq(jobs.kind, IMPORT_PICTURES_JOB));
    expect(await requeueWaitingPictures()).toBe(1);
    expect(await requeueWaitingPictures()).toBe(0);
    await runJobsUntilIdle();
    expect(await colourOf((await productByHandle('eko-lamp')).imageUrl!)).toBe('blue');
  });
});
