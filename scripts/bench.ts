// npm run bench: the performance budgets of docs/architecture.md section 7, printed as one table.
// Starts the production build on a freshly seeded DATA_DIR, then measures Lighthouse
// scores, page throughput beside a static file of the same size, first-load JavaScript
// and search latency with 100,000 products. Record the figures in docs/benchmarks.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStore, type RunningStore } from './bench/store-process';
import { measureThroughput } from './bench/throughput';
import { firstLoadJsKb } from './bench/first-load-js';
import { runLighthouse } from './bench/lighthouse';
import { measureSearch } from './bench/search';
import { measureOrders } from './bench/orders';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const staticDir = path.resolve(__dirname, '../public/_bench');
const rows: Array<[string, string, string]> = [];
const row = (what: string, value: string, target: string) => {
  rows.push([what, value, target]);
  console.log(`  ${what}: ${value}`);
};

async function firstProductPath(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/shop`)).text();
  const match = /href="(\/product\/[0-9a-f-]{36})"/.exec(html);
  if (!match) throw new Error('no product link on /shop');
  return match[1]!;
}

async function withStore<T>(dataDir: string, run: (store: RunningStore) => Promise<T>) {
  const store = await startStore(PORT, dataDir);
  try {
    return await run(store);
  } finally {
    await store.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  console.log(`Starting the store on a fresh DATA_DIR (${dataDir})…`);

  // First run: find the pages and their sizes, then write static files of the same sizes
  // (public/_bench is outside the build's source hash, so no rebuild is needed).
  const pages = await withStore(dataDir, async ({ baseUrl }) => {
    const product = await firstProductPath(baseUrl);
    const sizes: Record<string, number> = {};
    for (const page of [product, '/shop']) sizes[page] = (await (await fetch(`${baseUrl}${page}`)).arrayBuffer()).byteLength;
    return { product, sizes };
  });
  mkdirSync(staticDir, { recursive: true });
  for (const [page, size] of Object.entries(pages.sizes)) {
    writeFileSync(path.join(staticDir, `${page === '/shop' ? 'shop' : 'product'}.html`), 'x'.repeat(size));
  }

  await withStore(dataDir, async ({ baseUrl }) => {
    console.log('Throughput (autocannon, 50 connections, 10 s each):');
    for (const [name, page, file] of [['product page', pages.product, 'product'], ['shop page', '/shop', 'shop']] as const) {
      const dynamic = await measureThroughput(`${baseUrl}${page}`);
      const fixed = await measureThroughput(`${baseUrl}/_bench/${file}.html`);
      const ratio = (100 * dynamic.requestsPerSecond) / fixed.requestsPerSecond;
      row(`${name} (${(dynamic.bytes / 1024).toFixed(0)} KB)`, `${dynamic.requestsPerSecond.toFixed(0)} req/s, p95 ${dynamic.p95Ms.toFixed(1)} ms`, '');
      row(`static file, same size`, `${fixed.requestsPerSecond.toFixed(0)} req/s, p95 ${fixed.p95Ms.toFixed(1)} ms`, '');
      row(`${name} / static`, `${ratio.toFixed(0)} %`, '>= 50 %');
    }

    console.log('First-load JavaScript (gzip):');
    for (const page of ['/', '/shop', pages.product, '/blog']) {
      row(`first-load JS ${page === pages.product ? '/product/{id}' : page}`, `${(await firstLoadJsKb(baseUrl, page)).toFixed(1)} KB`, '<= 150 KB');
    }

    console.log('Lighthouse (mobile):');
    for (const page of ['/', '/shop', pages.product, '/blog']) {
      const s = await runLighthouse(`${baseUrl}${page}`);
      row(
        `Lighthouse ${page === pages.product ? '/product/{id}' : page}`,
        `perf ${s.performance} · a11y ${s.accessibility} · best ${s.bestPractices} · SEO ${s.seo}`,
        '>= 95 · 100 · >= 95 · 100',
      );
    }
  });

  console.log('Search with 100,000 products (embedded database):');
  const search = await measureSearch();
  row(`search, ${search.products} products`, `p50 ${search.p50Ms.toFixed(1)} ms, p95 ${search.p95Ms.toFixed(1)} ms`, 'p95 < 20 ms');

  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(`Placing orders, 50 buyers at once (PostgreSQL at ${new URL(postgresUrl).host}):`);
  const orders = await measureOrders(postgresUrl);
  row('orders, 50 concurrent buyers', `${orders.ordersPerSecond.toFixed(0)} orders/s, p95 ${orders.p95Ms.toFixed(1)} ms`, '>= 100 orders/s');
  row('lowest stock after the run', `${orders.lowestStock} (${orders.placed} placed, ${orders.refused} refused)`, '>= 0');

  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  printTable();
}

function printTable() {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['measure', 'result', 'target'][i]!.length));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(['measure', 'result', 'target'])}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const r of rows) console.log(line(r));
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
}

main().catch((error) => {
  rmSync(staticDir, { recursive: true, force: true });
  console.error(error);
  process.exit(1);
});
