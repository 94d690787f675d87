// @postgres+pglite: backup and restore of the whole database, with its migrations
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db, installDatabase, queryRows, type Database, type DatabaseHandle } from '@/server/db/client';
import { categories, contactMessages, products, twoFactors, users } from '@/server/db/schema';
import { seedDatabase } from '../../seed';
import { placeOrder } from '@/server/checkout/place-order';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { writeBackup } from '@/server/backup/write-backup';
import { recordAudit } from '@/server/audit/record-audit';
import { restoreBackup, RestoreRefused } from '@/server/backup/restore-backup';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { signedInAdmin } from '../helpers/sessions';
import { writeCraftedTarGz } from '../helpers/crafted-tar';
import { secretFromOtpauth, totp, TOTP_STEP_SECONDS } from '../e2e/support/totp';
import { getAuth, type Auth } from '@/server/auth/auth';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { newBuyer } from '../helpers/factories';

// A shop with demo content (products, posts, uploaded pictures), an order paid and a customer is
// backed up, restored into an empty database and an empty DATA_DIR, and every row and every file
// comes back the same (PGlite here; PostgreSQL in CI's second run). An admin with two-factor signs
// in on the restored shop; restores that would lock staff out, or that a crafted archive aims outside
// the data folder, are refused before anything is written.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const scratch = mkdtempSync(path.join(os.tmpdir(), 'store-backup-test-'));
const archive = path.join(scratch, 'shop.tar.gz');
const restoredDir = path.join(scratch, 'restored-data');

let source: TestDatabase;
let target: TestDatabase;
/** An admin of the backed-up shop with two-factor on, and the key their authenticator app holds. */
let staff: { email: string; password: string; totpKey: string };

const ORIGIN = 'http://localhost:3000';
let addressCounter = 0;

/** A browser's request to /api/auth/* through a real Better Auth handler, each from its own address. */
async function authPost(auth: Auth, route: string, body: unknown, cookie = '') {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: `198.51.100.${++addressCounter}`, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('='));
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, cookie: cookies.join('; ') };
}

/** Turns two-factor on for a signed-in admin, as the Security page does, and returns the authenticator's key. */
async function enrolTwoFactor(cookie: string, password: string) {
  const enable = await authPost(getAuth(), '/two-factor/enable', { password }, cookie);
  expect(enable.status).toBe(200);
  const totpKey = secretFromOtpauth(String(enable.body?.totpURI));
  // The previous step's code, so the sign-in below may use the current one (a code is accepted once);
  // not in a step's last seconds, when a slow answer would check it a step later, outside the window.
  const intoStep = (Date.now() / 1000) % TOTP_STEP_SECONDS;
  if (intoStep > TOTP_STEP_SECONDS - 5) await new Promise((resolve) => setTimeout(resolve, (TOTP_STEP_SECONDS - intoStep) * 1000 + 100));
  expect((await authPost(getAuth(), '/two-factor/verify-totp', { code: totp(totpKey, { steps: -1 }) }, cookie)).status).toBe(200);
  return totpKey;
}

/** How many tables a database has: zero means a refused restore wrote nothing to it. */
async function tableCount(handle: DatabaseHandle) {
  const [row] = await queryRows<{ count: number }>(sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`, handle.db);
  return row?.count;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDatabase(db, { demo: true });
  const { id } = await newBuyer();
  await db.insert(contactMessages).values({ name: 'Tunde', email: 'tunde@example.com', message: 'Do you deliver to Ibadan?' });
  // A piece sold as it is: no options to choose, nothing made to measure.
  const [product] = await db
    .select()
    .from(products)
    .where(sql`${products.stockQuantity} > 0 and ${products.status} = 'active' and not exists (select 1 from product_options o where o.product_id = ${products.id})`)
    .limit(1);
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
  // A row of the activity log, which the restore must bring back though the log refuses changes.
  await recordAudit(db, { actor: { kind: 'command', name: 'npm run admin:create' }, entityType: 'staff', label: 'Staff member Amaka Obi', action: 'create', after: { role: 'owner' } });
  const admin = await signedInAdmin();
  staff = { email: admin.email, password: 'admin-pass-2024', totpKey: await enrolTwoFactor(admin.headers.get('cookie')!, 'admin-pass-2024') };
  target = await createEmptyDatabase();
}, 120_000);

afterAll(async () => {
  await target?.dispose();
  await source?.dispose();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every table's rows as sorted JSON text: equal text means equal rows, to the kobo and the microsecond. */
/**
 * The sums kept in slots, read as their totals: the restore makes them again in slots of its own choosing
 * (docs/decisions/0028-order-counts-kept-by-the-database.md, docs/decisions/0086-kept-sales-sums.md).
 */
const SLOTTED = {
  order_counts: sql`select status, payment_status, sum(orders)::int as orders from order_counts group by 1, 2 having sum(orders) <> 0`,
  sales_days: sql`select day, channel, location_id, sold_by, delivery, sum(orders)::int as orders, sum(charged_kobo)::text as charged,
    sum(vat_kobo)::text as vat, sum(refunds_kobo)::text as refunds from sales_days group by 1, 2, 3, 4, 5 having sum(orders) <> 0 or sum(refunds_kobo) <> 0`,
  money_days: sql`select day, direction, method, sum(amount_kobo)::text as amount from money_days group by 1, 2, 3 having sum(amount_kobo) <> 0`,
  location_stock_values: sql`select location_id, sum(units)::int as units, sum(at_cost_kobo)::text as at_cost, sum(at_price_kobo)::text as at_price,
    sum(no_cost_units)::int as no_cost from location_stock_values group by 1 having sum(units) <> 0 or sum(at_cost_kobo) <> 0 or sum(at_price_kobo) <> 0`,
  product_stock_values: sql`select * from product_stock_values where units <> 0 or at_cost_kobo <> 0 or at_price_kobo <> 0`,
  // Numbered afresh by the restore: compared by what they name.
  line_keys: sql`select product_id, piece, variant from line_keys`,
  line_sales_days: sql`select day, product_id, piece, variant, sum(orders)::int as orders, sum(piece_orders)::int as piece_orders, sum(units)::int as units,
    sum(sales_kobo)::text as sales, sum(cost_kobo)::text as cost, sum(cost_unknown)::int as cost_unknown
    from line_sales_days join line_keys k on k.id = line_key group by 1, 2, 3, 4 having sum(orders) <> 0 or sum(units) <> 0 or sum(sales_kobo) <> 0`,
  line_sales_months: sql`select month, product_id, piece, variant, sum(orders)::int as orders, sum(units)::int as units, sum(sales_kobo)::text as sales,
    sum(cost_kobo)::text as cost from line_sales_months join line_keys k on k.id = line_key group by 1, 2, 3, 4 having sum(orders) <> 0 or sum(units) <> 0 or sum(sales_kobo) <> 0`,
  line_sales_years: sql`select year, product_id, piece, variant, sum(orders)::int as orders, sum(units)::int as units, sum(sales_kobo)::text as sales,
    sum(cost_kobo)::text as cost from line_sales_years join line_keys k on k.id = line_key group by 1, 2, 3, 4 having sum(orders) <> 0 or sum(units) <> 0 or sum(sales_kobo) <> 0`,
  // One row per group, named by a key numbered afresh: compared without it.
  line_group_months: sql`select month, grouping, grp::text, orders, units, sales_kobo::text as sales, cost_kobo::text as cost
    from line_group_months where orders <> 0 or units <> 0 or sales_kobo <> 0`,
} as Record<string, SQL | undefined>;

/** Every table's rows; the slotted sums as their totals. */
async function snapshot(database: Database) {
  const tables = await queryRows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`, database);
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const slotted = SLOTTED[name];
    const rows = await queryRows<{ line: string }>(
      slotted ? sql`select row_to_json(t)::text as line from (${slotted}) t` : sql`select row_to_json(t)::text as line from ${sql.identifier(name)} t`,
      database,
    );
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
  it('brings back every row and every uploaded file, and the generated auth secret it was asked to carry', async () => {
    const manifest = await writeBackup(archive, source.handle, { dataDir, s3: null }, { includeSecret: true });
    expect(manifest.tables.two_factors).toBe(1);
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
    expect(after.audit_log!.some((row) => JSON.parse(row).entity_label === 'Staff member Amaka Obi')).toBe(true);
    expect(before.categories!.some((row) => JSON.parse(row).parent_id !== null)).toBe(true);

    const files = fileHashes(path.join(dataDir, 'uploads'));
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(fileHashes(path.join(restoredDir, 'uploads'))).toEqual(files);

    // The archive held the secret; the restore put it where src/server/auth/secret.ts reads it, as private.
    expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'));
    expect(statSync(path.join(restoredDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  }, 120_000); // a whole seeded shop is dumped, packed, unpacked and loaded again

  it('lets an admin with two-factor sign in on the restored shop with a code from their authenticator', async () => {
    // The restored shop as its own process would run it: its database, its DATA_DIR, its auth secret.
    const sourceHandle = globalThis.__storeDatabase!;
    const sourceAuth = globalThis.__storeAuth;
    process.env.DATA_DIR = restoredDir;
    installDatabase(target.handle);
    globalThis.__storeAuth = undefined;
    vi.resetModules();
    try {
      const { getAuth: getRestoredAuth } = await import('@/server/auth/auth');
      const restoredAuth = getRestoredAuth();
      const signIn = await authPost(restoredAuth, '/sign-in/email', { email: staff.email, password: staff.password });
      expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
      const verified = await authPost(restoredAuth, '/two-factor/verify-totp', { code: totp(staff.totpKey) }, signIn.cookie);
      expect(verified.status).toBe(200);
      expect(verified.cookie).toMatch(/session_token=/);
    } finally {
      process.env.DATA_DIR = dataDir;
      installDatabase(sourceHandle);
      globalThis.__storeAuth = sourceAuth;
    }
  });

  it('refuses, writing nothing, a target whose auth secret differs, and says how to carry the secret across', async () => {
    const withoutSecret = path.join(scratch, 'without-secret.tar.gz');
    await writeBackup(withoutSecret, source.handle, { dataDir, s3: null });
    const oldSecret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');
    const cases = [
      // Another server's own BETTER_AUTH_SECRET.
      { file: archive, env: { BETTER_AUTH_SECRET: 'another-shops-secret-of-32-characters-or-more' }, says: /another auth secret than this environment's BETTER_AUTH_SECRET/ },
      // A new DATA_DIR, and an archive that does not carry the generated secret.
      { file: withoutSecret, env: {}, says: /which the archive does not carry.*--include-secret/ },
      // The documented move to PostgreSQL without BETTER_AUTH_SECRET.
      { file: archive, env: { DATABASE_URL: 'postgres://shop@db.example.ng/shop' }, says: /takes its auth secret from the environment/ },
    ];
    for (const { file, env, says } of cases) {
      const empty = await createEmptyDatabase();
      const refusedDir = path.join(scratch, `refused-${randomUUID()}`);
      try {
        const error = await restoreBackup(file, empty.handle, { dataDir: refusedDir, s3: null, ...env }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RestoreRefused);
        expect((error as Error).message).toMatch(says);
        expect((error as Error).message).toMatch(/Nothing was restored: set BETTER_AUTH_SECRET to the backed-up shop's secret .*content of its \$DATA_DIR\/auth-secret/);
        expect(await tableCount(empty.handle)).toBe(0);
        expect(existsSync(refusedDir)).toBe(false);
      } finally {
        await empty.dispose();
      }
    }

    // The fix it names: BETTER_AUTH_SECRET set to the old DATA_DIR's auth-secret, as when moving to PostgreSQL.
    const moved = await createEmptyDatabase();
    try {
      const restored = await restoreBackup(withoutSecret, moved.handle, { dataDir: path.join(scratch, 'moved'), s3: null, BETTER_AUTH_SECRET: oldSecret });
      expect(restored.tables.two_factors).toBe(1);
      expect(await moved.handle.db.select().from(twoFactors)).toHaveLength(1);
    } finally {
      await moved.dispose();
    }
  }, 120_000);

  it('restores without the two-factor set-ups when told the secret is lost, so staff can sign in and enrol again', async () => {
    const lost = await createEmptyDatabase();
    try {
      await restoreBackup(archive, lost.handle, { dataDir: path.join(scratch, 'lost'), s3: null, BETTER_AUTH_SECRET: 'a-new-secret-because-the-old-one-is-gone' }, { forgetTwoFactor: true });
      expect(await lost.handle.db.select().from(twoFactors)).toEqual([]);
      expect(await lost.handle.db.select({ email: users.email }).from(users).where(sql`${users.twoFactorEnabled}`)).toEqual([]);
      expect(await lost.handle.db.select({ email: users.email }).from(users).where(sql`${users.email} = ${staff.email}`)).toHaveLength(1);
    } finally {
      await lost.dispose();
    }
  }, 60_000);

  it('refuses a crafted archive with a symbolic link, a hard link, a device, `..` and an absolute path, writing nothing anywhere', async () => {
    const outside = path.join(scratch, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'target.txt'), 'not the shop’s');
    const escapeName = `escape-${randomUUID()}.txt`;
    const absolute = path.join(os.tmpdir(), `absolute-${randomUUID()}.txt`);
    const crafted = path.join(scratch, 'crafted.tar.gz');
    writeCraftedTarGz(crafted, [
      { path: 'manifest.json', type: 'File', body: JSON.stringify({ format: 1, createdAt: new Date().toISOString(), engine: 'pglite', migrations: 0, tables: {}, uploads: { kind: 'local', files: 3 } }) },
      { path: 'uploads/products/', type: 'Directory' },
      { path: 'uploads/products/linked.png', type: 'SymbolicLink', linkpath: path.join(outside, 'target.txt') },
      { path: 'uploads/products/hard.png', type: 'Link', linkpath: 'manifest.json' },
      { path: 'uploads/products/tty.png', type: 'CharacterDevice' },
      { path: `../${escapeName}`, type: 'File', body: 'written outside the scratch folder' },
      { path: `uploads/../../${escapeName}`, type: 'File', body: 'written outside the scratch folder' },
      { path: absolute, type: 'File', body: 'written at an absolute path' },
    ]);
    const empty = await createEmptyDatabase();
    const craftedDir = path.join(scratch, 'crafted-data');
    try {
      const error = await restoreBackup(crafted, empty.handle, { dataDir: craftedDir, s3: null }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      const message = (error as Error).message;
      expect(message).toMatch(/entries a backup never writes/);
      for (const said of ['linked.png (a SymbolicLink entry', 'hard.png (a Link entry', 'tty.png (a CharacterDevice entry', `../${escapeName} (a path that leaves its folder`, `${absolute} (an absolute path`]) {
        expect(message).toContain(said);
      }
      expect(await tableCount(empty.handle)).toBe(0);
      expect(existsSync(craftedDir)).toBe(false);
      expect(existsSync(path.join(os.tmpdir(), escapeName))).toBe(false);
      expect(existsSync(absolute)).toBe(false);
      expect(readFileSync(path.join(outside, 'target.txt'), 'utf8')).toBe('not the shop’s');
    } finally {
      await empty.dispose();
    }
  });

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
