import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db, queryRows } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('migrations', () => {
  it('create every table of docs/product.md and the trigram extension', async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'website_settings', 'products', 'categories', 'homepage_hero_slides', 'hero_media_settings', 'orders',
      'order_items', 'customers', 'refunds', 'faqs', 'blog_posts', 'portfolio_items', 'cms_pages', 'user_roles',
      'contact_messages', 'users', 'sessions', 'accounts', 'rate_limits',
    ]) {
      expect(tables).toContain(table);
    }
    expect(await queryRows(sql`select extname from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
  });

  it('refuse more than 7 additional images and a discount above the price', async () => {
    await db.insert(categories).values({ name: 'Sofas', slug: 'sofas' });
    const base = { name: 'Test', category: 'sofas', priceKobo: 10_000 };
    await expect(
      db.insert(products).values({ ...base, additionalImages: Array.from({ length: 8 }, (_, i) => `/media/x/${i}.webp`) }),
    ).rejects.toThrow();
    await expect(db.insert(products).values({ ...base, discountPriceKobo: 20_000 })).rejects.toThrow();
    await expect(db.insert(products).values({ ...base, status: 'sold' as 'active' })).rejects.toThrow();
    await expect(db.insert(products).values({ ...base, category: 'unknown' })).rejects.toThrow();
    const [row] = await db.insert(products).values({ ...base, additionalImages: ['/media/x/1.webp'] }).returning();
    expect(row?.status).toBe('active');
    expect(row?.stockQuantity).toBe(0);
  });
});
