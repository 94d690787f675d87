// @postgres+pglite: the migrations themselves, the trigram extension and the schema they leave
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

/**
 * A shop at the level before the migration whose tag holds `tag` (found by name, so a renumbered
 * migration keeps its test), given `rows` there, then migrated on like any old database; `check`
 * reads the result.
 */
async function migratedFrom(tag: string, rows: (old: ReturnType<typeof openPglite>) => Promise<void>, check: (old: ReturnType<typeof openPglite>) => Promise<void>) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((entry) => entry.tag.includes(tag));
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  const old = openPglite();
  try {
    await migrateDatabase(old, folder);
    await rows(old);
    await migrateDatabase(old);
    await check(old);
  } finally {
    await old.close();
    await rm(folder, { recursive: true, force: true });
  }
}

describe('staff roles (migration 0015)', () => {
  it('make every admin of an older shop an owner', async () => {
    await migratedFrom(
      '0015_',
      async (old) => {
        await old.db.execute(sql`insert into users (id, name, email) values ('old-admin', 'Old Admin', 'old-admin@example.com')`);
        await old.db.execute(sql`insert into user_roles (user_id, role) values ('old-admin', 'admin')`);
      },
      async (old) => {
        expect(await queryRows(sql`select user_id, role from user_roles`, old.db)).toEqual([{ user_id: 'old-admin', role: 'owner' }]);
      },
    );
  });
});

describe('refunds from payments (migration refund_payment_shares)', () => {
  it('mark a refund sent through Paystack as coming from the payment it was sent against; others stay of the order', async () => {
    const ids = { order: '00000000-0000-4000-8000-000000000001', deposit: '00000000-0000-4000-8000-000000000002', balance: '00000000-0000-4000-8000-000000000003' };
    await migratedFrom(
      '_refund_payment_shares',
      async (old) => {
        await old.db.execute(sql`insert into orders (id, order_number, customer_name, customer_email, customer_phone, shipping_address, subtotal_kobo, total_amount_kobo)
          values (${ids.order}, 'ORD-20260101-OLD1', 'Amaka Obi', 'amaka@example.com', '0803 123 4567', '12 Admiralty Way', 10000000, 10000000)`);
        await old.db.execute(sql`insert into payments (id, order_id, method, provider_reference, amount_kobo, status, paid_at) values
          (${ids.deposit}, ${ids.order}, 'paystack', 'ORD-20260101-OLD1-aaaaaaaaaa', 5000000, 'succeeded', '2026-01-01T10:00:00Z'),
          (${ids.balance}, ${ids.order}, 'paystack', 'ORD-20260101-OLD1-bbbbbbbbbb', 5000000, 'succeeded', '2026-02-01T10:00:00Z')`);
        await old.db.execute(sql`insert into refunds (order_id, amount_kobo, reason, status, paystack_refund_id, paystack_status) values
          (${ids.order}, 2000000, 'Sent through Paystack', 'processed', '1000001', 'processed'),
          (${ids.order}, 1000000, 'Given back by hand', 'processed', null, null)`);
      },
      async (old) => {
        expect(await queryRows(sql`select reason, payment_id from refunds order by reason desc`, old.db)).toEqual([
          { reason: 'Sent through Paystack', payment_id: ids.balance },
          { reason: 'Given back by hand', payment_id: null },
        ]);
      },
    );
  });
});

describe('code uses by confirmed address (migration discount_uses_by_confirmed_address)', () => {
  it('count an older code use against its account and that account’s confirmed address, never the email typed at checkout', async () => {
    await migratedFrom(
      '_discount_uses_by_confirmed_address',
      async (old) => {
        await old.db.execute(sql`insert into users (id, name, email, email_verified) values ('a', 'A', 'A@example.com', true), ('c', 'C', 'c@example.com', false)`);
        await old.db.execute(sql`insert into discount_codes (id, code, kind, percent_basis_points) values ('00000000-0000-4000-8000-000000000001', 'MINE', 'percentage', 1000)`);
        await old.db.execute(sql`
          insert into orders (id, user_id, order_number, customer_name, customer_email, shipping_address, subtotal_kobo, discount_kobo, total_amount_kobo) values
            ('00000000-0000-4000-8000-00000000000a', 'a', 'ORD-20260101-AAAAAA', 'A', 'b@example.com', 'Lagos', 100, 10, 90),
            ('00000000-0000-4000-8000-00000000000c', 'c', 'ORD-20260101-CCCCCC', 'C', 'b@example.com', 'Lagos', 100, 10, 90),
            ('00000000-0000-4000-8000-00000000000d', null, 'ORD-20260101-DDDDDD', 'D', 'd@example.com', 'Lagos', 100, 10, 90)`);
        // Each use was counted against the address typed at checkout: b@ is someone else's.
        await old.db.execute(sql`
          insert into discount_redemptions (discount_id, order_id, user_id, customer_email, amount_kobo) values
            ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', 'a', 'b@example.com', 10),
            ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000c', 'c', 'b@example.com', 10),
            ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000d', null, 'd@example.com', 10)`);
      },
      async (old) => {
        expect(await queryRows(sql`select user_id, customer_email from discount_redemptions order by order_id`, old.db)).toEqual([
          { user_id: 'a', customer_email: 'a@example.com' },
          { user_id: 'c', customer_email: null },
          { user_id: null, customer_email: 'd@example.com' },
        ]);
      },
    );
  });
});

describe('phones in one form (migration normalise_phones)', () => {
  it('stores every Nigerian mobile number already saved as +234 and ten digits, and keeps what is not one', async () => {
    const written = ['0803 123 4567', '+234 (0) 809-000-1111', '2347031234567', '+2340803123456', '00000000000', '01 234 5678', null];
    await migratedFrom(
      '_normalise_phones',
      async (old) => {
        for (const [index, phone] of written.entries()) {
          await old.db.execute(sql`insert into users (id, name, email, phone) values (${`user-${index}`}, 'Ada', ${`ada${index}@example.com`}, ${phone})`);
          await old.db.execute(sql`insert into customers (name, email, phone) values ('Ada', ${`ada${index}@example.com`}, ${phone})`);
        }
      },
      async (old) => {
        const stored = ['+2348031234567', '+2348090001111', '+2347031234567', '+2340803123456', '00000000000', '01 234 5678', null];
        const users = await queryRows<{ phone: string | null }>(sql`select phone from users order by id`, old.db);
        expect(users.map(({ phone }) => phone)).toEqual(stored);
        const customers = await queryRows<{ phone: string | null }>(sql`select phone from customers order by email`, old.db);
        expect(customers.map(({ phone }) => phone)).toEqual(stored);
      },
    );
  });
});

describe('variants (migration variants)', () => {
  it('turn colours into the Colour option, share each piece’s stock out among its colours, and name the variant on past order lines', async () => {
    const ids = { chair: '00000000-0000-4000-8000-000000000011', lamp: '00000000-0000-4000-8000-000000000012', order: '00000000-0000-4000-8000-000000000013' };
    await migratedFrom(
      '_variants',
      async (old) => {
        await old.db.execute(sql`insert into categories (name, slug) values ('Chairs', 'chairs')`);
        await old.db.execute(sql`insert into products (id, name, sku, category, price_kobo, stock_quantity, color_variants) values
          (${ids.chair}, 'Lagos Lounge Chair', 'AL-CHR-001', 'chairs', 45000000, 7, array['Emerald', 'Ochre', 'emerald', 'Indigo']),
          (${ids.lamp}, 'Brass Lamp', 'AL-LMP-001', 'chairs', 9000000, 4, '{}')`);
        await old.db.execute(sql`insert into orders (id, order_number, customer_name, customer_email, shipping_address, subtotal_kobo, total_amount_kobo)
          values (${ids.order}, 'ORD-20260101-OLD2', 'Amaka Obi', 'amaka@example.com', '12 Admiralty Way', 108000000, 108000000)`);
        await old.db.execute(sql`insert into order_items (order_id, product_id, product_name, quantity, price_kobo, total_kobo, color) values
          (${ids.order}, ${ids.chair}, 'Lagos Lounge Chair', 1, 45000000, 45000000, 'ochre'),
          (${ids.order}, ${ids.chair}, 'Lagos Lounge Chair', 1, 45000000, 45000000, 'Teal'),
          (${ids.order}, ${ids.lamp}, 'Brass Lamp', 2, 9000000, 18000000, null)`);
      },
      async (old) => {
        expect(await queryRows(sql`select o.name, v.position, v.value from product_options o join product_option_values v on v.option_id = o.id order by v.position`, old.db)).toEqual([
          { name: 'Colour', position: 1, value: 'Emerald' },
          { name: 'Colour', position: 2, value: 'Ochre' },
          { name: 'Colour', position: 3, value: 'Indigo' },
        ]);
        // 7 among three colours: 3, 2, 2; the lamp's single variant keeps its 4 and its SKU. The colours'
        // SKUs are given by the later migration 0048_variant_skus.
        expect(await queryRows(sql`select product_id, option1, sku, stock_quantity from product_variants order by product_id, position`, old.db)).toEqual([
          { product_id: ids.chair, option1: 'Emerald', sku: 'AL-CHR-001-EMERALD', stock_quantity: 3 },
          { product_id: ids.chair, option1: 'Ochre', sku: 'AL-CHR-001-OCHRE', stock_quantity: 2 },
          { product_id: ids.chair, option1: 'Indigo', sku: 'AL-CHR-001-INDIGO', stock_quantity: 2 },
          { product_id: ids.lamp, option1: null, sku: 'AL-LMP-001', stock_quantity: 4 },
        ]);
        expect(await queryRows(sql`select id, stock_quantity from products order by id`, old.db)).toEqual([
          { id: ids.chair, stock_quantity: 7 },
          { id: ids.lamp, stock_quantity: 4 },
        ]);
        expect(await queryRows(sql`select i.color, i.variant_label, i.sku, v.option1 from order_items i left join product_variants v on v.id = i.variant_id order by i.quantity, lower(i.color)`, old.db)).toEqual([
          { color: 'ochre', variant_label: 'Ochre', sku: null, option1: 'Ochre' },
          { color: 'Teal', variant_label: null, sku: null, option1: null },
          { color: null, variant_label: null, sku: 'AL-LMP-001', option1: null },
        ]);
      },
    );
  });
});

describe('product handles (migration product_handles)', () => {
  it('give every product a handle from its name, the oldest the plain one, and make one for an insert that names none', async () => {
    await migratedFrom(
      '_product_handles',
      async (old) => {
        await old.db.execute(sql`insert into categories (name, slug) values ('Sofas', 'sofas')`);
        await old.db.execute(sql`insert into products (name, category, price_kobo, created_at) values
          ('Ikoyi Sofa', 'sofas', 100, '2026-01-02'), ('Ikoyi  sofa!', 'sofas', 100, '2026-01-01'), ('Àṣẹ Bench', 'sofas', 100, '2026-01-03'), ('★★★', 'sofas', 100, '2026-01-04')`);
      },
      async (old) => {
        const rows = await queryRows<{ name: string; handle: string }>(sql`select name, handle from products order by created_at`, old.db);
        expect(rows.map((row) => row.handle)).toEqual(['ikoyi-sofa', 'ikoyi-sofa-2', 'ase-bench', 'product']);
        await old.db.execute(sql`insert into products (name, category, price_kobo) values ('Ikoyi Sofa', 'sofas', 100)`);
        expect(await queryRows(sql`select handle from products where handle = 'ikoyi-sofa-3'`, old.db)).toHaveLength(1);
        await expect(old.db.execute(sql`insert into products (name, handle, category, price_kobo) values ('Copy', 'ase-bench', 'sofas', 100)`)).rejects.toThrow();
      },
    );
  });
});

describe('cash-ups covering the day (migration 0047_cash_up_cover)', () => {
  it('keep the payments and desk refunds of a day closed before, so no later cash-up counts them again', async () => {
    const ids = { location: '00000000-0000-4000-8000-000000000001', order: '00000000-0000-4000-8000-000000000002', cash: '00000000-0000-4000-8000-000000000003', refund: '00000000-0000-4000-8000-000000000004' };
    await migratedFrom(
      '0047_cash_up_cover',
      async (old) => {
        await old.db.execute(sql`insert into users (id, name, email) values ('till', 'Till', 'till@example.com')`);
        await old.db.execute(sql`insert into stock_locations (id, name, position) values (${ids.location}, 'Lekki showroom', 1)`);
        await old.db.execute(sql`insert into orders (id, order_number, customer_name, customer_email, customer_phone, shipping_address, subtotal_kobo, total_amount_kobo, sold_at_location_id, channel)
          values (${ids.order}, 'ORD-20261120-OLD1', 'Walk-in', 'walk-in@example.com', '0803 123 4567', 'Collected', 10000000, 10000000, ${ids.location}, 'showroom')`);
        await old.db.execute(sql`insert into payments (id, order_id, method, amount_kobo, status, confirmed_by, paid_at)
          values (${ids.cash}, ${ids.order}, 'cash', 10000000, 'succeeded', 'till', '2026-11-20T11:00:00Z')`);
        await old.db.execute(sql`insert into refunds (id, order_id, amount_kobo, reason, status, payment_id, updated_at)
          values (${ids.refund}, ${ids.order}, 1000000, 'A scratch', 'processed', ${ids.cash}, '2026-11-20T15:00:00Z')`);
        await old.db.execute(sql`insert into cash_ups (location_id, business_day, takings, expected_cash_kobo, counted_cash_kobo, closed_by_name)
          values (${ids.location}, '2026-11-20', '[]', 10000000, 10000000, 'Till')`);
      },
      async (old) => {
        expect(await queryRows(sql`select c.sequence, p.payment_id, r.refund_id from cash_ups c join cash_up_payments p on p.cash_up_id = c.id join cash_up_refunds r on r.cash_up_id = c.id`, old.db)).toEqual([
          { sequence: 1, payment_id: ids.cash, refund_id: ids.refund },
        ]);
      },
    );
  });
});

describe('how refunds went back (migration 0051_refund_payouts)', () => {
  it('record processed refunds as the cash-up read them: processed on their last change, cash at the showroom that sold, Paystack’s as Paystack, the rest by transfer', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const [location, order, cash, card, transfer] = [1, 2, 3, 4, 5].map(id);
    await migratedFrom(
      '0051_refund_payouts',
      async (old) => {
        await old.db.execute(sql`insert into stock_locations (id, name, position) values (${location}, 'Lekki showroom', 1)`);
        await old.db.execute(sql`insert into orders (id, order_number, customer_name, customer_email, customer_phone, shipping_address, subtotal_kobo, total_amount_kobo, sold_at_location_id, channel)
          values (${order}, 'ORD-20261120-OLD2', 'Walk-in', 'walk-in@example.com', '0803 123 4567', 'Collected', 30000000, 30000000, ${location}, 'showroom')`);
        await old.db.execute(sql`insert into payments (id, order_id, method, provider_reference, amount_kobo, status) values
          (${cash}, ${order}, 'cash', null, 10000000, 'succeeded'),
          (${card}, ${order}, 'paystack', 'ORD-20261120-OLD2-aaaaaaaaaa', 10000000, 'succeeded'),
          (${transfer}, ${order}, 'bank_transfer', null, 10000000, 'succeeded')`);
        await old.db.execute(sql`insert into refunds (order_id, amount_kobo, reason, status, payment_id, paystack_refund_id, updated_at) values
          (${order}, 100000, 'cash', 'processed', ${cash}, null, '2026-11-20T15:00:00Z'),
          (${order}, 200000, 'sent to Paystack', 'approved', ${card}, '1000002', '2026-11-20T15:00:00Z'),
          (${order}, 300000, 'card by hand', 'processed', ${card}, null, '2026-11-20T15:00:00Z'),
          (${order}, 400000, 'transfer', 'processed', ${transfer}, null, '2026-11-20T15:00:00Z'),
          (${order}, 500000, 'waiting', 'pending', ${cash}, null, '2026-11-20T15:00:00Z')`);
      },
      async (old) => {
        const rows = await queryRows(sql`select reason, payout_method, payout_location_id, processed_at is not null as processed from refunds order by amount_kobo`, old.db);
        expect(rows).toEqual([
          { reason: 'cash', payout_method: 'cash', payout_location_id: location, processed: true },
          { reason: 'sent to Paystack', payout_method: 'paystack', payout_location_id: null, processed: false },
          { reason: 'card by hand', payout_method: 'paystack', payout_location_id: null, processed: true },
          { reason: 'transfer', payout_method: 'bank_transfer', payout_location_id: null, processed: true },
          { reason: 'waiting', payout_method: null, payout_location_id: null, processed: false },
        ]);
      },
    );
  });
});

describe('variant SKUs (migration 0048_variant_skus)', () => {
  it('give every live variant without a SKU its product’s SKU and its values, -2 when taken, and leave the rest and products without a SKU alone', async () => {
    const ids = { pouf: '00000000-0000-4000-8000-000000000021', stool: '00000000-0000-4000-8000-000000000022', bench: '00000000-0000-4000-8000-000000000023' };
    await migratedFrom(
      '0048_variant_skus',
      async (old) => {
        await old.db.execute(sql`insert into categories (name, slug) values ('Accents', 'accents')`);
        await old.db.execute(sql`insert into products (id, name, handle, sku, category, price_kobo, created_at) values
          (${ids.pouf}, 'Aso Pouf', 'aso-pouf', 'AL-ACC-004', 'accents', 100, '2026-01-01'),
          (${ids.stool}, 'Ibadan Stool', 'ibadan-stool', null, 'accents', 100, '2026-01-02'),
          (${ids.bench}, 'Ondo Bench', 'ondo-bench', 'AL-BEN-001', 'accents', 100, '2026-01-03')`);
        await old.db.execute(sql`insert into product_variants (product_id, position, option1, option2, sku, archived_at) values
          (${ids.bench}, 1, null, null, 'AL-ACC-004-OCHRE', null),
          (${ids.pouf}, 1, 'Indigo', null, null, null),
          (${ids.pouf}, 2, 'Ochre', null, null, null),
          (${ids.pouf}, 3, 'Off White / Bouclé', 'Large', null, null),
          (${ids.pouf}, 4, 'Teal', null, null, '2026-02-01'),
          (${ids.pouf}, 5, 'Ọ̀yọ́ Red', 'Hand-woven raffia in the colours of the evening sky', null, null),
          (${ids.stool}, 1, 'Red', null, null, null)`);
      },
      async (old) => {
        expect(await queryRows(sql`select option1, sku from product_variants order by product_id, position`, old.db)).toEqual([
          { option1: 'Indigo', sku: 'AL-ACC-004-INDIGO' },
          { option1: 'Ochre', sku: 'AL-ACC-004-OCHRE-2' },
          { option1: 'Off White / Bouclé', sku: 'AL-ACC-004-OFF-WHITE-BOUCLE-LARGE' },
          { option1: 'Teal', sku: null },
          { option1: 'Ọ̀yọ́ Red', sku: 'AL-ACC-004-OYO-RED-HAND-WOVEN-RAFFIA-IN-THE' },
          { option1: 'Red', sku: null },
          { option1: null, sku: 'AL-ACC-004-OCHRE' },
        ]);
      },
    );
  });
});
