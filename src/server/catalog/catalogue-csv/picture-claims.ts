import 'server-only';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { db, queryRows, type Transaction } from '@/server/db/client';
import { importPictures } from '@/server/db/schema';

// How the picture job's workers share an import's pictures (docs/decisions/0055-catalogue-import.md,
// "Amendment: pictures after the import"). A worker claims the next address the import waits for, with
// every waiting row that names it (one fetch serves a gallery picture and the variant showing it), by a
// state change: `attempts` goes up and `updated_at` starts its lease. Claims of one import take turns on
// an advisory lock, so two workers, on one instance or two, never claim the same address; a worker that
// died leaves its rows to be claimed again once the lease has passed. Settling a row is fenced by the
// attempt its claim saw, so a worker whose lease ran out settles nothing another has claimed since.

/** How long claimed rows belong to their worker: well past a fetch's 20 s and the job's 2 min (docs/decisions/0045). */
export const PICTURE_LEASE_MS = 5 * 60_000;

export type ClaimedPicture = {
  id: string;
  productId: string;
  variantId: string | null;
  position: number | null;
  url: string;
  attempts: number;
};

const leaseStart = sql`now() - ${`${PICTURE_LEASE_MS} milliseconds`}::interval`;

/** Waiting and free: never claimed since it began to wait (attempts 0: new, or fetched again), or its claim has lapsed. */
const claimable = (importId: string) =>
  and(eq(importPictures.importId, importId), eq(importPictures.state, 'waiting'), or(eq(importPictures.attempts, 0), lt(importPictures.updatedAt, leaseStart)));

/** The next address the import waits for, in file order, with its rows; [] when nothing is left to claim. */
export function claimNextPicture(importId: string): Promise<ClaimedPicture[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import-pictures|${importId}`}))`);
    const [next] = await tx.select({ url: importPictures.url }).from(importPictures).where(claimable(importId)).orderBy(asc(importPictures.row), asc(importPictures.id)).limit(1);
    if (!next) return [];
    return tx
      .update(importPictures)
      .set({ attempts: sql`${importPictures.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(claimable(importId), eq(importPictures.url, next.url)))
      .returning({
        id: importPictures.id,
        productId: importPictures.productId,
        variantId: importPictures.variantId,
        position: importPictures.position,
        url: importPictures.url,
        attempts: importPictures.attempts,
      });
  });
}

/** The claim's row, still waiting and not claimed again since (it may also be gone: its product deleted or imported again). */
const stillClaimed = (picture: Pick<ClaimedPicture, 'id' | 'attempts'>) =>
  and(eq(importPictures.id, picture.id), eq(importPictures.state, 'waiting'), eq(importPictures.attempts, picture.attempts));

/** Marks a claimed row fetched; false when it is no longer this claim's, and its picture must not be put in place. */
export async function markFetched(tx: Transaction, picture: ClaimedPicture): Promise<boolean> {
  const rows = await tx.update(importPictures).set({ state: 'fetched', reason: null, updatedAt: sql`now()` }).where(stillClaimed(picture)).returning({ id: importPictures.id });
  return rows.length === 1;
}

/** Marks claimed rows failed, with why in the admin's words; the product stays as it is. */
export async function markFailed(pictures: ClaimedPicture[], reason: string) {
  await db.transaction(async (tx) => {
    for (const picture of pictures) await tx.update(importPictures).set({ state: 'failed', reason, updatedAt: sql`now()` }).where(stillClaimed(picture));
  });
}

/** When the import's next waiting picture can be claimed: now, once a claim lapses, or null when none waits. */
export async function nextClaimableAt(importId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`min(case when ${importPictures.attempts} = 0 then now() else ${importPictures.updatedAt} + ${`${PICTURE_LEASE_MS} milliseconds`}::interval end)` })
    .from(importPictures)
    .where(and(eq(importPictures.importId, importId), eq(importPictures.state, 'waiting')));
  return row?.at ? new Date(row.at) : null;
}

/** Puts the import's failed pictures back to wait, as new (attempts 0: claimable at once); returns how many. */
export async function failedBackToWaiting(tx: Transaction, importId: string): Promise<number> {
  // Counted in the database: an import's failures are not read into memory.
  const [moved] = await queryRows<{ count: number }>(
    sql`with moved as (
          update ${importPictures} set state = 'waiting', reason = null, attempts = 0, updated_at = now()
          where ${importPictures.importId} = ${importId} and ${importPictures.state} = 'failed'
          returning 1)
        select count(*)::int as count from moved`,
    tx,
  );
  return moved?.count ?? 0;
}
