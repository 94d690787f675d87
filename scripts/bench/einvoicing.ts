// E-invoices reported per second (docs/decisions/0070-e-invoicing.md): ORDERS paid orders on PostgreSQL, each
// with its e-invoice job queued as the ledger queues it, reported to the local MBS stand-in by WORKERS job
// workers (one per store instance) running the shop's own handlers, with the memory the process holds while
// they run. The stand-in runs as its own process (scripts/mbs-fake.ts): it keeps every call it answers
// (~30 KB an invoice), which would otherwise be most of the peak RSS measured here. Run alone (it sets the
// NRS_* variables before anything reads the environment):
//   npx tsx --conditions=react-server scripts/bench/einvoicing.ts [postgres-url]
// It prints one JSON line; scripts/bench.ts runs it as a child process for its table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopEnvFor } from '../../tests/helpers/mbs-fake';
import { withThrowawayDatabase } from '../lib/pg-client';

const ORDERS = Number(process.env.BENCH_EINVOICES ?? 10_000);
const WORKERS = 2;
const PRICE_KOBO = 450_000_00;
const root = path.resolve(__dirname, '../..');

async function main() {
  const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const keysDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mbs-'));
  const keysPath = path.join(keysDir, 'crypto_keys.txt');
  try {
    const mbs = await startStandIn(keysPath);
    try {
      // The stand-in wrote crypto_keys.txt already; shopEnvFor writes the same text again.
      Object.assign(process.env, { LOG_LEVEL: 'silent', ...shopEnvFor({ ...mbs, cryptoKeysFile: () => readFileSync(keysPath, 'utf8') }, keysPath) });
      const result = await withThrowawayDatabase(serverUrl, (databaseUrl) => measure(databaseUrl));
      const counts = (await (await fetch(`${mbs.url}/__fake/counts`)).json()) as { invoices: number };
      console.log(JSON.stringify({ ...result, signedAtMbs: counts.invoices, standInPeakRssMb: mbs.peakRssMb() }));
    } finally {
      await mbs.stop();
    }
  } finally {
    rmSync(keysDir, { recursive: true, force: true });
  }
}

/**
 * `npm run mbs:fake` on a free port, writing its crypto_keys.txt to `keysPath`; its URL and credentials are
 * read from what it prints. Node runs it with tsx as a loader (not tsx's CLI, which would be a parent
 * process) so the pid is the server's own and /proc/<pid>/status holds its peak RSS.
 */
async function startStandIn(keysPath: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mbs-fake.ts', '--port', '0', '--keys-file', keysPath], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The data listener stays on, so its stdout keeps draining should it print more.
  const printed = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('Stop with Ctrl+C.')) resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`the MBS stand-in exited (${code}) before it was listening`)));
  });
  const field = (pattern: RegExp) => {
    const value = pattern.exec(printed)?.[1];
    if (!value) throw new Error(`the MBS stand-in printed no ${pattern.source}:\n${printed}`);
    return value;
  };
  return {
    url: field(/listening on (\S+)/),
    apiKey: field(/API key +(\S+)/),
    apiSecret: field(/API secret +(\S+)/),
    businessId: field(/Business ID +(\S+)/),
    serviceId: field(/Service ID +(\S+)/),
    /** VmHWM, the kernel's high-water mark of the process's RSS; null where there is no /proc. */
    peakRssMb() {
      try {
        const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) / 1024 : null;
      } catch {
        return null;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(databaseUrl: string) {
  const { installDatabase, openPostgres, closeDatabase, queryRows } = await import('@/server/db/client');
  const { migrateDatabase } = await import('@/server/db/migrate');
  const { runDueJobs } = await import('@/server/composition/jobs');
  const { sql } = await import('drizzle-orm');
  const handle = openPostgres(databaseUrl, 10);
  installDatabase(handle);
  try {
    await migrateDatabase(handle);
    await seedPaidOrders(handle.db, sql);
    let peakRssMb = 0;
    const sample = setInterval(() => (peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 2 ** 20)), 200);
    const started = performance.now();
    await Promise.all(Array.from({ length: WORKERS }, () => runDueJobs()));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    const [counts] = await queryRows<{ confirmed: number; other: number }>(sql`
      select count(*) filter (where state = 'confirmed')::int as confirmed, count(*) filter (where state <> 'confirmed')::int as other from einvoices`);
    return { orders: ORDERS, workers: WORKERS, seconds, invoicesPerSecond: (counts?.confirmed ?? 0) / seconds, confirmed: counts?.confirmed ?? 0, notConfirmed: counts?.other ?? 0, peakRssMb };
  } finally {
    await closeDatabase();
  }
}

/** ORDERS orders of one chair, each paid in full by transfer, and the sale's job the ledger queues for each (src/server/einvoicing/einvoice-queue.ts). */
async function seedPaidOrders(db: import('@/server/db/client').Database, sql: typeof import('drizzle-orm').sql) {
  await db.execute(sql`insert into website_settings (site_name, legal_name, business_address, contact_email, contact_phone, vat_registered)
    values ('Bench', 'Bench Ltd', '1 Marina' || chr(10) || 'Lagos 101001', 'shop@bench.test', '+2348031234567', true)`);
  await db.execute(sql`insert into categories (name, slug) values ('Chairs', 'chairs')`);
  await db.execute(sql`
    with product as (insert into products (name, category, price_kobo, stock_quantity) values ('Bench Chair', 'chairs', ${PRICE_KOBO}, 0) returning id),
    numbered as (
      select n, 'ORD-20261127-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((n / (32 ^ k)::int) % 32), 1), '' order by k) as number
      from generate_series(1, ${ORDERS}) as n, generate_series(0, 5) as k group by n),
    placed as (
      insert into orders (order_number, customer_name, customer_email, shipping_address, subtotal_kobo, delivery_fee_kobo, total_amount_kobo, delivery_method, payment_method, payment_status, status)
      select number, 'Buyer ' || n, 'buyer' || n || '@bench.test', '1 Marina', ${PRICE_KOBO}, 0, ${PRICE_KOBO}, 'pickup', 'bank_transfer', 'paid', 'processing' from numbered
      returning id),
    items as (insert into order_items (order_id, product_id, product_name, quantity, price_kobo, total_kobo)
      select placed.id, product.id, 'Bench Chair', 1, ${PRICE_KOBO}, ${PRICE_KOBO} from placed, product returning order_id),
    paid as (insert into payments (order_id, method, amount_kobo, currency, status) select order_id, 'bank_transfer', ${PRICE_KOBO}, 'NGN', 'succeeded' from items returning order_id)
    insert into jobs (kind, payload, dedupe_key)
      select 'einvoice-order', jsonb_build_object('orderId', order_id, 'sale', true), 'einvoice-order:' || order_id || ':sale' from paid`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
