// npm run bench: the performance budgets of docs/architecture.md section 7, as one table.
// Builds and seeds a fresh DATA_DIR as `npm start` does, then measures a production start
// (`npm run start:prod`), page throughput beside a static file of the same bytes, a page with
// an ad tag on every request against none, /shop's HTML, first-load JavaScript and Lighthouse on
// every storefront page, every storefront page on slow 3G and 2G (scripts/bench/slow-networks.ts), the data saver's page
// weights, search with 100,000 products, and orders
// (also side by side with a baseline commit's checkout), a 20,000-row catalogue import, a Shopify export
// whose 2,000 pictures are fetched after its import while a store serves, e-invoices reported to a
// local MBS stand-in on PostgreSQL, WhatsApp's webhooks and sends against the messaging stand-in, and the
// inbox's list at 100,000 conversations.
// Exits non-zero when a budget is missed.
// Record the figures in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStore, type RunningStore } from './bench/store-process';
import { BROWSER_HEADERS, measureThroughputPair, PLAIN_HEADERS } from './bench/throughput';
import { measureAdTags } from './bench/ad-tags';
import { firstLoadJs, type PageScripts } from './bench/first-load-js';
import { runLighthouse, SLOW_3G } from './bench/lighthouse';
import { measureSlowNetworks, reportSlowNetworks, slowNetworkPages } from './bench/slow-networks';
import { dataSaverWeights } from './bench/data-saver-weight';
import { measureSearch } from './bench/search';
import { measureOrders } from './bench/orders';
import { reportCheckoutSideBySide } from './bench/checkout-side-by-side';
import { measureCatalogueImport } from './bench/catalogue-import';
import { measuredProductPath, measureTyping } from './bench/measured-typing';
import { measureFirstTaps, measureInteractions, productsToTap } from './bench/first-tap';
import { addSixtyVariantPiece } from './bench/sixty-variants';
import { budget, markdownTable, note, printReport } from './bench/report';
import type { PictureImportFigures } from './bench/import-pictures';
import type { InboxFigures } from './bench/inbox';
import { loadsScriptsAfterPaint } from './lib/scripts-after-paint';
import { precompressStaticAssets } from './lib/static-assets';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
// Beside the build's own static files: served from memory in brotli and gzip made once
// (scripts/lib/static-assets.ts), as a kept page is. Outside the build's source hash.
const staticDir = path.resolve(__dirname, '../.next/static/_bench');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const BUDGET = {
  productionStartMs: 5000,
  shopHtmlKb: 102, // half of /shop's 205 KB before the storefront was slimmed
  // A page the same for every visitor costs what a file costs: parity within the measurement's own
  // spread (the file against itself reads 99-103 %); a document also carries ~370 bytes of headers a
  // file does not, its CSP first (docs/decisions/0048-kept-pages-vary-on-rsc-and-encoding.md).
  keptPageToFilePercent: 97,
  // An ad click's tag is no page of its own: the kept copy serves it (docs/decisions/0067-kept-pages-keyed-by-canonical-url.md).
  adTagThroughputRatio: 0.9,
  firstLoadJsKb: 150,
  lighthouse: { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 100 },
  slowNetworkLcpMs: 3000,
  // Issue 64: with the data saver on, home, shop and a product weigh under 100 KB on first load (docs/decisions/0083-data-saver.md).
  dataSaverPageKb: 100,
  firstTapDeadMs: 300,
  interactionMs: 200,
  searchP95Ms: 20,
  ordersPerSecond: 100,
  // Issue 41: a 20,000-row catalogue CSV imports in under a minute, its memory not growing with the file.
  catalogueImportSeconds: 60,
  // A Shopify export of 500 products naming 2,000 pictures: its products written at once, its pictures
  // fetched afterwards by the job queue in memory that does not grow with the file (docs/decisions/0055-catalogue-import.md,
  // "Amendment: pictures after the import"): the last quarter's RSS peak within this of the first quarter's.
  importProductsSeconds: 30,
  pictureRssGrowthMb: 64,
  // Shoppers do not notice the fetching: the storefront's p95 while it runs <= 1.5 x its p95 before + 5 ms
  // (the 5 ms: a p95 of a few milliseconds would be allowed almost nothing by the factor alone).
  storefrontP95WhileFetching: { factor: 1.5, slackMs: 5 },
  // Issue 61: 1,000 webhook events a second acknowledged with none lost (the pacer itself reaches ~99 %),
  // each answered within a fraction of a second; sends within Meta's 80 messages a second.
  webhooksPerSecond: 950,
  webhookAnswerP95Ms: 500,
  whatsappSendsPerSecond: 80,
  // Issue 62: the inbox lists 100,000 conversations, its first page and each filter's within 100 ms at p95.
  inboxListP95Ms: 100,
};

/** A busy day of the brand's two showrooms and website together, far above today's (docs/decisions/0070-e-invoicing.md). */
const BUSY_DAY_SALES = 2_000;

/** A bench that sets variables before the environment is read runs in its own process: its figures are its last line of output. */
function benchInItsOwnProcess<Figures>(script: string, postgresUrl: string): Figures {
  const ran = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', '--expose-gc', script, postgresUrl], {
    encoding: 'utf8',
    timeout: 30 * 60_000,
  });
  if (ran.status !== 0) throw new Error(`${script} failed: ${ran.stderr}`);
  return JSON.parse(ran.stdout.trim().split('\n').at(-1)!) as Figures;
}

/** The e-invoicing bench sets the NRS_* variables. */
const measureEInvoicing = (postgresUrl: string) =>
  benchInItsOwnProcess<{ orders: number; seconds: number; invoicesPerSecond: number; confirmed: number; peakRssMb: number }>('scripts/bench/einvoicing.ts', postgresUrl);

type MessagingFigures = {
  webhooks: { events: number; targetPerSecond: number; acknowledged: number; acknowledgedPerSecond: number; p95Ms: number; stored: number; processed: number; processedPerSecond: number; messages: number; read: number; peakRssMb: number };
  sends: { updates: number; seconds: number; accepted: number; notAccepted: number; acceptedAtStandIn: number; sentTwice: number; perSecond: number; peakRssMb: number };
};

/** WhatsApp's webhooks and sends against the messaging stand-in (docs/decisions/0080-whatsapp-and-sms-order-updates.md); it sets the WHATSAPP_* variables. */
function measureMessagingRows(postgresUrl: string) {
  const { webhooks, sends } = benchInItsOwnProcess<MessagingFigures>('scripts/bench/messaging.ts', postgresUrl);
  const count = (n: number) => n.toLocaleString('en');
  budget(
    `WhatsApp webhooks, ${count(webhooks.events)} posted at ${count(webhooks.targetPerSecond)}/s`,
    `${webhooks.acknowledgedPerSecond.toFixed(0)} acknowledged/s, p95 ${webhooks.p95Ms.toFixed(1)} ms, ${count(webhooks.stored)} stored, peak RSS ${webhooks.peakRssMb.toFixed(0)} MB`,
    `all answered and stored at >= ${count(BUDGET.webhooksPerSecond)}/s, p95 < ${BUDGET.webhookAnswerP95Ms} ms`,
    webhooks.acknowledged === webhooks.events && webhooks.stored === webhooks.events && webhooks.acknowledgedPerSecond >= BUDGET.webhooksPerSecond && webhooks.p95Ms < BUDGET.webhookAnswerP95Ms,
  );
  budget(
    'their processing from the queue',
    `${count(webhooks.processed)} applied at ${webhooks.processedPerSecond.toFixed(0)}/s; ${count(webhooks.read)} of ${count(webhooks.messages)} messages read`,
    'all applied, every message read',
    webhooks.processed === webhooks.stored && webhooks.read === webhooks.messages,
  );
  budget(
    `WhatsApp sends, ${count(sends.updates)} updates queued`,
    `${count(sends.accepted)} accepted in ${sends.seconds.toFixed(0)} s (${sends.perSecond.toFixed(1)}/s), ${count(sends.sentTwice)} sent twice, peak RSS ${sends.peakRssMb.toFixed(0)} MB`,
    `all, none twice, <= ${BUDGET.whatsappSendsPerSecond}/s (Meta's limit)`,
    sends.accepted === sends.updates && sends.acceptedAtStandIn === sends.updates && sends.sentTwice === 0 && sends.perSecond <= BUDGET.whatsappSendsPerSecond,
  );
}

/** The inbox's list at 100,000 conversations (docs/decisions/0081-one-inbox.md): each view's first page, a deep page, and the menu's poll. */
function measureInboxRows(postgresUrl: string) {
  const inbox = benchInItsOwnProcess<InboxFigures>('scripts/bench/inbox.ts', postgresUrl);
  for (const [view, figures] of Object.entries(inbox.pages)) {
    budget(`inbox, ${view}`, `p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`, `p95 < ${BUDGET.inboxListP95Ms} ms`, figures.p95Ms < BUDGET.inboxListP95Ms && figures.rows > 0);
  }
  budget('inbox, the menu’s poll (unread, last change)', `p50 ${inbox.pulse.p50Ms.toFixed(1)} ms, p95 ${inbox.pulse.p95Ms.toFixed(1)} ms`, `p95 < ${BUDGET.inboxListP95Ms} ms`, inbox.pulse.p95Ms < BUDGET.inboxListP95Ms);
}

/** A Shopify export with pictures, fetched while a production store on the same database serves; it sets IMPORT_ALLOW_LOOPBACK. */
function measurePictureImportRows(postgresUrl: string) {
  const pictures = benchInItsOwnProcess<PictureImportFigures>('scripts/bench/import-pictures.ts', postgresUrl);
  const count = (n: number) => n.toLocaleString('en');
  budget(
    `catalogue import with pictures, ${count(pictures.products)} products`,
    `preview ${pictures.previewSeconds.toFixed(1)} s + import ${pictures.importSeconds.toFixed(1)} s, ${count(pictures.picturesToFetch)} pictures queued`,
    `< ${BUDGET.importProductsSeconds} s`,
    pictures.previewSeconds + pictures.importSeconds < BUDGET.importProductsSeconds && pictures.created === pictures.products && pictures.picturesToFetch === pictures.pictures,
  );
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  budget(
    `its ${count(pictures.pictures)} pictures fetched afterwards`,
    `${count(pictures.fetched)} fetched, ${count(pictures.failed)} failed in ${pictures.fetchSeconds.toFixed(0)} s; peak RSS +${mb(pictures.peakRssAboveMb)}, ` +
      `first quarter's ${mb(pictures.firstQuarterPeakMb)}, last quarter's ${mb(pictures.lastQuarterPeakMb)}`,
    `all; last quarter's peak <= first's + ${BUDGET.pictureRssGrowthMb} MB`,
    pictures.fetched === pictures.pictures && pictures.lastQuarterPeakMb <= pictures.firstQuarterPeakMb + BUDGET.pictureRssGrowthMb,
  );
  const { before, during } = pictures.storefront;
  const allowedMs = BUDGET.storefrontP95WhileFetching.factor * before.p95Ms + BUDGET.storefrontP95WhileFetching.slackMs;
  budget(
    `storefront p95, first ${pictures.storefrontDuringSeconds} s of the fetching`,
    `${during.p95Ms.toFixed(1)} ms, ${before.p95Ms.toFixed(1)} ms before (${count(during.requests)} and ${count(before.requests)} requests)` +
      (pictures.storeShowsPictures ? '' : '; the store never showed them'),
    `<= ${allowedMs.toFixed(1)} ms`,
    during.p95Ms <= allowedMs && pictures.storeShowsPictures,
  );
}

async function firstLink(baseUrl: string, page: string, pattern: RegExp) {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
  return match[1]!;
}

/**
 * A kept page as visitors get it once the page cache has finished it (its scripts moved behind the
 * first paint, docs/decisions/0025-scripts-after-first-paint.md). The finishing is done in the
 * background after the first render, so a fetch right after it may still get the page as Next.js
 * wrote it: the /shop row read 100.4 or 101.5 KB depending on which copy it met.
 */
async function keptPage(url: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await (await fetch(url, { headers })).text();
    if (loadsScriptsAfterPaint(html)) return html;
    if (Date.now() > deadline) throw new Error(`${url} was not finished by the page cache within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** /shop with three filters applied (docs/decisions/0056-shop-filters.md): the demo's velvet pieces in stock under ₦900,000. */
const SHOP_FILTERED = '/shop?fabric=velvet&availability=in-stock&max=900000';

/** The static file a kept page is measured against. */
const staticFileOf = (page: string) => (page === '/shop' ? 'shop' : page === SHOP_FILTERED ? 'shop-filtered' : 'product');

/**
 * The storefront pages the budgets cover, signed out (/checkout sends a shopper to /auth, which is
 * measured).
 */
async function storefrontPages(baseUrl: string) {
  const product = await firstLink(baseUrl, '/shop', /href="(\/product\/[0-9a-f-]{36})"/);
  const post = await firstLink(baseUrl, '/blog', /href="(\/blog\/[a-z0-9-]+)"/);
  const pages = ['/', '/shop', '/shop?category=sofas', SHOP_FILTERED, product, '/cart', '/auth', '/blog', post, '/faq', '/portfolio', '/about', '/contact', '/search?q=sofa'];
  return { product, pages };
}

async function withStore<T>(dataDir: string, options: { production?: boolean }, run: (store: RunningStore) => Promise<T>) {
  const store = await startStore(PORT, dataDir, options);
  try {
    return await run(store);
  } finally {
    await store.stop();
  }
}

/**
 * A kept page against a static file holding the same bytes, both served from memory: asked for as
 * a browser asks (brotli) the page must cost no more than the file; asked for plainly (no
 * compression) the figures are noted.
 */
async function measureThroughputRows(baseUrl: string, product: string) {
  console.log('Throughput (autocannon, page and static file at the same time, 25 connections and a thread each, 4 turns of 4 s):');
  for (const [name, page] of [['product page', product], ['shop page', '/shop'], ['shop page, three filters', SHOP_FILTERED]] as const) {
    const file = staticFileOf(page);
    const fileUrl = `${baseUrl}/_next/static/_bench/${file}.txt`;
    // Both kept copies finished (brotli made, scripts after paint) before the first turn, as after
    // any first visit: the rows measure serving a kept page, not its one-off finishing.
    for (const headers of [BROWSER_HEADERS, PLAIN_HEADERS]) await keptPage(`${baseUrl}${page}`, headers);
    const [browserPage, browserFile] = await measureThroughputPair(`${baseUrl}${page}`, fileUrl, BROWSER_HEADERS);
    const ratio = (100 * browserPage.requestsPerSecond) / browserFile.requestsPerSecond;
    note(`${name}, brotli (${kb(browserPage.bytes)})`, `${browserPage.requestsPerSecond.toFixed(0)} req/s, p95 ${browserPage.p95Ms.toFixed(1)} ms`);
    note(`static file, brotli (${kb(browserFile.bytes)})`, `${browserFile.requestsPerSecond.toFixed(0)} req/s, p95 ${browserFile.p95Ms.toFixed(1)} ms`);
    budget(`${name} / static, as a browser asks`, `${ratio.toFixed(0)} %`, `>= ${BUDGET.keptPageToFilePercent} %`, ratio >= BUDGET.keptPageToFilePercent);
    const [plainPage, plainFile] = await measureThroughputPair(`${baseUrl}${page}`, fileUrl, PLAIN_HEADERS);
    note(
      `${name} / static, uncompressed (${kb(plainPage.bytes)})`,
      `${((100 * plainPage.requestsPerSecond) / plainFile.requestsPerSecond).toFixed(0)} % (${plainPage.requestsPerSecond.toFixed(0)} against ${plainFile.requestsPerSecond.toFixed(0)} req/s)`,
    );
  }
}

/** The product page asked for by ad clicks, each with a tag of its own, against visits without one. */
async function measureAdTagRow(baseUrl: string, product: string) {
  console.log('Ad clicks (autocannon, 1,000 requests of the product page each with its own ?fbclid= against 1,000 without, 4 turns):');
  await keptPage(`${baseUrl}${product}`, BROWSER_HEADERS);
  const clicks = await measureAdTags(baseUrl, product);
  budget(
    'product page, an ad tag each / none',
    `${clicks.ratio.toFixed(2)} (${clicks.taggedPerSecond.toFixed(0)} against ${clicks.plainPerSecond.toFixed(0)} req/s)`,
    `>= ${BUDGET.adTagThroughputRatio}`,
    clicks.ratio >= BUDGET.adTagThroughputRatio,
  );
}

async function measureTapRows(baseUrl: string, sixtyVariants: string) {
  console.log('First taps on a phone (412 px, touch, 4x CPU, 150 ms RTT, 1.6 Mbit/s), each control tapped once as it appears:');
  const products = { ...(await productsToTap(baseUrl)), sixtyVariants };
  const taps = await measureFirstTaps(baseUrl, products);
  for (const tap of taps.taps) {
    const answer = tap.deadMs === null ? 'no answer' : `answered after ${tap.deadMs.toFixed(0)} ms${tap.held ? ', held until live' : ''}`;
    note(`first tap ${tap.name}`, tap.answered ? answer : `${answer}, its effect missing: lost`);
  }
  const longest = `${Number.isFinite(taps.longestDeadMs) ? taps.longestDeadMs.toFixed(0) : '∞'} ms`;
  budget('first tap', `${taps.answered} of ${taps.total} answered, longest dead ${longest}`, `all, <= ${BUDGET.firstTapDeadMs} ms`,
    taps.answered === taps.total && taps.longestDeadMs <= BUDGET.firstTapDeadMs);
  console.log('Interaction to next paint on the same phone, scripts run:');
  const inp = await measureInteractions(baseUrl, products);
  const worst = Math.max(inp.addToCartMs, inp.filterMs, inp.searchMs);
  budget('INP Add to Cart · filter · search', `${inp.addToCartMs.toFixed(0)} · ${inp.filterMs.toFixed(0)} · ${inp.searchMs.toFixed(0)} ms`, `<= ${BUDGET.interactionMs} ms`, worst <= BUDGET.interactionMs);
  const typing = await measureTyping(baseUrl, await measuredProductPath(baseUrl));
  budget(
    'made-to-measure price while typing',
    `${typing.inNextFrame} of ${typing.keystrokes} keystrokes drawn in the next frame, INP ${typing.longestInteractionMs.toFixed(0)} ms`,
    'all in the next frame',
    typing.inNextFrame === typing.keystrokes,
  );
}

async function measurePages(baseUrl: string, pages: string[], label: (page: string) => string) {
  console.log('First-load JavaScript (gzip):');
  const scripts = new Map<string, PageScripts>();
  for (const page of pages) {
    const loaded = await firstLoadJs(baseUrl, page);
    scripts.set(page, loaded);
    budget(`first-load JS ${label(page)}`, `${loaded.totalKb.toFixed(1)} KB`, `<= ${BUDGET.firstLoadJsKb} KB`, loaded.totalKb <= BUDGET.firstLoadJsKb);
  }

  console.log('Lighthouse (mobile, best of three runs):');
  const target = BUDGET.lighthouse;
  // A page of search results and a filtered list are marked noindex on purpose (docs/decisions/0034-search-without-scripts.md,
  // docs/decisions/0056-shop-filters.md; checked by tests/e2e/search.spec.ts and tests/e2e/shop-filters.spec.ts): their SEO
  // is judged on everything but being crawlable.
  const noindex = (url: URL) => url.pathname === '/search' || `${url.pathname}${url.search}` === SHOP_FILTERED;
  const skipAudits = (url: string) => (noindex(new URL(url)) ? ['is-crawlable'] : []);
  for (const [page, s] of await runLighthouse(pages.map((page) => `${baseUrl}${page}`), { skipAudits })) {
    const ok = s.performance >= target.performance && s.accessibility >= target.accessibility && s.bestPractices >= target.bestPractices
      && s.seo >= target.seo && s.lcpMs <= target.lcpMs && s.tbtMs <= target.tbtMs;
    budget(
      `Lighthouse ${label(new URL(page).pathname + new URL(page).search)}`,
      `${s.performance} · ${s.accessibility} · ${s.bestPractices} · ${s.seo} · LCP ${(s.lcpMs / 1000).toFixed(1)} s · TBT ${s.tbtMs.toFixed(0)} ms`,
      `${target.performance} · ${target.accessibility} · ${target.bestPractices} · ${target.seo} · <= ${target.lcpMs / 1000} s · <= ${target.tbtMs} ms`,
      ok,
    );
  }
  return scripts;
}

/** Which scripts each page loads: one column per page, one row per script. */
function scriptsTable(scripts: Map<string, PageScripts>, label: (page: string) => string) {
  const pages = [...scripts.keys()];
  const names = [...new Set([...scripts.values()].flatMap((loaded) => loaded.scripts.map((s) => s.name)))];
  const body = names.map((name) => [
    name,
    ...pages.map((page) => scripts.get(page)!.scripts.find((s) => s.name === name)?.kb.toFixed(1) ?? ''),
  ]);
  body.push(['total', ...pages.map((page) => scripts.get(page)!.totalKb.toFixed(1))]);
  return markdownTable(['script (KB gzip)', ...pages.map(label)], body);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  // The catalogue import keeps its file under DATA_DIR between preview and import, in this process too.
  process.env.DATA_DIR = dataDir;
  console.log(`Building if needed and seeding a fresh DATA_DIR (${dataDir})…`);

  // First run: find the pages and keep a copy of each measured one as a static file, compressed
  // the way the build compresses its own (.next/static is outside the build's source hash).
  const found = await withStore(dataDir, {}, async ({ baseUrl }) => {
    const { product, pages } = await storefrontPages(baseUrl);
    const kept: Record<string, string> = {};
    for (const page of [product, '/shop', SHOP_FILTERED]) kept[page] = await keptPage(`${baseUrl}${page}`);
    const sizes = Object.fromEntries(Object.entries(kept).map(([page, html]) => [page, Buffer.byteLength(html)]));
    return { product, pages, kept, sizes };
  });
  mkdirSync(staticDir, { recursive: true });
  for (const [page, html] of Object.entries(found.kept)) {
    writeFileSync(path.join(staticDir, `${staticFileOf(page)}.txt`), html);
  }
  await precompressStaticAssets(staticDir);
  // A piece in 60 variants (Size x Fabric x Colour), measured as the product page is.
  const sixtyVariants = await addSixtyVariantPiece(dataDir);
  const label = (page: string) => (page === found.product ? '/product/{id}' : page === sixtyVariants ? '/product/{id}, 60 variants' : page);

  // Second run: a production start of the built tree on the seeded database, as a deploy does.
  let scripts: Map<string, PageScripts> | undefined;
  await withStore(dataDir, { production: true }, async ({ baseUrl, startedInMs }) => {
    budget('production start to serving', `${(startedInMs / 1000).toFixed(1)} s`, `< ${BUDGET.productionStartMs / 1000} s`, startedInMs < BUDGET.productionStartMs);
    const shopHtml = found.sizes['/shop']!;
    budget('/shop HTML', kb(shopHtml), `<= ${BUDGET.shopHtmlKb} KB`, shopHtml <= BUDGET.shopHtmlKb * 1024);
    await measureThroughputRows(baseUrl, found.product);
    await measureAdTagRow(baseUrl, found.product);
    scripts = await measurePages(baseUrl, [...found.pages, sixtyVariants], label);
    console.log('Lighthouse, every storefront page on slow 3G (400 kbit/s, 400 ms RTT; best of three) and 2G (250 kbit/s, 800 ms; one run), simulated, 4x CPU:');
    const slowPages = slowNetworkPages(found.product, await firstLink(baseUrl, '/blog', /href="(\/blog\/[a-z0-9-]+)"/));
    reportSlowNetworks(await measureSlowNetworks(baseUrl, slowPages, { product: found.product }), label, BUDGET.slowNetworkLcpMs);
    for (const { page, bytes } of await dataSaverWeights(baseUrl)) {
      budget(`data saver, ${page} first load`, kb(bytes), `< ${BUDGET.dataSaverPageKb} KB`, bytes < BUDGET.dataSaverPageKb * 1024);
    }
    const productUrl = [`${baseUrl}${found.product}`];
    // The simulation counts every byte that arrived before the largest paint on loopback; with the
    // throttling applied, the browser's own priorities decide what a shopper waits for.
    const applied = (await runLighthouse(productUrl, { throttling: SLOW_3G, method: 'devtools' })).values().next().value!;
    note('LCP /product/{id} on 3G, applied', `${(applied.lcpMs / 1000).toFixed(1)} s`);
    await measureTapRows(baseUrl, sixtyVariants);
  });

  console.log('Search with 100,000 products (embedded database):');
  const search = await measureSearch();
  budget(`search, ${search.products} products`, `p50 ${search.p50Ms.toFixed(1)} ms, p95 ${search.p95Ms.toFixed(1)} ms`, `p95 < ${BUDGET.searchP95Ms} ms`, search.p95Ms < BUDGET.searchP95Ms);

  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(`Placing orders, 50 buyers at once (PostgreSQL at ${new URL(postgresUrl).host}):`);
  const orders = await measureOrders(postgresUrl);
  budget('orders, 50 concurrent buyers', `${orders.ordersPerSecond.toFixed(0)} orders/s, p95 ${orders.p95Ms.toFixed(1)} ms`, `>= ${BUDGET.ordersPerSecond} orders/s`, orders.ordersPerSecond >= BUDGET.ordersPerSecond);
  budget('lowest stock after the run', `${orders.lowestStock} (${orders.placed} placed, ${orders.refused} refused)`, '>= 0', orders.lowestStock >= 0);
  // The same orders through this tree's checkout and a baseline commit's (BENCH_BASELINE_REF), in turn.
  await reportCheckoutSideBySide(postgresUrl);

  console.log('Reporting paid orders to the MBS stand-in (PostgreSQL, two job workers):');
  const einvoicing = measureEInvoicing(postgresUrl);
  budget(
    `e-invoices, ${einvoicing.orders.toLocaleString('en')} paid orders queued`,
    `${einvoicing.invoicesPerSecond.toFixed(1)} reported a second (${einvoicing.confirmed.toLocaleString('en')} confirmed in ${einvoicing.seconds.toFixed(0)} s), peak RSS ${einvoicing.peakRssMb.toFixed(0)} MB`,
    `a day of ${BUSY_DAY_SALES.toLocaleString('en')} sales in < 1 h`,
    einvoicing.confirmed === einvoicing.orders && BUSY_DAY_SALES / einvoicing.invoicesPerSecond < 3600,
  );

  console.log('WhatsApp webhooks and sends against the messaging stand-in (PostgreSQL, one job worker):');
  measureMessagingRows(postgresUrl);

  console.log('The inbox at 100,000 conversations (PostgreSQL):');
  measureInboxRows(postgresUrl);

  console.log('Importing a 20,000-row catalogue CSV (PostgreSQL):');
  const catalogue = await measureCatalogueImport(postgresUrl);
  const importSeconds = catalogue.previewSeconds + catalogue.importSeconds;
  budget(
    `catalogue import, ${catalogue.rows.toLocaleString('en')} rows (${catalogue.created.toLocaleString('en')} products)`,
    `preview ${catalogue.previewSeconds.toFixed(1)} s + import ${catalogue.importSeconds.toFixed(1)} s, peak RSS +${catalogue.peakRssAboveMb.toFixed(0)} MB`,
    `< ${BUDGET.catalogueImportSeconds} s`,
    importSeconds < BUDGET.catalogueImportSeconds && catalogue.created * 4 === catalogue.rows,
  );
  console.log('Importing a Shopify export with 2,000 pictures (PostgreSQL; pictures from loopback, a production store on the same database):');
  measurePictureImportRows(postgresUrl);

  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  const missed = printReport();
  console.log(`\nWhat each page loads:\n${scriptsTable(scripts!, label)}`);
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  if (missed > 0) {
    console.error(`\n✖ ${missed} budget${missed === 1 ? '' : 's'} missed`);
    process.exit(1);
  }
}

main().catch((error) => {
  rmSync(staticDir, { recursive: true, force: true });
  console.error(error);
  process.exit(1);
});
