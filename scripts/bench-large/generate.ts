/** What the generator asks of a connection: node-postgres' Client, or PGlite through its adapter (database.ts). */
export type SqlClient = { query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }> };

// The million-order data set, made by the database itself (INSERT ... SELECT generate_series): no
// rows cross the wire, so it takes minutes, not hours. Ids are derived from each row's number, so
// order lines, payments and refunds name their order and product without reading them back.
// Proportions follow a shop three years old and growing: most orders delivered and paid, about
// one in nine cancelled, recent ones still pending, processing or shipped; one in fifty refunded; one in
// twelve placed with one of five discount codes (10 % off its lines), by their names as placed.

export const SIZE = { orders: 1_000_000, customers: 100_000, products: 100_000 } as const;
/** Written on the database once generation is complete: a later run with the same size reuses it. */
export const MARKER = `adire bench-large: ${SIZE.orders} orders, ${SIZE.customers} customers, ${SIZE.products} products (20,000 of them in 10 variants), v8`;

const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A uuid made from a number: the same row gets the same id in every statement. */
const uuidOf = (prefix: string, n: string) => `('00000000-0000-4000-${prefix}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
/** Six readable characters from a number, unique below 32^6 (as src/server/orders/order-number.ts writes them). */
const readableOf = (n: string) =>
  Array.from({ length: 6 }, (_, k) => `substr('${READABLE}', 1 + ((${n}) / ${32 ** (5 - k)}) % 32, 1)`).join(' || ');

const SIZES = `'2-seater','3-seater','4-seater','L-shape','U-shape'`;
const FABRICS = `'Linen','Velvet'`;
const CATEGORIES = ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains', 'accessories'];
const productName = (p: string) => `(array['Ikoyi','Lekki','Ikeja','Abuja','Enugu','Kano','Ibadan','Calabar'])[1 + ${p} % 8] || ' ' ||
  (array['Velvet','Linen','Oak','Walnut','Brass','Terracotta','Rattan','Leather'])[1 + (${p} / 8) % 8] || ' ' ||
  (array['Sofa','Bed','Armchair','Dining Table','Console','Curtain Pair','Floor Lamp','Vase'])[1 + (${p} / 64) % 8] || ' ' || ${p}`;
const productPrice = (p: string) => `(10000 + ${p} % 5000) * 100`;
/** Order i's line j: its product and quantity. */
const lineProduct = (i: string, j: string) => `(1 + (${i} * 7 + ${j} * 7919) % ${SIZE.products})`;
const lineQuantity = (i: string, j: string) => `(1 + (${i} + ${j}) % 2)`;
const lineCount = (i: string) => `(1 + ${i} % 3)`;
/** Product p's variant k (1 for a product with one variant). */
const variantOf = (p: string, k: string) => uuidOf('8200', `${p} * 10 + ${k}`);
/** The product's number, in a statement reading products (its SKU is SKU-p). */
const productNumber = `substr(sku, 5)::int`;
/** Order i's line j's variant: one of the ten for a product in sizes and fabrics. */
const lineVariant = (i: string, j: string, p: string) => variantOf(p, `case when ${p} % 5 = 0 then 1 + (${i} + ${j}) % 10 else 1 end`);
/** Order i's customer: each has about ten orders. */
const customerOf = (i: string) => `(1 + (${i}::bigint * 7919) % ${SIZE.customers})`;

const STEPS: Array<[string, string]> = [
  ['categories', `insert into categories (name, slug, display_order)
    select initcap(slug), slug, n from unnest(array[${CATEGORIES.map((c) => `'${c}'`).join(',')}]) with ordinality as c(slug, n)`],
  ['products', `insert into products (id, name, handle, sku, description, category, price_kobo, stock_quantity, status, created_at)
    select ${uuidOf('8000', 'p')}, ${productName('p')}, 'model-' || p, 'SKU-' || p,
      'Handmade in Lagos from ' || (array['solid iroko','kiln-dried oak','hand-dyed adire cotton','brushed brass'])[1 + p % 4] || ', finished to order. Model ' || p,
      (array[${CATEGORIES.map((c) => `'${c}'`).join(',')}])[1 + (p / 3) % 7],
      ${productPrice('p')},
      case when p % 50 = 0 then p % 11 else 20 + p % 200 end,
      case when p % 10 = 0 then 'draft' when p % 97 = 0 then 'hidden' else 'active' end,
      now() - interval '1095 days' * (1 - p::float8 / ${SIZE.products})
    from generate_series(1, ${SIZE.products}) as p`],
  // One product in five (SKU-5, SKU-10...: its number ends in 0 or 5) is sold in Size x Fabric, ten
  // variants: 20,000 products with 200,000 variants. The rest have a single variant. The velvet ones
  // cost ₦60,000 more; each variant has the product's generated count (low for one product in fifty,
  // as before), and the triggers being paused, the product's count is then made their sum.
  ['product options', `insert into product_options (id, product_id, position, name)
    select ${uuidOf('8100', 'p * 2 + o')}, ${uuidOf('8000', 'p')}, o, (array['Size','Fabric'])[o]
    from generate_series(5, ${SIZE.products}, 5) as p, generate_series(1, 2) as o`],
  ['product option values', `insert into product_option_values (option_id, position, value)
    select ${uuidOf('8100', 'p * 2 + o')}, v, case when o = 1 then (array[${SIZES}])[v] else (array[${FABRICS}])[v] end
    from generate_series(5, ${SIZE.products}, 5) as p, generate_series(1, 2) as o, generate_series(1, case when o = 1 then 5 else 2 end) as v`],
  // Variant k of product p has an id made from both, so order lines name it without reading it back.
  // Three variants in four have a cost per item (55% of the price), entered when the product was listed.
  ['product variants', `insert into product_variants (id, product_id, position, sku, stock_quantity, cost_kobo)
    select ${variantOf(productNumber, '1')}, id, 1, sku, stock_quantity, case when ${productNumber} % 4 <> 0 then price_kobo * 55 / 100 end
    from products where right(sku, 1) not in ('0', '5')`],
  ['product variants in sizes and fabrics', `insert into product_variants (id, product_id, position, option1, option2, sku, price_kobo, stock_quantity, cost_kobo)
    select ${variantOf(productNumber, 'k')}, p.id, k, (array[${SIZES}])[1 + (k - 1) / 2], (array[${FABRICS}])[1 + (k - 1) % 2], p.sku || '-' || k,
      case when (k - 1) % 2 = 1 then p.price_kobo + 6000000 end,
      p.stock_quantity,
      case when (${productNumber} + k) % 4 <> 0 then (p.price_kobo + case when (k - 1) % 2 = 1 then 6000000 else 0 end) * 55 / 100 end
    from products p, generate_series(1, 10) as k where right(p.sku, 1) in ('0', '5')`],
  ['variant costs', `insert into variant_costs (variant_id, cost_kobo, effective_from, actor_name)
    select v.id, v.cost_kobo, p.created_at, 'Bench' from product_variants v join products p on p.id = v.product_id where v.cost_kobo is not null`],
  // Every unit on hand is at the main warehouse the migrations made (0042_stock_locations.sql).
  ['location stock', `insert into location_stock (location_id, variant_id, quantity)
    select (select id from stock_locations order by position limit 1), id, stock_quantity from product_variants where stock_quantity > 0`],
  ['stock of the products in sizes and fabrics', `update products set stock_quantity = stock_quantity * 10 where right(sku, 1) in ('0', '5')`],
  ['users', `insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-user-' || c, (array['Amaka','Tunde','Ngozi','Bola','Chidi','Funke','Emeka','Aisha'])[1 + c % 8] || ' ' ||
      (array['Okafor','Adeyemi','Eze','Bello','Nwosu','Balogun','Ibrahim','Okonkwo'])[1 + (c / 8) % 8] || ' ' || c,
      'customer' || c || '@bench.test', true, now() - interval '1095 days', now() - interval '1095 days'
    from generate_series(1, ${SIZE.customers}) as c`],
  ['orders', `insert into orders (id, order_number, user_id, customer_name, customer_email, customer_phone, shipping_address,
      subtotal_kobo, delivery_fee_kobo, discount_code, discount_kobo, total_amount_kobo, delivery_method, delivery_state, channel, status, payment_status, payment_method,
      confirmation_mailed_at, created_at, updated_at)
    select ${uuidOf('a000', 'i')},
      'ORD-' || to_char(placed_at at time zone 'Africa/Lagos', 'YYYYMMDD') || '-' || ${readableOf('i')},
      u.id, u.name, u.email, '0803 ' || lpad((i % 10000000)::text, 7, '0'), i || ' Admiralty Way, Lekki',
      subtotal, fee, case when coded then (array['ADIRE10','WELCOME','OWAMBE','DETTY','SALLAH'])[1 + i / 12 % 5] end,
      discount, subtotal + fee - discount, case when fee = 0 then 'pickup' else 'delivery' end, 'Lagos',
      case i % 10 when 3 then 'showroom' when 7 then 'chat' else 'website' end, status,
      case when status = 'pending' then 'pending' when status = 'cancelled' then (case when r < 0.7 then 'failed' else 'pending' end)
        when status = 'delivered' and r2 < 0.02 then 'refunded' else 'paid' end,
      (array['paystack','paystack','paystack','bank_transfer','bank_transfer','pay_on_delivery'])[1 + i % 6],
      placed_at, placed_at, placed_at
    from (
      select i, placed_at, r, r2, i % 12 = 5 as coded,
        (select sum(${productPrice(lineProduct('i', 'j'))} * ${lineQuantity('i', 'j')}) from generate_series(1, ${lineCount('i')}) as j)::bigint as subtotal,
        case when i % 5 = 0 then 0 else 500000 end as fee,
        case when age < 2 and r < 0.6 then 'pending' when age < 4 then 'processing' when age < 10 then 'shipped'
          when r < 0.11 then 'cancelled' else 'delivered' end as status
      from (
        select i, now() - interval '1 day' * age as placed_at, age, r, r2
        from (select i, 1095 * power(random(), 1.6) as age, random() as r, random() as r2 from generate_series(1, ${SIZE.orders}) as i) as drawn
      ) as timed
    ) as o
    cross join lateral (select case when coded then subtotal / 10 else 0 end as discount) as d
    join users u on u.id = 'bench-user-' || ${customerOf('i')}`],
  ['order lines', `insert into order_items (order_id, product_id, variant_id, product_name, quantity, price_kobo, total_kobo)
    select ${uuidOf('a000', 'i')}, ${uuidOf('8000', 'p')}, ${lineVariant('i', 'j', 'p')}, ${productName('p')}, q, ${productPrice('p')}, ${productPrice('p')} * q
    from generate_series(1, ${SIZE.orders}) as i,
      lateral (select j, ${lineProduct('i', 'j')} as p, ${lineQuantity('i', 'j')} as q from generate_series(1, ${lineCount('i')}) as j) as line`],
  // Paid orders have their money; a failed one its failed attempt; an unpaid transfer its pending payment,
  // half of them with the shopper's proof (the "transfer to confirm" of needs attention).
  ['payments', `insert into payments (order_id, method, provider_reference, amount_kobo, status, channel, proof_key, proof_content_type, paid_at, created_at, updated_at)
    select id, payment_method, order_number, total_amount_kobo,
      case when payment_status in ('paid', 'refunded') then 'succeeded' when payment_status = 'failed' then 'failed' else 'pending' end,
      case when payment_method = 'paystack' then 'card' end,
      case when payment_status = 'pending' and payment_method = 'bank_transfer' and hashtext(order_number) % 2 = 0 then 'proofs/' || id end,
      case when payment_status = 'pending' and payment_method = 'bank_transfer' and hashtext(order_number) % 2 = 0 then 'image/jpeg' end,
      case when payment_status in ('paid', 'refunded') then created_at + interval '5 minutes' end, created_at, created_at
    from orders where payment_status <> 'pending' or payment_method = 'bank_transfer'`],
  // Refunded orders have their processed refund; a few delivered ones a partial refund in every state.
  ['refunds', `insert into refunds (order_id, amount_kobo, reason, status, processed_at, created_at, updated_at)
    select id, total_amount_kobo, 'Returned: arrived damaged', 'processed', created_at + interval '10 days', created_at + interval '9 days', created_at + interval '10 days'
    from orders where payment_status = 'refunded'
    union all
    select id, total_amount_kobo / 4, 'Late delivery: part of the fee back',
      refund_status, case when refund_status = 'processed' then created_at + interval '12 days' end, created_at + interval '12 days', created_at + interval '12 days'
    from orders, lateral (select (array['pending','approved','rejected','processed'])[1 + (hashtext(id::text) & 3)] as refund_status) as drawn where status = 'delivered' and payment_status = 'paid' and hashtext(order_number) % 100 = 0`],
  // Totals as docs/decisions/0009-refunds-and-customer-totals.md keeps them: non-cancelled orders less processed refunds.
  ['customers', `insert into customers (name, email, phone, address, total_orders, total_spent_kobo, created_at, updated_at)
    select u.name, u.email, '0803 000 0000', 'Admiralty Way, Lekki', coalesce(t.n, 0), coalesce(t.spent, 0) - coalesce(rf.back, 0),
      coalesce(t.first, u.created_at), now()
    from users u
    left join (select user_id, count(*) filter (where status <> 'cancelled') as n,
        sum(total_amount_kobo) filter (where status <> 'cancelled') as spent, min(created_at) as first
      from orders group by user_id) as t on t.user_id = u.id
    left join (select o.user_id, sum(r.amount_kobo) as back from refunds r join orders o on o.id = r.order_id
      where r.status = 'processed' and o.status <> 'cancelled' group by o.user_id) as rf on rf.user_id = u.id
    where u.id like 'bench-user-%'`],
];

const TRIGGERED_TABLES = ['orders', 'order_items', 'payments', 'refunds', 'products', 'product_variants', 'location_stock'];

const KEPT_BY_TRIGGERS: Array<[string, string]> = [
  ['order counts', `insert into order_counts (status, payment_status, slot, orders)
    select status, payment_status, 0, count(*) from orders group by status, payment_status`],
  ['money held', `update orders o set held_kobo = s.held from (
      select order_id, sum(amount_kobo) as held from (
        select order_id, amount_kobo from payments where status = 'succeeded'
        union all select order_id, -amount_kobo from refunds where status = 'processed'
      ) as ledger group by order_id
    ) as s where o.id = s.order_id`],
  // /shop's filter columns (migration 0035, docs/decisions/0056-shop-filters.md), as its backfill does.
  ['products\' filter columns', `select products_refresh_facets(array(select id from products))`],
];

/**
 * The secondary indexes of the tables the generator fills, dropped while it loads and built once after. The
 * variants keep theirs: the products' filter columns are worked out before the indexes are rebuilt, a variant
 * lookup per product.
 */
const LOADED_TABLES = ['products', 'users', 'orders', 'order_items', 'payments', 'refunds', 'customers'];

async function secondaryIndexes(client: SqlClient) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [LOADED_TABLES],
  );
  return rows;
}

export async function isGenerated(client: SqlClient) {
  const { rows } = await client.query<{ comment: string | null }>(`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`);
  return rows[0]?.comment === MARKER;
}

/** Fills a freshly migrated, empty database; `log` is told each step and its time. */
export async function generate(client: SqlClient, log: (line: string) => void, { maintenanceWorkMem = '512MB' } = {}) {
  await client.query(`set maintenance_work_mem = '${maintenanceWorkMem}'`);
  const indexes = await secondaryIndexes(client);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  // The triggers that keep order counts, held money (migration 0008) and sales sums (0061) would fire a
  // million times; the last steps (and the sales sums after the indexes) work them out once, as the migration does for existing orders. The products'
  // stock is written with their variants' (migration 0027), so its triggers pause too.
  for (const table of TRIGGERED_TABLES) await client.query(`alter table ${table} disable trigger user`);
  try {
    for (const [what, statement] of [...STEPS, ...KEPT_BY_TRIGGERS]) {
      const started = performance.now();
      const result = await client.query(statement);
      log(`${what}: ${result.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    for (const table of TRIGGERED_TABLES) await client.query(`alter table ${table} enable trigger user`);
    const started = performance.now();
    for (const index of indexes) await client.query(index.definition);
    log(`${indexes.length} indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // What the reports read (migrations 0061-0062, docs/decisions/0086-kept-sales-sums.md), as `npm run
  // reports:rebuild` works it out: after the indexes, which it reads by.
  const started = performance.now();
  for (const table of TRIGGERED_TABLES) await client.query(`alter table ${table} disable trigger user`);
  await client.query('select sales_sums_rebuild()');
  await client.query('select stock_values_rebuild()');
  for (const table of TRIGGERED_TABLES) await client.query(`alter table ${table} enable trigger user`);
  log(`kept sales sums in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ name: string }>('select current_database() as name');
  await client.query(`comment on database "${rows[0]!.name}" is '${MARKER}'`);
}
