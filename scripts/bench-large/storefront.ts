import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { categories, products, productVariants, users, websiteSettings } from '@/server/db/schema';
import { db } from '@/server/db/client';
import { searchProducts } from '@/server/catalog/search-reads';
import { SEARCH_QUERIES } from '../bench/search';
import { listShopProducts } from '@/server/catalog/shop-reads';
import { SHOP_SORTS } from '@/lib/shop-options';
import { NO_SHOP_FILTERS, type ShopFilters } from '@/lib/shop-filters';
import { budget, note } from '../bench/report';
import { percentile } from '../bench/percentile';
import { placeOrdersAtOnce } from '../bench/orders';

// The storefront's two hot paths beside a million orders: placing orders (scripts/bench/orders.ts's
// 50 buyers through placeOrder) and search over the 100,000 generated products. Orders are placed
// on products, accounts and a category of their own, removed afterwards with what they made, so
// the data set stays the size its marker says.

const BUDGET = { ordersPerSecond: 100, searchP95Ms: 20, shopP95Ms: 20, filteredShopP95Ms: 50 };
const SECONDS = 10;
const ACCOUNTS = 5_000;
const CATEGORY = 'bench-orders';


async function removePlacedOrders() {
  await db.transaction(async (tx) => {
    const emails = sql`(select email from ${users} where id like 'bench-buyer-%')`;
    await tx.execute(sql`delete from payments where order_id in (select id from orders where lower(customer_email) in ${emails})`);
    await tx.execute(sql`delete from jobs`);
    await tx.execute(sql`delete from orders where lower(customer_email) in ${emails}`);
    await tx.execute(sql`delete from customers where lower(email) in ${emails}`);
    await tx.execute(sql`delete from ${users} where id like 'bench-buyer-%'`);
    await tx.execute(sql`delete from ${products} where category = ${CATEGORY}`);
    await tx.execute(sql`delete from ${categories} where slug = ${CATEGORY}`);
  });
}

export async function measurePlacingOrders() {
  await removePlacedOrders(); // a run stopped half-way left them
  const [settings] = await queryRows<{ count: number }>(sql`select count(*)::int as count from ${websiteSettings}`);
  if (!settings?.count) {
    await db.insert(websiteSettings).values({
      siteName: 'Bench',
      bankTransferEnabled: true,
      bankName: 'Bench Bank',
      bankAccountName: 'Bench Ltd',
      bankAccountNumber: '0123456789',
    });
  }
  await db.insert(categories).values({ name: 'Bench orders', slug: CATEGORY });
  const catalogue = await db
    .insert(products)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        name: `Bench Sofa ${i}`,
        category: CATEGORY,
        priceKobo: (100_000 + i * 1_000) * 100,
      })),
    )
    .returning({ id: products.id, priceKobo: products.priceKobo });
  // Each one's single variant holds its stock; the first ten are nearly sold out.
  await db.insert(productVariants).values(catalogue.map((product, i) => ({ productId: product.id, position: 1, stockQuantity: i < 10 ? 25 : 1_000_000 })));
  const accounts = await queryRows<{ id: string; email: string }>(sql`
    insert into ${users} (id, name, email)
    select 'bench-buyer-' || n, 'Buyer ' || n, 'buyer' || n || '@bench-orders.test' from generate_series(1, ${ACCOUNTS}) as n
    returning id, email`);
  try {
    const { timings, refused, elapsed } = await placeOrdersAtOnce(catalogue, accounts, SECONDS);
    timings.sort((a, b) => a - b);
    const perSecond = timings.length / elapsed;
    note('orders placed beside 1M orders', `${timings.length} in ${elapsed.toFixed(1)} s, ${refused} refused (sold out), p95 ${percentile(timings, 95).toFixed(0)} ms`);
    budget('placing orders, 50 buyers', `${perSecond.toFixed(0)} orders/s`, `>= ${BUDGET.ordersPerSecond}/s`, perSecond >= BUDGET.ordersPerSecond);
  } finally {
    await removePlacedOrders();
  }
}

export async function measureSearch(runs = 300) {
  for (const query of SEARCH_QUERIES) await searchProducts(query); // warm up
  const timings: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const query = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
    const started = performance.now();
    await searchProducts(query);
    const ms = performance.now() - started;
    timings.push(ms);
    byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
  }
  timings.sort((a, b) => a - b);
  const slowest = [...byQuery].map(([query, list]) => [query, percentile(list.sort((a, b) => a - b), 95)] as const).sort((a, b) => b[1] - a[1])[0]!;
  note('search: slowest query', `"${slowest[0]}" p95 ${slowest[1].toFixed(1)} ms`);
  const p95 = percentile(timings, 95);
  budget('storefront search, 100,000 products', `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, `p95 < ${BUDGET.searchP95Ms} ms`, p95 < BUDGET.searchP95Ms);
}

/** Each list read once to warm up, then `runs` reads in turn: their times, sorted. */
async function timeShopLists(lists: Parameters<typeof listShopProducts>[0][], runs: number) {
  for (const list of lists) await listShopProducts(list);
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await listShopProducts(lists[i % lists.length]!);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * /shop's product list over the 100,000 generated products, 20,000 of them in ten variants (each card
 * says "From ₦X" when its variants' prices differ): every sort, all and one category, pages 1 and 40.
 */
export async function measureShopListing(runs = 300) {
  const lists = SHOP_SORTS.flatMap(({ value: sort }) => [null, 'sofas'].flatMap((category) => [1, 40].map((page) => ({ sort, category, page }))));
  const timings = await timeShopLists(lists, runs);
  const p95 = percentile(timings, 95);
  budget('/shop list, 100,000 products, 200,000 variants', `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, `p95 < ${BUDGET.shopP95Ms} ms`, p95 < BUDGET.shopP95Ms);
}

/** The generated catalogue's options (scripts/bench-large/generate.ts), offered as filters. */
const FILTER_OPTIONS = ['Fabric', 'Size'];

/**
 * /shop filtered, with the counts its filter form shows (docs/decisions/0056-shop-filters.md): one to
 * three filters, all and one category, over the same catalogue.
 */
export async function measureFilteredShop(runs = 300) {
  const choices: Partial<ShopFilters>[] = [
    { options: { fabric: ['velvet'] } },
    { options: { fabric: ['velvet'] }, availability: ['in-stock'], maxNaira: 900_000 },
    { options: { fabric: ['linen', 'velvet'], size: ['2-seater'] }, minNaira: 300_000 },
    { availability: ['in-stock'], sale: true },
  ];
  const lists = choices.flatMap((filters) =>
    [null, 'sofas'].map((category) => ({ category, filters: { ...NO_SHOP_FILTERS, ...filters }, optionNames: FILTER_OPTIONS, counts: true })),
  );
  const timings = await timeShopLists(lists, runs);
  const p95 = percentile(timings, 95);
  budget('/shop filtered, with counts, 20,000 products in 200,000 variants', `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, `p95 <= ${BUDGET.filteredShopP95Ms} ms`, p95 <= BUDGET.filteredShopP95Ms);
}
