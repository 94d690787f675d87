// npm run bench:large: the back office at a million orders (docs/benchmarks.md). On PostgreSQL
// (BENCH_DATABASE_URL, by default the local server), in a database of its own (bench_large):
// generates 1,000,000 orders with their lines, payments and refunds, 100,000 customers and
// 100,000 products once (a later run at the same size reuses them), then times the admin's list
// queries, the dashboard, every report, the CSV export, placing orders, storefront search, and a backup and
// restore (--no-backup leaves it out, --reports-only times the reports alone). With --pglite, the same data
// set in the embedded database (in BENCH_PGLITE_DIR, by default a folder under the system's temporary one, kept
// for the next run) for the reports and the admin's reads. Prints one table and exits non-zero when a budget is missed.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, type DatabaseHandle } from '@/server/db/client';
import { printReport } from './bench/report';
import { openGeneratedDatabase, openGeneratedPglite } from './bench-large/database';
import { measureAdminReads, signedInAdminHeaders } from './bench-large/admin-reads';
import { measureExport } from './bench-large/export';
import { measureFilteredShop, measurePlacingOrders, measureSearch, measureShopListing } from './bench-large/storefront';
import { measureBackup } from './bench-large/backup';
import { measureReports } from './bench-large/reports';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'bench_large';

// The auth secret and DATA_DIR the admin's session needs; nothing is written to the shop's own.
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bench-large-data-'));
process.env.BETTER_AUTH_SECRET ??= 'bench-large-secret-not-for-any-real-shop-0123456789';

const PGLITE = process.argv.includes('--pglite');
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'bench-large-pglite');

/** The admin's lists, then (on PostgreSQL: PGlite is one connection) the export's stream, the storefront, fifty buyers at once and the backup. */
async function measureTheRest(headers: Headers, handle: DatabaseHandle) {
  await measureAdminReads(headers);
  if (PGLITE) return;
  console.log('CSV export:');
  await measureExport();
  console.log('Storefront:');
  await measureSearch();
  await measureShopListing();
  await measureFilteredShop();
  await measurePlacingOrders();
  if (!process.argv.includes('--no-backup')) {
    console.log('Backup and restore:');
    await measureBackup(SERVER_URL, handle);
  }
}

async function main() {
  const handle = PGLITE ? await openGeneratedPglite(PGLITE_DIR, console.log) : await openGeneratedDatabase(SERVER_URL, DATABASE, console.log);
  try {
    const headers = await signedInAdminHeaders();
    console.log(`Reports${PGLITE ? ' (embedded database)' : ''}:`);
    await measureReports(headers);
    if (!process.argv.includes('--reports-only')) await measureTheRest(headers, handle);
  } finally {
    await closeDatabase();
  }
  const missed = printReport();
  if (missed > 0) {
    console.error(`\n${missed} budget(s) missed.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
