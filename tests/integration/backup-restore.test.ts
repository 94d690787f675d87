import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db, queryRows, type Database } from '@/server/db/client';
import { categories, contactMessages, products, users } from '@/server/db/schema';
import { seedDatabase } from '../../seed';
import { placeOrder } from '@/server/orders/place-order';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { writeBackup } from '@/server/backup/write-backup';
import { restoreBackup, RestoreRefused } from '@/server/backup/restore-backup';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';

// A shop with demo content (products, posts, uploaded pictures), an order paid and a customer is
// backed up, restored into an empty database and an empty DATA_DIR, and every row and every file
// comes back the same (PGlite here; PostgreSQL in CI's second run).

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const scratch = mkdtempSync(path.join(os.tmpdir(), 'store-backup-test-'));
const archive = path.join(scratch, 'shop.tar.gz');
const restoredDir = path.join(scratch, 'restored-data');

let source: TestDatabase;
let target: TestDatabase;

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDatabase(db, { demo: true });
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Amaka Obi', email: `${id}@example.com` });
  await db.insert(contactMessages).values({ name: 'Tunde', email: 'tunde@example.com', message: 'Do you deliver to Ibadan?' });
  const [product] = await db.select().from(products).where(sql`${products.stockQuantity} > 0 and ${products.status} = 'active' and ${products.colorVariants} = '{}'`).limit(1);
  const price = product!.discountPriceKobo ?? product!.priceKobo;
  await takeBankTransfers();
  const placed = await placeOrder(
    { id },
    placeOrderSchema.parse({
      shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '08031234567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
      lines: [{ productId: product!.id, quantity: 1, unitPriceKobo: price }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
    }),
  );
  await confirmPayment({ orderId: placed.orderId, method: 'manual', amountKobo: placed.totalKobo, currency: 'NGN', partialAllowed: true });
  target = await createEmptyDatabase();
}, 120_000);

afterAll(async () => {
  await target?.dispose();
  await source?.dispose();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every table's rows as sorted JSON text: equal text means equal rows, to the kobo and the microsecond. */
async function snapshot(database: Database) {
  const tables = await queryRows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`, database);
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ line: string }>(sql`select row_to_json(t)::text as line from ${sql.identifier(name)} t`, database);
    result[name] = rows.map((row) => row.line).sort();
  }
  return result;
}

function fileHashes(root: string) {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

describe('backup and restore', () => {
  it('brings back every row and every uploaded file', async () => {
    const manifest = await writeBackup(archive, source.handle, { dataDir, s3: null });
    expect(manifest.tables.orders).toBe(1);
    expect(manifest.tables.payments).toBe(1);
    expect(manifest.tables.products).toBeGreaterThan(10);
    expect(manifest.uploads).toMatchObject({ kind: 'local' });

    await restoreBackup(archive, target.handle, { dataDir: restoredDir, s3: null });

    const before = await snapshot(source.handle.db);
    const after = await snapshot(target.handle.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.blog_posts!.length).toBeGreaterThan(0);
    expect(before.categories!.some((row) => JSON.parse(row).parent_id !== null)).toBe(true);

    const files = fileHashes(path.join(dataDir, 'uploads'));
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(fileHashes(path.join(restoredDir, 'uploads'))).toEqual(files);
  }, 120_000); // a whole seeded shop is dumped, packed, unpacked and loaded again

  it('refuses to restore over a database that has data', async () => {
    const error = await restoreBackup(archive, source.handle, { dataDir: path.join(scratch, 'other'), s3: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/not empty/);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(categories)).not.toEqual([{ n: 0 }]);
  });

  it('refuses an archive from a newer version of the shop', async () => {
    const tampered = path.join(scratch, 'newer');
    const { extract, create } = await import('tar');
    mkdirSync(tampered);
    await extract({ file: archive, cwd: tampered });
    const manifestFile = path.join(tampered, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, migrations: manifest.migrations + 1 }));
    const newer = path.join(scratch, 'newer.tar.gz');
    await create({ gzip: true, file: newer, cwd: tampered }, readdirSync(tampered));
    const empty = await createEmptyDatabase();
    try {
      const error = await restoreBackup(newer, empty.handle, { dataDir: path.join(scratch, 'newer-data'), s3: null }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/newer version of the shop/);
    } finally {
      await empty.dispose();
    }
  });
});
