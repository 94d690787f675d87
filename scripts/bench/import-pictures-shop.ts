import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { closeDatabase, db, installDatabase, openPostgres, queryRows } from '@/server/db/client';
import { importPictures, jobs, products } from '@/server/db/schema';
import { startJobWorker } from '@/server/composition/jobs';
import { IMPORT_PICTURES_JOB } from '@/server/catalog/catalogue-csv/import-pictures';
import { getEnv } from '@/server/env';
import { backgroundEncoderPid } from '@/server/media/background-encoder';
import { catalogueCsv, importCatalogueFile } from './catalogue-import';

// The shop's side of scripts/bench/import-pictures.ts, loaded once that has set the environment: the
// products imported as an admin imports them, the pictures fetched by the shop's own job worker, and how
// they ended.

/** How long the pictures may take before the bench gives up on them. */
const FETCH_DEADLINE_MS = 30 * 60_000;
const SETTLED_POLL_MS = 250;

export function useDatabase(databaseUrl: string) {
  installDatabase(openPostgres(databaseUrl, 10));
  return closeDatabase;
}

/** A Shopify export of `count` products, each row naming the picture `pictureOf` gives, written under DATA_DIR and imported. */
export async function importProducts(count: number, pictureOf: (product: number, position: number) => string) {
  const file = path.join(getEnv().dataDir, 'shopify-products.csv');
  writeFileSync(file, catalogueCsv(count, pictureOf));
  const { outcome, previewSeconds, importSeconds } = await importCatalogueFile(file);
  return { created: outcome.counts.create, refused: outcome.counts.refused, picturesToFetch: outcome.picturesToFetch, previewSeconds, importSeconds };
}

const setPictureJobDue = (runAt: Date) => db.update(jobs).set({ runAt }).where(and(eq(jobs.kind, IMPORT_PICTURES_JOB), eq(jobs.status, 'pending')));

/**
 * The store beside this process polls the same queue (once a minute, as the bench starts it): the
 * import's picture job waits an hour until the fetching starts, so this process's worker is the one that
 * takes it. (A run the store took would fail its pictures: production refuses loopback.)
 */
export const holdPictureJob = () => setPictureJobDue(new Date(Date.now() + 60 * 60_000));

/** An imported product's id and main picture (null until the job has put one in place). */
export async function importedProduct(handle: string) {
  const [product] = await db.select({ id: products.id, imageUrl: products.imageUrl }).from(products).where(eq(products.handle, handle));
  if (!product) throw new Error(`the import wrote no product ${handle}`);
  return product;
}

/**
 * Lets the picture job run and starts this process's job worker, as every instance of the shop runs one
 * (src/instrumentation.ts), until no picture waits; returns the seconds from letting the job run.
 */
export async function fetchWithTheWorker(): Promise<number> {
  const started = performance.now();
  await setPictureJobDue(new Date());
  const worker = startJobWorker();
  try {
    while (!(await picturesSettled())) {
      if (performance.now() - started > FETCH_DEADLINE_MS) throw new Error(`pictures still waiting after ${FETCH_DEADLINE_MS / 60_000} minutes: ${JSON.stringify(await pictureCounts())}`);
      await sleep(SETTLED_POLL_MS);
    }
    return (performance.now() - started) / 1000;
  } finally {
    await worker.stop();
  }
}

/** No picture waits and no run of the picture job is under way: the last has put its pictures in place and refreshed the storefront. */
async function picturesSettled() {
  const [row] = await queryRows<{ busy: number }>(sql`
    select (select count(*) from ${importPictures} where ${importPictures.state} = 'waiting')
         + (select count(*) from ${jobs} where ${jobs.kind} = ${IMPORT_PICTURES_JOB} and ${jobs.status} = 'pending' and ${jobs.lockedUntil} > now()) as busy`);
  return Number(row!.busy) === 0;
}

/** How the import's pictures ended, with up to three reasons for those that failed. */
export async function pictureCounts() {
  const states = await db.select({ state: importPictures.state, count: sql<number>`count(*)::int` }).from(importPictures).groupBy(importPictures.state);
  const count = (state: string) => states.find((row) => row.state === state)?.count ?? 0;
  const reasons = await db.selectDistinct({ reason: importPictures.reason }).from(importPictures).where(eq(importPictures.state, 'failed')).limit(3);
  return { fetched: count('fetched'), failed: count('failed'), waiting: count('waiting'), failureReasons: reasons.map((row) => row.reason) };
}

/** The RSS of the background encoder's process, where the pictures are re-encoded (0 while none runs). */
export function encoderRss(): number {
  const pid = backgroundEncoderPid();
  if (pid === undefined) return 0;
  try {
    // statm's second field: pages resident.
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0; // it ended between the two reads
  }
}
