import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { catalogueImports, importPictures } from '@/server/db/schema';
import type { JobContext } from '@/server/jobs/job-handler';
import { freeClaimedDedupeKey } from '@/server/jobs/queue';
import { refreshAfter } from '@/server/storefront-cache';
import { fetchPicture } from './fetch-picture';
import { pictureJobKey, queuePictureFetch } from './import-pictures';
import { ownPicture } from './picture-addresses';
import { claimNextPicture, markFailed, nextClaimableAt, type ClaimedPicture } from './picture-claims';
import { placePicture, removeReplacedPictures } from './picture-placement';

// The 'import-pictures' job (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the
// import"): fetches an import's waiting pictures 4 at a time, through the uploads' own checks
// (fetch-picture.ts), and puts each in place (picture-placement.ts), or marks it failed with why. A
// picture that fails never fails its product, nor the job. A run stops claiming after RUN_MS and queues
// the rest as a job of its own, so it stays well inside the worker's 2 minutes (docs/decisions/0045)
// and mails due meanwhile go out in between. A run frees its import's dedupe key first (claimed means
// running, as src/server/saved/back-in-stock-job.ts does): "Fetch again" while it runs queues a job of
// its own rather than being folded into one that may have looked already.

const PICTURE_CONCURRENCY = 4;
const RUN_MS = 30_000;

const payloadSchema = z.object({ importId: z.uuid() });

type Uploader = { userId: string | null; clientAddress: null };

/** The 'import-pictures' handler. */
export async function fetchImportPictures(payload: Record<string, unknown>, { signal }: JobContext) {
  const { importId } = payloadSchema.parse(payload);
  await freeImportKey(importId);
  const [found] = await db.select({ importedBy: catalogueImports.importedBy }).from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!found) return;
  const uploader: Uploader = { userId: found.importedBy, clientAddress: null };
  // The storefront's kept pages go once pictures are in place (src/server/storefront-cache.ts).
  await refreshAfter('storefront', async (refresh) => {
    if ((await fetchForAWhile(importId, uploader, signal)) === 0) refresh.unchanged();
  });
  const next = await nextClaimableAt(importId);
  if (next) await queuePictureFetch(db, importId, next);
}

/** Fetches and puts in place pictures, PICTURE_CONCURRENCY at a time, until none is left to claim or RUN_MS has passed; returns how many rows it put in place. */
async function fetchForAWhile(importId: string, uploader: Uploader, signal: AbortSignal): Promise<number> {
  const until = Date.now() + RUN_MS;
  let placed = 0;
  const lanes = await Promise.allSettled(
    Array.from({ length: PICTURE_CONCURRENCY }, async () => {
      while (Date.now() < until && !signal.aborted) {
        const rows = await claimNextPicture(importId);
        if (rows.length === 0) return;
        placed += await fetchAndPlace(importId, rows, uploader, signal);
      }
    }),
  );
  // Every lane has stopped before the run fails: none keeps fetching behind a retry.
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
  return placed;
}

async function fetchAndPlace(importId: string, rows: ClaimedPicture[], uploader: Uploader, signal: AbortSignal): Promise<number> {
  const address = rows[0]!.url;
  const own = ownPicture(address);
  const file = own === null ? await fetchPicture(address, uploader, signal) : { url: own, thumbnailUrl: null };
  if ('problem' in file) {
    await markFailed(rows, file.problem);
    return 0;
  }
  const { placed, replaced } = await placePicture(importId, rows, file);
  // A fetched file put nowhere (its rows went meanwhile) goes too; one of the shop's own stays its records'.
  await removeReplacedPictures(placed === 0 && own === null ? [...replaced, file.url, file.thumbnailUrl] : replaced);
  return placed;
}

/** Takes the import's dedupe key off its claimed job (this one, or a twin on another instance). */
async function freeImportKey(importId: string) {
  await freeClaimedDedupeKey(pictureJobKey(importId));
}

/**
 * Job maintenance (src/server/composition/jobs.ts), at start and every 10 minutes: queues the job of every
 * import with pictures waiting, so a restart, or a job that failed for good, leaves none waiting for
 * ever. One already waiting holds the key, so this queues nothing twice. Returns how many it queued.
 */
export async function requeueWaitingPictures(): Promise<number> {
  const waiting = await db.selectDistinct({ importId: importPictures.importId }).from(importPictures).where(eq(importPictures.state, 'waiting'));
  let queued = 0;
  for (const { importId } of waiting) if (await queuePictureFetch(db, importId)) queued += 1;
  return queued;
}
