// @postgres: sums per Lagos day are made in SQL (at time zone)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { as, signedInAdmin, type TestCaller } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { blogPosts, categories, orders, portfolioItems, refunds } from '@/server/db/schema';
import type { OrderStatus, ProductStatus } from '@/lib/constants';
import {
  getDashboardCounts,
  getLowStockProducts,
  getPendingOrderCount,
  getRecentBlogPosts,
  getRecentPortfolioItems,
  getSalesLast30Days,
} from '@/server/dashboard/admin-dashboard-reads';
import { newCategory, newProduct } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// The dashboard's queries against real rows: the four counts, total sales and orders per Lagos day
// (as the Reports screen counts them, docs/decisions/0082-what-each-figure-counts.md), orders waiting,
// low stock and the recent lists.

pointDataDirAtTempFolder();
let database: TestDatabase;
let admin: TestCaller;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
  await newCategory('Sofas');
});
afterAll(() => database.dispose());

beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories] }));

function order(totalAmountKobo: number, createdAt: string, status: OrderStatus = 'pending') {
  return {
    orderNumber: `ORD-${randomUUID()}`,
    customerName: 'Ada Obi',
    customerEmail: 'ada@example.com',
    shippingAddress: '12 Admiralty Way, Lekki',
    subtotalKobo: totalAmountKobo,
    totalAmountKobo,
    status,
    createdAt: new Date(createdAt),
  };
}

function product(name: string, stockQuantity: number, status: ProductStatus = 'active') {
  return { name, category: 'sofas', priceKobo: 100_000_00, stockQuantity, status, sku: `SKU-${randomUUID().slice(0, 8)}` };
}

async function insertProducts(rows: ReturnType<typeof product>[]) {
  for (const row of rows) await newProduct(row);
}

describe('the four counts', () => {
  it('count every product, order, blog post and portfolio item, whatever their status', async () => {
    await insertProducts([product('A', 5), product('B', 50, 'draft'), product('C', 0, 'hidden')]);
    await db.insert(orders).values([order(1000, '2026-01-01T10:00:00Z'), order(2000, '2026-01-02T10:00:00Z', 'cancelled')]);
    await db.insert(blogPosts).values([
      { slug: 'one', title: 'One', author: 'Ada', category: 'Design', status: 'published' },
      { slug: 'two', title: 'Two', author: 'Ada', category: 'Design' },
      { slug: 'three', title: 'Three', author: 'Ada', category: 'Design' },
      { slug: 'four', title: 'Four', author: 'Ada', category: 'Design' },
    ]);
    await db.insert(portfolioItems).values([{ title: 'Ikoyi Duplex' }]);
    expect(await as(admin, getDashboardCounts)).toEqual({ products: 3, orders: 2, blogPosts: 4, portfolioItems: 1 });
  });
});

describe('sales of the last 30 days', () => {
  // 13:00 on 15 March in Lagos (UTC+1): the window is 14 February to 15 March, Lagos days.
  const now = new Date('2026-03-15T12:00:00Z');

  it('has one entry per Lagos day, oldest first, today last, zeros where nothing sold', async () => {
    const days = await as(admin, () => getSalesLast30Days(now));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-14', revenueKobo: 0, orders: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-03-15', revenueKobo: 0, orders: 0 });
    expect(new Set(days.map((day) => day.day)).size).toBe(30);
  });

  it('counts the orders placed each Lagos day, not the UTC one, once paid or confirmed; cancelled and unpaid orders are not sales', async () => {
    await db.insert(orders).values([
      // 00:30 on 15 March in Lagos, still the 14th in UTC: today.
      order(450_000_00, '2026-03-14T23:30:00Z', 'processing'),
      // 23:59 on 14 March in Lagos.
      order(120_000_50, '2026-03-14T22:59:00Z', 'delivered'),
      // Placed, no money in and not confirmed: not a sale (docs/decisions/0082-what-each-figure-counts.md).
      order(30_000_00, '2026-03-14T08:00:00Z'),
      // Cancelled before any money: not an order of the day.
      order(999_999_00, '2026-03-15T09:00:00Z', 'cancelled'),
      // 00:00 on 14 February in Lagos, the first day of the window.
      order(10_000_00, '2026-02-13T23:00:00Z', 'shipped'),
      // 23:59 on 13 February in Lagos: a day too old.
      order(77_000_00, '2026-02-13T22:59:59Z', 'delivered'),
      // 00:00 on 16 March in Lagos: tomorrow, not shown.
      order(88_000_00, '2026-03-15T23:00:00Z', 'delivered'),
    ]);
    const days = await as(admin, () => getSalesLast30Days(now));
    const on = (day: string) => days.find((entry) => entry.day === day);
    expect([on('2026-03-15'), on('2026-03-14'), on('2026-02-14')]).toEqual([
      { day: '2026-03-15', revenueKobo: 450_000_00, orders: 1 },
      { day: '2026-03-14', revenueKobo: 120_000_50, orders: 1 },
      { day: '2026-02-14', revenueKobo: 10_000_00, orders: 1 },
    ]);
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
  });

  it('takes refunds off on the Lagos day they were processed, whatever the day of the order or of a later edit', async () => {
    const [, cancelled, paid] = await db
      .insert(orders)
      .values([
        order(450_000_00, '2026-03-01T10:00:00Z', 'delivered'),
        // Paid, then cancelled and refunded: a sale of its day, taken off on the refund's.
        { ...order(200_000_00, '2026-03-01T10:00:00Z', 'cancelled'), paymentStatus: 'refunded' as const },
        order(80_000_00, '2026-01-20T10:00:00Z', 'delivered'),
      ])
      .returning({ id: orders.id });
    await db.insert(refunds).values([
      // 00:30 on 15 March in Lagos; its notes changed at noon.
      { orderId: cancelled!.id, amountKobo: 200_000_00, reason: 'Cancelled', status: 'processed', processedAt: new Date('2026-03-14T23:30:00Z'), updatedAt: new Date('2026-03-15T12:00:00Z') },
      // An order of January, refunded on 10 March, its reason edited today: counted on the 10th.
      { orderId: paid!.id, amountKobo: 5_000_00, reason: 'Scratch', status: 'processed', processedAt: new Date('2026-03-10T09:00:00Z'), updatedAt: new Date('2026-03-15T08:00:00Z') },
      { orderId: paid!.id, amountKobo: 1_000_00, reason: 'Not yet', status: 'pending', updatedAt: new Date('2026-03-15T08:00:00Z') },
    ]);

    const days = await as(admin, () => getSalesLast30Days(now));
    const revenueOn = Object.fromEntries(days.map((day) => [day.day, day.revenueKobo]));
    expect([revenueOn['2026-03-01'], revenueOn['2026-03-10'], revenueOn['2026-03-15']]).toEqual([650_000_00, -5_000_00, -200_000_00]);
    expect(days.reduce((sum, day) => sum + day.revenueKobo, 0)).toBe(445_000_00);
  });
});

describe('orders waiting', () => {
  it('counts pending orders only', async () => {
    await db.insert(orders).values([
      order(1000, '2026-01-01T10:00:00Z', 'pending'),
      order(1000, '2026-01-02T10:00:00Z', 'pending'),
      order(1000, '2026-01-03T10:00:00Z', 'processing'),
      order(1000, '2026-01-04T10:00:00Z', 'cancelled'),
      order(1000, '2026-01-05T10:00:00Z', 'delivered'),
    ]);
    expect(await as(admin, getPendingOrderCount)).toBe(2);
  });
});

describe('low stock', () => {
  it('lists active products with 10 or fewer in stock, lowest first, the first 8, and counts them all', async () => {
    await insertProducts([
      product('Eleven', 11),
      product('Ten', 10),
      product('Draft two', 2, 'draft'),
      product('Hidden zero', 0, 'hidden'),
      product('Zero', 0),
      product('Three b', 3),
      product('Three a', 3),
      ...['Six', 'Seven', 'Eight', 'Nine'].map((name, index) => product(name, index + 6)),
      product('Nine b', 9),
      product('Plenty', 60),
    ]);
    const { products: rows, total } = await as(admin, getLowStockProducts);
    expect(total).toBe(9);
    expect(rows.map((row) => [row.name, row.stockQuantity])).toEqual([
      ['Zero', 0],
      ['Three a', 3],
      ['Three b', 3],
      ['Six', 6],
      ['Seven', 7],
      ['Eight', 8],
      ['Nine', 9],
      ['Nine b', 9],
    ]);
    expect(rows[0]).toMatchObject({ id: expect.any(String), sku: expect.stringMatching(/^SKU-/) });
  });

  it('is empty when every active product has stock', async () => {
    await insertProducts([product('Plenty', 60), product('Draft', 1, 'draft')]);
    expect(await as(admin, getLowStockProducts)).toEqual({ products: [], total: 0 });
  });
});

describe('the recent lists', () => {
  it('show the five newest blog posts and portfolio items, drafts included, newest first', async () => {
    const at = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T10:00:00Z`);
    await db.insert(blogPosts).values(
      [1, 2, 3, 4, 5, 6].map((day) => ({
        slug: `post-${day}`,
        title: `Post ${day}`,
        author: 'Ada',
        category: 'Design',
        status: day % 2 ? ('published' as const) : ('draft' as const),
        createdAt: at(day),
      })),
    );
    await db.insert(portfolioItems).values(
      [3, 1, 6, 2, 5, 4].map((day) => ({ title: `Project ${day}`, status: day === 6 ? ('draft' as const) : ('published' as const), createdAt: at(day) })),
    );
    const posts = await as(admin, getRecentBlogPosts);
    expect(posts.map((post) => [post.title, post.status])).toEqual([
      ['Post 6', 'draft'],
      ['Post 5', 'published'],
      ['Post 4', 'draft'],
      ['Post 3', 'published'],
      ['Post 2', 'draft'],
    ]);
    const projects = await as(admin, getRecentPortfolioItems);
    expect(projects.map((item) => item.title)).toEqual(['Project 6', 'Project 5', 'Project 4', 'Project 3', 'Project 2']);
    expect(projects[0]).toMatchObject({ status: 'draft', createdAt: at(6) });
  });
});
