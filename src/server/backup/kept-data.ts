import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '@/server/db/client';

// What the database keeps by trigger from other rows: the order counts (order_counts,
// docs/decisions/0028-order-counts-kept-by-the-database.md) and each order's money held
// (orders.held_kobo, docs/decisions/0029-needs-attention-from-kept-sums.md) and the sales sums the reports
// read (sales_days, money_days, line_sales_days, line_sales_months and line_sales_years by line_keys, line_group_months, each piece's last day of sale, each order's units and line
// VAT and each refund's VAT, the stock values per location and piece, docs/decisions/0086-kept-sales-sums.md).
// A backup leaves them
// out; a restore does not replay their triggers row by row (a million orders meant a million count
// updates at the commit and an update of an order for every payment: it had not finished after 12
// minutes) but pauses them while the rows go in and then makes the kept data in one statement each.

/** Tables filled by trigger alone: never dumped. */
export const DERIVED_TABLES = ['order_counts', 'sales_days', 'money_days', 'line_keys', 'line_sales_days', 'line_sales_months', 'line_sales_years', 'line_group_months', 'piece_last_sales', 'location_stock_values', 'product_stock_values'];

/** Columns kept by trigger: restored as 0 and made again from the ledger. */
export const DERIVED_COLUMNS: Record<string, string[]> = { orders: ['held_kobo', 'units', 'line_vat_kobo'], refunds: ['vat_kobo'] };

/**
 * The tables whose triggers keep that data (the counts at each location among them), and the variants, whose
 * trigger keeps each product's stock as their sum (docs/decisions/0053-variants-are-the-unit-of-sale.md), and the options and variants,
 * whose triggers keep the products' filter and search columns (docs/decisions/0056-shop-filters.md): a
 * backup holds all of them already, so those triggers pause too (options going in before their variants
 * would otherwise empty a product's filter values).
 */
const KEEPING_TABLES = ['orders', 'order_items', 'payments', 'refunds', 'products', 'product_options', 'product_variants', 'location_stock'];

/** Those of the keeping tables that the schema the rows go into has (a backup from before variants has none). */
async function keepingTables(tx: Transaction) {
  const rows = await queryRows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename in (${sql.join(KEEPING_TABLES.map((name) => sql`${name}`), sql`, `)})`, tx);
  return rows.map((row) => row.name);
}

/** Whether the schema the rows are restored into (the backup's level) has the table. */
async function hasTable(tx: Transaction, name: string) {
  const rows = await queryRows(sql`select 1 from pg_tables where schemaname = 'public' and tablename = ${name}`, tx);
  return rows.length > 0;
}

/**
 * Runs `insert` (every row of the backup) with the keeping triggers paused, then counts the orders
 * and sums each order's ledger once. Within the restore's transaction: a failure leaves the
 * triggers as they were.
 */
export async function withKeptDataMadeAfter(tx: Transaction, insert: () => Promise<void>) {
  if (!(await hasTable(tx, 'order_counts'))) return insert();
  const paused = await keepingTables(tx);
  for (const table of paused) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  await insert();
  await tx.execute(sql`
    insert into order_counts (status, payment_status, slot, orders)
    select status, payment_status, 0, count(*) from orders group by status, payment_status`);
  await tx.execute(sql`
    update orders o set held_kobo = s.held from (
      select order_id, sum(amount_kobo) as held from (
        select order_id, amount_kobo from payments where status = 'succeeded' and order_id is not null
        union all select order_id, -amount_kobo from refunds where status = 'processed' and order_id is not null
      ) as ledger group by order_id
    ) as s where o.id = s.order_id`);
  if (await hasTable(tx, 'sales_days')) await tx.execute(sql`select sales_sums_rebuild()`);
  if (await hasTable(tx, 'location_stock_values')) await tx.execute(sql`select stock_values_rebuild()`);
  for (const table of paused) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
}
