import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db, openPglite, queryRows } from '@/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/server/db/migrate';
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

describe('staff roles (migration 0015)', () => {
  it('make every admin of an older shop an owner', async () => {
    // A shop at the level before roles, with one admin, then migrated on like any old database.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.startsWith('0015_'));
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    const old = openPglite();
    try {
      await migrateDatabase(old, folder);
      await old.db.execute(sql`insert into users (id, name, email) values ('old-admin', 'Old Admin', 'old-admin@example.com')`);
      await old.db.execute(sql`insert into user_roles (user_id, role) values ('old-admin', 'admin')`);
      await migrateDatabase(old);
      expect(await queryRows(sql`select user_id, role from user_roles`, old.db)).toEqual([{ user_id: 'old-admin', role: 'owner' }]);
    } finally {
      await old.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
