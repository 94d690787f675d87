import { sql } from 'drizzle-orm';
import { installDatabase, openPglite, queryRows } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { categories } from '@/server/db/schema';
import { searchProducts } from '@/server/catalog/search-reads';
import { percentile } from './percentile';

// Search latency with 100,000 products in the embedded database (in memory).

// Typing mistakes and synonyms count too (docs/decisions/0057-forgiving-search.md): "sofer" and "curtian" are
// corrected, "couch" means sofa, and "xyzzy" is too far from any word, so it reads the word list.
export const SEARCH_QUERIES = ['sofa', 'velvet', 'oak', 'linen curtain', 'Ikoyi', 'brass lamp', 'terracotta', 'dining', 'xyzzy', 'bed', 'sofer', 'curtian', 'couch', 'velvet sofer'];

export async function measureSearch(productCount = 100_000, runs = 300) {
  const handle = openPglite();
  await migrateDatabase(handle);
  installDatabase(handle);
  const slugs = ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains', 'accessories'];
  await handle.db.insert(categories).values(slugs.map((slug, i) => ({ name: slug, slug, displayOrder: i })));
  // Names and descriptions built from word lists, so trigram statistics look like a real catalogue.
  await handle.db.execute(sql`
    insert into products (name, description, category, price_kobo, status)
    select
      (array['Ikoyi','Lekki','Ikeja','Abuja','Enugu','Kano','Ibadan','Calabar'])[1 + i % 8] || ' ' ||
      (array['Velvet','Linen','Oak','Walnut','Brass','Terracotta','Rattan','Leather'])[1 + (i / 8) % 8] || ' ' ||
      (array['Sofa','Bed','Armchair','Dining Table','Console','Curtain Pair','Floor Lamp','Vase'])[1 + (i / 64) % 8] || ' ' || i,
      'Handmade in Lagos from ' || (array['solid iroko','kiln-dried oak','hand-dyed adire cotton','brushed brass'])[1 + i % 4] || ', finished to order. Model ' || i,
      (array['sofas','beds','chairs','tables','consoles','curtains','accessories'])[1 + (i / 3) % 7],
      (10000 + i % 5000) * 100,
      case when i % 10 = 0 then 'draft' else 'active' end
    from generate_series(1, ${productCount}) as i
  `);
  // Each one's single variant holds its stock; the product's count follows.
  await handle.db.execute(sql`insert into product_variants (product_id, position, stock_quantity) select id, 1, (row_number() over ())::int % 40 from products`);
  await handle.db.execute(sql`analyze products`);
  const [{ count }] = (await queryRows<{ count: number }>(sql`select count(*)::int as count from products`)) as [{ count: number }];

  for (const query of SEARCH_QUERIES) await searchProducts(query); // warm up
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const query = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
    const started = performance.now();
    await searchProducts(query);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  await handle.close();
  return { products: count, p50Ms: percentile(timings, 50), p95Ms: percentile(timings, 95) };
}
