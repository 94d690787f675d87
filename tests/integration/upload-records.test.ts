// @postgres: six uploads at once against the daily budget's advisory lock
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { productFormInput } from '../helpers/product-form';
import { db } from '@/server/db/client';
import { cmsPages, products, uploads } from '@/server/db/schema';
import { getStorage, keyFromPublicUrl } from '@/server/media/storage';
import { processUpload } from '@/server/media/process-upload';
import { PUBLIC_DAILY_UPLOAD_BYTES, sweepUnnamedUploads, UPLOAD_BUDGET_MESSAGE, UPLOAD_GRACE_MS } from '@/server/media/upload-records';
import { saveOrderPhoto } from '@/server/orders/stages/order-photos';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { createHeroSlideAction } from '@/server/content/actions/create-hero-slide';
import { updateHeroSlideAction } from '@/server/content/actions/update-hero-slide';
import * as uploadRoute from '@/app/api/uploads/route';
import { POST as requestQuote } from '@/app/api/quotes/route';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { newCategory } from '../helpers/factories';

// The life of an uploaded file (src/server/media/upload-records.ts): nobody deletes one by asking;
// a record's own save removes the file it let go (and only when no other record names it); an upload
// nothing names is swept a day later; public uploads fit a daily byte budget per client and account.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await newCategory('Sofas');
});

const png = (background = '#a4472a') => sharp({ create: { width: 16, height: 16, channels: 3, background } }).png().toBuffer();

/** An image uploaded through the back office, as the upload route stores it. */
async function uploaded(userId: string | null = null) {
  return processUpload({ bytes: await png(), filename: 'sofa.png', kind: 'image', folder: 'products', userId, clientAddress: '203.0.113.9' });
}

const exists = async (url: string) => (await getStorage().stat(keyFromPublicUrl(url) ?? url)) !== null;
const aDayLater = () => new Date(Date.now() + UPLOAD_GRACE_MS + 60_000);

async function productWith(imageUrl: string) {
  const result = await as(callers.admin, () => createProductAction(productFormInput({ name: `Lekki Sofa ${randomUUID()}`, category: 'sofas', price: '450000', imageUrl })));
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

describe('deleting a stored file', () => {
  it('is no longer offered to a role that may upload: /api/uploads only takes uploads', () => {
    expect(Object.keys(uploadRoute).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['POST']);
  });

  it('a content editor who names a product photo in a hero slide and then replaces it does not delete the photo', async () => {
    const photo = await uploaded();
    const productId = await productWith(photo.url);
    const editor = await callers.staff('content');
    const created = await as(editor, () => createHeroSlideAction({ title: 'New in', imageUrl: photo.url, category: 'sofas' }));
    if (!created.ok) throw new Error(created.error);
    const replacement = await uploaded(await userIdOf(editor));
    const updated = await as(editor, () => updateHeroSlideAction({ id: created.data.id, title: 'New in', imageUrl: replacement.url, category: 'sofas' }));
    expect(updated).toMatchObject({ ok: true });

    expect(await exists(photo.url)).toBe(true);
    const [product] = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, productId));
    expect(product?.imageUrl).toBe(photo.url);
  });

  it('replacing a product image removes the old file after the save, with the product’s audit row', async () => {
    const old = await uploaded();
    const productId = await productWith(old.url);
    const next = await uploaded();
    const saved = await as(callers.admin, () =>
      updateProductAction({ id: productId, ...productFormInput({ name: 'Lekki Sofa', category: 'sofas', price: '450000', imageUrl: next.url }) }),
    );
    expect(saved).toMatchObject({ ok: true });

    expect(await exists(old.url)).toBe(false);
    expect(await exists(next.url)).toBe(true);
    const rows = await auditEntriesOf('product', productId);
    expect(rows.at(-1)).toMatchObject({ action: 'update', actorId: await userIdOf(callers.admin) });
    expect(rows.at(-1)?.changes).toMatchObject({ imageUrl: { before: old.url, after: next.url } });
  });
});

describe('the sweeper', () => {
  it('removes an upload nothing names once the grace period has passed, never a named one, never a fresh one', async () => {
    const unnamed = await uploaded();
    const named = await uploaded();
    await productWith(named.url);
    // A picture a page's rich text shows, and a problem photo no report ever named.
    const pictured = await uploaded();
    await db.insert(cmsPages).values({ slug: 'care-guide', title: 'Care guide', content: `<p><img src="${pictured.url}" alt="Sofa"></p>` });
    const forgotten = await saveOrderPhoto('problem', randomUUID(), await png('#123456'), { userId: null, clientAddress: '203.0.113.10' });

    // Within the day: nothing is touched.
    await sweepUnnamedUploads(new Date());
    for (const url of [unnamed.url, unnamed.thumbnailUrl!, named.url, forgotten]) expect(await exists(url), url).toBe(true);

    await sweepUnnamedUploads(aDayLater());
    expect(await exists(unnamed.url)).toBe(false);
    // Nothing named the thumbnails either (the product kept its own, made at its upload).
    expect(await exists(unnamed.thumbnailUrl!)).toBe(false);
    expect(await exists(forgotten)).toBe(false);
    expect(await exists(named.url)).toBe(true);
    expect(await exists(pictured.url)).toBe(true);
    expect(await db.select().from(uploads)).toEqual([]);

    // The named file is the product's now: a later sweep never looks at it again.
    await sweepUnnamedUploads(new Date(Date.now() + 10 * UPLOAD_GRACE_MS));
    expect(await exists(named.url)).toBe(true);
    expect(await exists(pictured.url)).toBe(true);
  });
});

describe('the daily budget of public uploads', () => {
  /** Earlier uploads of the day, as rows the sweeper has not reached yet. */
  const spent = (who: { clientAddress?: string; userId?: string }, bytes: number) =>
    db.insert(uploads).values({ key: `private/quote-files/${randomUUID()}.png`, kind: 'quote-file', bytes, clientAddress: who.clientAddress ?? null, userId: who.userId ?? null });

  async function quoteFrom(ip: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    const fields = {
      kind: 'piece',
      description: 'A three-seater sofa like the Lekki, in a deeper seat.',
      quantity: '1',
      wantedBy: addCalendarDays(lagosToday(), 60),
      name: 'Amaka Obi',
      email: 'amaka@example.com',
      phone: '0803 123 4567',
      contactVia: 'whatsapp',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('files', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'sketch.png');
    const response = await requestQuote(new Request(`${ORIGIN}/api/quotes`, { method: 'POST', headers: { origin: ORIGIN, [CLIENT_IP_HEADER]: ip, ...headers }, body: form }));
    return { status: response.status, body: (await response.json()) as { error: { message: string } | null } };
  }

  it('refuses a quote’s files from an address that has used its day’s bytes; another address still sends', async () => {
    await spent({ clientAddress: '198.51.100.7' }, PUBLIC_DAILY_UPLOAD_BYTES - 10);
    const refused = await quoteFrom('198.51.100.7');
    expect(refused).toMatchObject({ status: 429, body: { error: { message: UPLOAD_BUDGET_MESSAGE } } });
    expect(await quoteFrom('198.51.100.8')).toMatchObject({ status: 200 });
  });

  it('counts an account’s uploads from every address, for quotes and problem photos alike', async () => {
    const buyer = callers.shopper;
    const userId = await userIdOf(buyer);
    await spent({ userId }, PUBLIC_DAILY_UPLOAD_BYTES - 10);
    const cookie = buyer.headers.get('cookie') ?? '';
    expect(await quoteFrom('198.51.100.20', { cookie })).toMatchObject({ status: 429 });
    await expect(saveOrderPhoto('problem', randomUUID(), await png(), { userId, clientAddress: '198.51.100.21' })).rejects.toMatchObject({ status: 429 });
    expect(await quoteFrom('198.51.100.22')).toMatchObject({ status: 200 });
  });

  it('holds for uploads sent at once: they queue for the count, so they cannot all pass it', async () => {
    const clientAddress = '198.51.100.30';
    const photo = await png();
    // What one photo takes once stored (re-encoded), measured from another address.
    const key = await saveOrderPhoto('problem', randomUUID(), photo, { userId: null, clientAddress: '198.51.100.31' });
    const [{ bytes } = { bytes: 0 }] = await db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.key, key));
    await spent({ clientAddress }, PUBLIC_DAILY_UPLOAD_BYTES - bytes * 3);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => saveOrderPhoto('problem', randomUUID(), photo, { userId: null, clientAddress })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
  });
});
