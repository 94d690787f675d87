import 'server-only';
import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { db, queryRows, type Transaction } from '@/server/db/client';
import {
  blogPosts,
  categories,
  cmsPages,
  conversationMessages,
  heroMedia,
  heroSlides,
  orderEvents,
  orders,
  payments,
  portfolioItems,
  productOptionValues,
  products,
  productVariants,
  quoteFiles,
  reviews,
  uploads,
  websiteSettings,
  type UploadRecordKind,
} from '@/server/db/schema';
import { getStorage } from './storage';

// The life of an uploaded file (docs/security.md, "Content and files"). Every upload is stored with
// an `uploads` row saying who sent it, from where and how big it is. Nobody deletes a file by asking:
// a file goes when the record that names it replaces or deletes it (removeStoredFile, under that
// record's own permission and audit row), and only when no other record still names it; an upload
// that nothing names a day after it was sent is swept by the job worker's maintenance
// (sweepUnnamedUploads). The same rows give shoppers and visitors a daily byte budget.

/** How long an upload waits to be named by a saved record before the sweeper removes it. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * What one client address, and one account, may store a day through the shop's public uploads
 * (quote files, problem photos): a few full quote requests. Counted over the `uploads` rows of the
 * last day, which the sweeper leaves alone until UPLOAD_GRACE_MS, so the count holds across instances.
 */
export const PUBLIC_DAILY_UPLOAD_BYTES = 100 * 1024 * 1024;
const BUDGET_WINDOW_MS = UPLOAD_GRACE_MS;
const PUBLIC_KINDS: ReadonlySet<UploadRecordKind> = new Set(['quote-file', 'problem-photo']);

export const UPLOAD_BUDGET_MESSAGE = 'You have sent a lot of files today. Please try again tomorrow, or contact us.';

export class UploadBudgetError extends Error {
  readonly status = 429;
  constructor() {
    super(UPLOAD_BUDGET_MESSAGE);
    this.name = 'UploadBudgetError';
  }
}

/** Who sent an upload: the account (null for a visitor) and the client address's limit key (rateLimitAddress). */
export type UploadOrigin = { kind: UploadRecordKind; userId: string | null; clientAddress: string | null };
export type FileToStore = { key: string; body: Buffer; contentType: string };

/** Refuses when this client or account has stored `bytes` more than its day's budget allows; waits for their other uploads. */
async function checkBudget(tx: Transaction, origin: UploadOrigin, bytes: number) {
  const since = new Date(Date.now() - BUDGET_WINDOW_MS);
  const subjects = [
    origin.clientAddress === null ? null : { lock: `address|${origin.clientAddress}`, counted: sql`${uploads.clientAddress} = ${origin.clientAddress}` },
    origin.userId === null ? null : { lock: `account|${origin.userId}`, counted: sql`${uploads.userId} = ${origin.userId}` },
  ].filter((subject) => subject !== null);
  for (const { lock, counted } of subjects) {
    // Two uploads of one client at once queue here, so both cannot pass the budget on the same count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-budget|${lock}`}))`);
    const [row] = await tx
      .select({ stored: sql<string | null>`sum(${uploads.bytes})` })
      .from(uploads)
      .where(and(counted, gte(uploads.createdAt, since), inArray(uploads.kind, [...PUBLIC_KINDS])));
    if (Number(row?.stored ?? 0) + bytes > PUBLIC_DAILY_UPLOAD_BYTES) throw new UploadBudgetError();
  }
}

/**
 * Records the files and then stores them (the record first, so no stored file is ever unknown to
 * the sweeper); a public upload must fit its sender's daily budget. A failed store removes what it
 * wrote and its records.
 */
export async function storeUpload(origin: UploadOrigin, files: readonly FileToStore[]) {
  if (files.length === 0) return;
  await db.transaction(async (tx) => {
    if (PUBLIC_KINDS.has(origin.kind)) await checkBudget(tx, origin, files.reduce((sum, file) => sum + file.body.length, 0));
    await tx.insert(uploads).values(files.map((file) => ({ ...origin, key: file.key, bytes: file.body.length })));
  });
  const storage = getStorage();
  try {
    for (const file of files) await storage.put(file.key, file.body, file.contentType);
  } catch (error) {
    const keys = files.map((file) => file.key);
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
    await db.delete(uploads).where(inArray(uploads.key, keys));
    throw error;
  }
}

// ---- what names a file ---------------------------------------------------------------------------

/**
 * Every column that can name a stored file, as one text per row: public files by their URL (which
 * ends in the key), private ones by their key, rich text by its images' src. A key is a random UUID
 * under its folder, so a record names a file exactly when its text contains the key.
 */
const NAMING_COLUMNS: ReadonlyArray<readonly [PgTable, SQL]> = [
  [products, sql`concat_ws(' ', ${products.imageUrl}, ${products.thumbnailUrl}, array_to_string(${products.additionalImages}, ' '))`],
  [productOptionValues, sql`${productOptionValues.swatchImageUrl}`],
  [productVariants, sql`${productVariants.imageUrl}`],
  [categories, sql`${categories.bannerImageUrl}`],
  [heroSlides, sql`${heroSlides.imageUrl}`],
  [heroMedia, sql`${heroMedia.mediaUrl}`],
  [blogPosts, sql`concat_ws(' ', ${blogPosts.imageUrl}, ${blogPosts.content})`],
  [cmsPages, sql`${cmsPages.content}`],
  [portfolioItems, sql`concat_ws(' ', ${portfolioItems.coverImageUrl}, array_to_string(${portfolioItems.images}, ' '))`],
  [websiteSettings, sql`${websiteSettings.logoUrl}`],
  [reviews, sql`array_to_string(${reviews.photos}, ' ')`],
  [quoteFiles, sql`${quoteFiles.storageKey}`],
  [orders, sql`array_to_string(${orders.problemPhotoKeys}, ' ')`],
  [orderEvents, sql`array_to_string(${orderEvents.photoKeys}, ' ')`],
  [payments, sql`${payments.proofKey}`],
  // A picture sent from the inbox (src/server/inbox/replies): the conversation shows it.
  [conversationMessages, sql`${conversationMessages.mediaKey}`],
];

/** Those of `keys` that some record names. */
export async function namedKeys(keys: readonly string[], executor: Pick<Transaction, 'execute'> = db): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const namedBy = sql.join(
    NAMING_COLUMNS.map(([table, text]) => sql`exists (select 1 from ${table} where strpos(${text}, candidate.key) > 0)`),
    sql` or `,
  );
  const rows = await queryRows<{ key: string }>(
    sql`select candidate.key from unnest(${sql`array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`}) as candidate(key) where ${namedBy}`,
    executor,
  );
  return new Set(rows.map((row) => row.key));
}

// ---- the sweeper ---------------------------------------------------------------------------------

const SWEEP_BATCH = 50;

/**
 * Job maintenance (src/server/composition/jobs.ts): the uploads older than the grace period. One that
 * a record names is the record's now, and its row goes; one that nothing names is removed from
 * storage with its row. Rows are taken with SKIP LOCKED, so instances sweeping at once share the
 * work; a removal that fails leaves its row for the next run. Returns how many files were removed.
 */
export async function sweepUnnamedUploads(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_GRACE_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(lt(uploads.createdAt, before))
        .orderBy(asc(uploads.createdAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const keys = due.map((row) => row.key);
      const named = await namedKeys(keys, tx);
      const unnamed = keys.filter((key) => !named.has(key));
      for (const key of unnamed) await getStorage().remove(key);
      if (keys.length > 0) await tx.delete(uploads).where(inArray(uploads.key, keys));
      return { taken: keys.length, removed: unnamed.length };
    });
    removed += batch.removed;
    if (batch.taken < SWEEP_BATCH) return removed;
  }
}
