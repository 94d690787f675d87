import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { installDatabase, openPostgres, closeDatabase, queryRows } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { categories, products, productVariants, users, websiteSettings } from '@/server/db/schema';
import { placeOrderSchema, type PlaceOrderRequest } from '@/lib/schemas/checkout';
import { ActionError } from '@/server/action-error';
import { percentile } from './percentile';
import { withThrowawayDatabase } from '../lib/pg-client';

// Orders per second with 50 buyers placing orders at once on PostgreSQL, through the same
// placeOrder the checkout action runs (one transaction, conditional stock decrements,
// customer upsert), in process: HTTP and session checks are measured by the page benches.
// Stock is deliberately scarce on a few products so refusals and lock waits are part of it.
// Orders are paid by bank transfer, the method that writes the most with the order: its due
// time and two jobs (the reservation's end and the reminder before it).

const BUYERS = 50;
/**
 * Each order comes from a fresh account, as on a busy day: one account may place only a few
 * orders an hour and hold only a few unpaid ones (src/server/checkout/checkout-limits.ts), and
 * those checks are part of what is measured.
 */
const ACCOUNTS = 20_000;
const PRODUCTS = 200;


type PlaceOrder = (buyer: { id: string }, request: PlaceOrderRequest) => Promise<unknown>;

/**
 * placeOrder from the module this tree has: src/server/checkout since the order door, src/server/orders
 * before it (scripts/bench/checkout-side-by-side.ts runs this file in both). Chosen by which file
 * exists, so a module that fails to load fails the bench rather than measuring the other one.
 */
export async function loadPlaceOrder() {
  const from = ['server/checkout/place-order', 'server/orders/place-order'].find((module) =>
    existsSync(path.resolve(__dirname, '../../src', `${module}.ts`)));
  if (!from) throw new Error('placeOrder is in neither src/server/checkout nor src/server/orders');
  const loaded = (await import(`@/${from}`)) as { placeOrder: PlaceOrder };
  return { from: `@/${from}`, placeOrder: loaded.placeOrder };
}

export async function measureOrders(serverUrl: string, seconds = 10) {
  return withThrowawayDatabase(serverUrl, async (databaseUrl) => {
    try {
      const { catalogue, accounts } = await seedOrdersBench(databaseUrl);
      const { timings, refused, elapsed } = await placeOrdersAtOnce(catalogue, accounts, seconds);
      timings.sort((a, b) => a - b);
      return {
        ordersPerSecond: timings.length / elapsed,
        p95Ms: percentile(timings, 95),
        placed: timings.length,
        refused,
        ...(await stockAfterOrders()),
      };
    } finally {
      await closeDatabase();
    }
  });
}

/**
 * Makes the empty database at `databaseUrl` this process's database, migrated by this tree's own
 * migrations, with the bench's shop settings, catalogue and accounts.
 */
export async function seedOrdersBench(databaseUrl: string) {
  const handle = openPostgres(databaseUrl, 20);
  installDatabase(handle); // first, so closeDatabase() ends its pool whatever fails below
  await migrateDatabase(handle);
  const catalogue = await seedCatalogue(handle.db);
  await handle.db.insert(websiteSettings).values({
    siteName: 'Bench',
    bankTransferEnabled: true,
    bankName: 'Bench Bank',
    bankAccountName: 'Bench Ltd',
    bankAccountNumber: '0123456789',
  });
  const accounts = await queryRows<{ id: string; email: string }>(sql`
    insert into ${users} (id, name, email)
    select gen_random_uuid()::text, 'Buyer ' || n, 'buyer' || n || '@bench.test' from generate_series(1, ${ACCOUNTS}) as n
    returning id, email`);
  return { catalogue, accounts };
}

/** The lowest stock left (never below zero) and the orders the database holds. */
export async function stockAfterOrders() {
  const [check] = await queryRows<{ min: number; orders: number }>(
    sql`select (select min(stock_quantity) from products)::int as min, (select count(*) from orders)::int as orders`,
  );
  return { lowestStock: check!.min, ordersInDatabase: check!.orders };
}

export type Catalogue = { id: string; priceKobo: number }[];

/**
 * BUYERS buyers placing orders through placeOrder for `seconds` (or until the accounts run out),
 * each order from the next account: the time of each order placed, and how many were refused.
 */
export async function placeOrdersAtOnce(catalogue: Catalogue, accounts: { id: string; email: string }[], seconds: number) {
  const { from, placeOrder } = await loadPlaceOrder();
  let nextAccount = 0;
  const timings: number[] = [];
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (performance.now() < deadline && nextAccount < accounts.length) {
        const lines = linesOf(nextAccount, catalogue);
        const buyer = accounts[nextAccount++]!;
        const request = placeOrderSchema.parse({
          shipping: { fullName: 'Bench Buyer', email: buyer.email, phone: '0803 123 4567', address: '1 Marina', state: 'Lagos' },
          lines,
          // The bench database has no delivery zones: showroom pickup, which still loads the delivery rules.
          delivery: { method: 'pickup', feeKobo: 0 },
          paymentMethod: 'bank_transfer',
          idempotencyKey: randomUUID(),
        });
        const began = performance.now();
        try {
          await placeOrder(buyer, request);
          timings.push(performance.now() - began);
        } catch (error) {
          if (!(error instanceof ActionError)) throw error;
          refused += 1; // sold out: the refusal is the right answer
        }
      }
    }),
  );
  return { timings, refused, elapsed: (performance.now() - started) / 1000, placeOrderFrom: from };
}

async function seedCatalogue(database: ReturnType<typeof openPostgres>['db']): Promise<Catalogue> {
  await database.insert(categories).values({ name: 'Sofas', slug: 'sofas' });
  const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
    name: `Bench Sofa ${i}`,
    category: 'sofas',
    priceKobo: (100_000 + i * 1_000) * 100,
  }));
  const catalogue = await database.insert(products).values(rows).returning({ id: products.id, priceKobo: products.priceKobo });
  // Each one's single variant holds its stock. The first ten are nearly sold out, so buyers queue
  // on the same rows and some are refused.
  await database.insert(productVariants).values(catalogue.map((product, i) => ({ productId: product.id, position: 1, stockQuantity: i < 10 ? 25 : 1_000_000 })));
  return catalogue;
}

/** The n-th order's 1-3 lines: random-looking, but the same in every run, so runs compared side by side place the same orders. */
function linesOf(n: number, catalogue: Catalogue) {
  const randomInt = seededRandom(n);
  const count = 1 + randomInt(3);
  const chosen = new Map<string, { productId: string; quantity: number; unitPriceKobo: number }>();
  while (chosen.size < count) {
    const product = catalogue[randomInt(catalogue.length)]!;
    chosen.set(product.id, { productId: product.id, quantity: 1 + randomInt(2), unitPriceKobo: product.priceKobo });
  }
  return [...chosen.values()];
}

/** Whole numbers below `below` from a seed (mulberry32). */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}
