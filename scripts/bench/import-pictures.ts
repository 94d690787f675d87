// A Shopify export with pictures imported on PostgreSQL (docs/decisions/0055-catalogue-import.md,
// "Amendment: pictures after the import"): PRODUCTS products of four variant rows, each row naming one
// picture of its product, each picture a distinct address on a picture host on loopback. Measured: the
// products written (preview, then import); every picture fetched afterwards by the shop's job worker in
// this process, as on an instance of the shop, with the memory it and its background encoder (the
// process the pictures are re-encoded in, src/server/media/background-encoder.ts) hold meanwhile; and a
// production store on the same database (started here, on its own port and DATA_DIR), timed before the
// fetching and through its first run of the job, whose refresh of the storefront reaches that store over
// Redis (scripts/lib/cache-bus.ts), as it reaches every instance of a shop. Run alone after a build
// (`npm run build`; scripts/bench.ts builds first), with PostgreSQL and Redis up:
//   npx tsx --conditions=react-server --expose-gc scripts/bench/import-pictures.ts [postgres-url]
// It sets IMPORT_ALLOW_LOOPBACK (refused in production) before anything reads the environment, and
// prints one JSON line; scripts/bench.ts runs it as a child process for its table.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectCacheBus } from '../lib/cache-bus';
import { withThrowawayDatabase } from '../lib/pg-client';
import { photoLikeJpeg, servePicture, type PictureHost } from './picture-host';
import { startStore } from './store-process';
import { probeStorefrontFor } from './storefront-probe';

const PRODUCTS = 500;
/** catalogueCsv writes four rows a product, each naming a picture of its own. */
const PICTURES = PRODUCTS * 4;
const STORE_PORT = Number(process.env.BENCH_PICTURES_PORT ?? 3410);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The store's pages are asked for this long before timing starts, so the timing meets kept pages. */
const WARM_UP_MS = 3_000;
/** The storefront is timed this long before the fetching starts. */
const BEFORE_MS = 10_000;
/**
 * Then this long from the start of the fetching: the job's first run claims pictures for 30 s, then
 * refreshes the storefront, whose pages are rendered again inside the window. The store is stopped after
 * it, before its own housekeeping (every 10 minutes) could queue a run of the job there.
 */
const DURING_MS = 40_000;
/** How long the store may take to show a picture the job put in place. */
const SHOWN_WITHIN_MS = 40_000;
const RSS_SAMPLE_MS = 150;
const MB = 2 ** 20;

/**
 * The production store beside this process: the same database and Redis, and the session secret every
 * instance on a shared database needs; its pages kept until a refresh empties them (an hour's TTL, so
 * only the picture job's refresh can show the pictures there); its own worker polling once a minute
 * (see holdPictureJob); IMPORT_ALLOW_LOOPBACK unset, as production requires.
 */
const storeEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
  PAGE_CACHE_SECONDS: '3600',
  JOB_POLL_INTERVAL_MS: '60000',
  IMPORT_ALLOW_LOOPBACK: '',
});

/** The store, stopped once: after the storefront is timed, or when the bench ends, whichever comes first. */
async function startStoreOnce(databaseUrl: string, dataDir: string) {
  const store = await startStore(STORE_PORT, dataDir, { production: true, env: storeEnv(databaseUrl) });
  let stopped: Promise<void> | undefined;
  return { baseUrl: store.baseUrl, stop: () => (stopped ??= store.stop()) };
}

/**
 * The RSS of this process and of the background encoder it started every RSS_SAMPLE_MS: their peak, and
 * their peak while each quarter of the pictures was being asked for.
 */
function sampleRss(picturesAskedFor: () => number, encoderRss: () => number) {
  const quarterPeaks = [0, 0, 0, 0];
  const timer = setInterval(() => {
    const quarter = Math.min(3, Math.floor((4 * picturesAskedFor()) / PICTURES));
    quarterPeaks[quarter] = Math.max(quarterPeaks[quarter]!, process.memoryUsage.rss() + encoderRss());
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return { peak: Math.max(...quarterPeaks), first: quarterPeaks[0]!, last: quarterPeaks[3]! };
    },
  };
}

/** Whether the store's page at `productPath` comes to show the product's main picture, once the job has put one in place. */
async function storeShowsPicture(baseUrl: string, productPath: string, mainPicture: () => Promise<string | null>) {
  const deadline = Date.now() + SHOWN_WITHIN_MS;
  while (Date.now() < deadline) {
    const picture = await mainPicture();
    const html = await (await fetch(`${baseUrl}${productPath}`)).text();
    if (picture !== null && html.includes(path.basename(picture))) return true;
    await sleep(1_000);
  }
  return false;
}

/** What the bench prints, for scripts/bench.ts's rows. */
export type PictureImportFigures = Awaited<ReturnType<typeof measure>>;

async function measure(databaseUrl: string, storeDir: string, host: PictureHost) {
  const shop = await import('./import-pictures-shop');
  const closeDatabase = shop.useDatabase(databaseUrl);
  const cacheBus = connectCacheBus(REDIS_URL);
  // Started first: its set-up migrates and seeds the empty database, as a shop's first start does.
  const store = await startStoreOnce(databaseUrl, storeDir);
  try {
    await cacheBus.ready;
    const imported = await shop.importProducts(PRODUCTS, (product, position) => host.url(`sofa-${product}-${position}`));
    await shop.holdPictureJob();
    global.gc?.();
    const baselineRss = process.memoryUsage.rss();

    const product = await shop.importedProduct('sofa-1');
    const productPath = `/product/${product.id}`;
    const pages = ['/', '/shop', productPath];
    await probeStorefrontFor(store.baseUrl, pages, WARM_UP_MS);
    const before = await probeStorefrontFor(store.baseUrl, pages, BEFORE_MS);

    const rss = sampleRss(host.served, shop.encoderRss);
    const fetching = shop.fetchWithTheWorker();
    // Awaited below; a failure meanwhile must not end the process before the store is stopped.
    fetching.catch(() => {});
    const during = await probeStorefrontFor(store.baseUrl, pages, DURING_MS);
    // With pages kept an hour, only the job's refresh, over Redis, can bring the picture to the store.
    const storeShowsPictures = await storeShowsPicture(store.baseUrl, productPath, async () => (await shop.importedProduct('sofa-1')).imageUrl);
    await store.stop();
    const fetchSeconds = await fetching;
    const memory = rss.stop();
    return {
      products: PRODUCTS,
      pictures: PICTURES,
      ...imported,
      fetchSeconds,
      ...(await shop.pictureCounts()),
      baselineRssMb: baselineRss / MB,
      peakRssAboveMb: (memory.peak - baselineRss) / MB,
      firstQuarterPeakMb: memory.first / MB,
      lastQuarterPeakMb: memory.last / MB,
      storefront: { before, during },
      storefrontDuringSeconds: DURING_MS / 1000,
      storeShowsPictures,
    };
  } finally {
    await store.stop();
    await cacheBus.close();
    await closeDatabase();
  }
}

async function main() {
  const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-store-'));
  // Before anything reads the environment: pictures on loopback are fetched outside production only.
  Object.assign(process.env, { NODE_ENV: 'development', IMPORT_ALLOW_LOOPBACK: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const host = await servePicture(await photoLikeJpeg());
  try {
    const result = await withThrowawayDatabase(serverUrl, (databaseUrl) => {
      process.env.DATABASE_URL = databaseUrl;
      return measure(databaseUrl, storeDir, host);
    });
    console.log(JSON.stringify(result));
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
