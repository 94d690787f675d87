import 'server-only';
import { and, asc, desc, eq, exists, gt, or, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { catalogueImports, importPictures, products } from '@/server/db/schema';
import { csvRow, csvStream } from '@/lib/csv';
import { logger } from '@/server/logger';

// What the Products screen shows of an import's pictures while the job fetches them, and the list of
// those it could not fetch (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the
// import"). Callers check the permission: the page and the route handlers.

export type PictureProgress = {
  importId: string;
  fileName: string;
  total: number;
  fetched: number;
  waiting: number;
  failed: number;
};

/** The pictures of the latest import that has any, counted by state; null when no import had pictures. */
export async function latestPictureProgress(): Promise<PictureProgress | null> {
  const hasPictures = db.select({ one: sql`1` }).from(importPictures).where(eq(importPictures.importId, catalogueImports.id));
  const [latest] = await db
    .select({ importId: catalogueImports.id, fileName: catalogueImports.fileName })
    .from(catalogueImports)
    .where(exists(hasPictures))
    .orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id))
    .limit(1);
  if (!latest) return null;
  const [counted] = await db
    .select({
      total: sql<number>`count(*)::int`,
      fetched: sql<number>`(count(*) filter (where ${importPictures.state} = 'fetched'))::int`,
      waiting: sql<number>`(count(*) filter (where ${importPictures.state} = 'waiting'))::int`,
      failed: sql<number>`(count(*) filter (where ${importPictures.state} = 'failed'))::int`,
    })
    .from(importPictures)
    .where(eq(importPictures.importId, latest.importId));
  return { ...latest, total: 0, fetched: 0, waiting: 0, failed: 0, ...counted };
}

/** The import's name, or null when there is no such import. */
export async function importFileName(importId: string): Promise<string | null> {
  const [found] = await db.select({ fileName: catalogueImports.fileName }).from(catalogueImports).where(eq(catalogueImports.id, importId));
  return found?.fileName ?? null;
}

const FAILURES_HEADER = ['Row', 'Product handle', 'Product name', 'Picture URL', 'Reason'];

type Failure = { id: string; row: number; handle: string; name: string; url: string; reason: string | null };

/** The pictures of the import that could not be fetched, as CSV (formulas defused), in file order, read a batch at a time. */
export function pictureFailuresCsv(importId: string): ReadableStream<Uint8Array> {
  return csvStream<Failure, Pick<Failure, 'row' | 'id'>>({
    header: FAILURES_HEADER,
    firstBatchSize: 100,
    batchSize: 1000,
    read: (after, size) =>
      db
        .select({ id: importPictures.id, row: importPictures.row, handle: products.handle, name: products.name, url: importPictures.url, reason: importPictures.reason })
        .from(importPictures)
        .innerJoin(products, eq(products.id, importPictures.productId))
        .where(
          and(
            eq(importPictures.importId, importId),
            eq(importPictures.state, 'failed'),
            after ? or(gt(importPictures.row, after.row), and(eq(importPictures.row, after.row), gt(importPictures.id, after.id))) : undefined,
          ),
        )
        .orderBy(asc(importPictures.row), asc(importPictures.id))
        .limit(size),
    line: (failure) => csvRow([failure.row, failure.handle, failure.name, failure.url, failure.reason]),
    cursorAfter: ({ row, id }) => ({ row, id }),
    onError: (error) => logger.error({ err: error, importId }, 'Writing the pictures not fetched failed'),
  });
}
