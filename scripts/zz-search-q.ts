import { sql } from 'drizzle-orm';
import { installDatabase, openPglite } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { categories } from '@/server/db/schema';
import { searchProducts } from '@/server/catalog/search';
const QUERIES = ['sofa', 'velvet', 'oak', 'linen curtain', 'Ikoyi', 'brass lamp', 'terracotta', 'dining', 'xyzzy', 'bed'];
(async () => {
  const handle = openPglite(); await migrateDatabase(handle); installDatabase(handle);
  const slugs = ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains', 'accessories'];
  await handle.db.insert(categories).values(slugs.map((slug, i) => ({ name: slug, slug, displayOrder: i })));
  await handle.db.execute(sql`
    insert into products (name, description, category, price_kobo, stock_quantity, status)
    select
      (array['Ikoyi','Lekki','Ikeja','Abuja','Enugu','Kano','Ibadan','Calabar'])[1 + i % 8] || ' ' ||
      (array['Velvet','Linen','Oak','Walnut','Brass','Terracotta','Rattan','Leather'])[1 + (i / 8) % 8] || ' ' ||
      (array['Sofa','Bed','Armchair','Dining Table','Console','Curtain Pair','Floor Lamp','Vase'])[1 + (i / 64) % 8] || ' ' || i,
      'Handmade in Lagos from ' || (array['solid iroko','kiln-dried oak','hand-dyed adire cotton','brushed brass'])[1 + i % 4] || ', finished to order. Model ' || i,
      (array['sofas','beds','chairs','tables','consoles','curtains','accessories'])[1 + (i / 3) % 7],
      (10000 + i % 5000) * 100, i % 40, case when i % 10 = 0 then 'draft' else 'active' end
    from generate_series(1, 100000) as i`);
  await handle.db.execute(sql`analyze products`);
  for (const q of QUERIES) await searchProducts(q);
  for (const q of QUERIES) {
    const t: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await searchProducts(q); t.push(performance.now() - s); }
    t.sort((a, b) => a - b);
    console.log(q.padEnd(14), 'median', t[15]!.toFixed(1), 'max', t[29]!.toFixed(1));
  }
  await handle.close();
})();
