import 'server-only';

/**
 * A maintenance step over every due row, one batch (one transaction) at a time, until a batch comes
 * back short: returns how many of them were mailed. Shared by the review request and the samples'
 * follow-up.
 */
export async function mailInBatches(batchSize: number, runBatch: () => Promise<{ seen: number; mailed: number }>): Promise<number> {
  let mailed = 0;
  for (;;) {
    const batch = await runBatch();
    mailed += batch.mailed;
    if (batch.seen < batchSize) return mailed;
  }
}
