import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { catalogueImports, importPictures, productVariants } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { variantKey } from '@/lib/catalog/variant-keys';
import { ownPicture } from './picture-addresses';
import type { ProductDraft } from './product-draft';
import type { StoredProduct } from './stored-products';

// What the import writes of its pictures (docs/decisions/0055-catalogue-import.md, "Amendment: pictures
// after the import"). The products are written at once; in the same transaction go the import's row,
// one row per picture for the job queue to fetch and put in place (picture-job.ts), and the job itself.
// A product keeps the pictures it has until the first of the file's arrives, so a re-imported piece never
// stands bare on the storefront meanwhile. A gallery that names any picture from elsewhere is laid out
// by the job alone, in the file's order whatever order the pictures arrive in: the shop's own files in
// it get a row too, which the job puts in place without fetching.

export const IMPORT_PICTURES_JOB = 'import-pictures';

export const pictureJobKey = (importId: string) => `${IMPORT_PICTURES_JOB}:${importId}`;

/** Queues the import's picture job, not before `runAt`; false when a job of the import already waits, which will do. */
export function queuePictureFetch(database: Database | Transaction, importId: string, runAt?: Date): Promise<boolean> {
  return enqueueJob(IMPORT_PICTURES_JOB, { importId }, { dedupeKey: pictureJobKey(importId), runAt }, database);
}

const fromElsewhere = (url: string) => ownPicture(url) === null;

/** What the import writes of a product's pictures itself; the rest is the job's. */
export type PicturesNow = {
  /** The picture columns; null: the product keeps its own until the job puts the file's in place (a new one has none). */
  gallery: { imageUrl: string | null; thumbnailUrl: string | null; additionalImages: string[] } | null;
  /** Each variant's picture, in the draft's order: an existing variant keeps its own while the file's is fetched. */
  variantPictures: (string | null)[];
};

export function picturesNow(draft: ProductDraft, stored: StoredProduct | null): PicturesNow {
  const [main = null, ...more] = draft.pictures;
  const storedPicture = new Map(stored?.variants.map((variant) => [variantKey(variant.values), variant.imageUrl]));
  return {
    gallery: draft.pictures.some(fromElsewhere)
      ? null
      : { imageUrl: main, thumbnailUrl: main !== null && main === stored?.imageUrl ? stored.thumbnailUrl : null, additionalImages: more },
    variantPictures: draft.variants.map((variant) =>
      variant.imageUrl !== null && fromElsewhere(variant.imageUrl) ? (storedPicture.get(variantKey(variant.values)) ?? null) : variant.imageUrl,
    ),
  };
}

type ImportOrigin = (typeof catalogueImports.$inferInsert)['origin'];

/** The import's row and its picture rows, written product by product inside the import's transaction. */
export class ImportPictureRows {
  /** The picture rows written so far. */
  count = 0;

  private constructor(
    private readonly tx: Transaction,
    readonly importId: string,
  ) {}

  /** Records the import; `importedBy`: the admin importing (null: a command's import, such as the bench's). */
  static async start(tx: Transaction, { fileName, origin, importedBy }: { fileName: string; origin: ImportOrigin; importedBy: string | null }): Promise<ImportPictureRows> {
    const [row] = await tx.insert(catalogueImports).values({ fileName, origin, importedBy }).returning({ id: catalogueImports.id });
    return new ImportPictureRows(tx, row!.id);
  }

  /**
   * The rows of a product just written (its variants saved): its whole gallery when the file's names a
   * picture from elsewhere, and each variant's picture from elsewhere. A product the import updates takes
   * its pictures from this file alone, so an earlier import's rows not yet in place are dropped.
   */
  async write(productId: string, draft: ProductDraft, updated: boolean) {
    if (updated) {
      await this.tx
        .delete(importPictures)
        .where(and(eq(importPictures.productId, productId), ne(importPictures.importId, this.importId), ne(importPictures.state, 'fetched')));
    }
    const gallery = draft.pictures.some(fromElsewhere) ? draft.pictures.map((url, position) => ({ url, position, row: draft.row, variantId: null })) : [];
    const variants = draft.variants.flatMap((variant, at) => (variant.imageUrl !== null && fromElsewhere(variant.imageUrl) ? [{ at, url: variant.imageUrl, row: variant.row }] : []));
    const variantIds = variants.length > 0 ? await this.variantIdsByPosition(productId) : new Map<number, string>();
    const rows = [...gallery, ...variants.map(({ at, url, row }) => ({ url, row, position: null, variantId: variantIds.get(at + 1)! }))];
    if (rows.length === 0) return;
    await this.tx.insert(importPictures).values(rows.map((row) => ({ ...row, importId: this.importId, productId })));
    this.count += rows.length;
  }

  /** Queues the job when there is anything to fetch. */
  async queueFetch() {
    if (this.count > 0) await queuePictureFetch(this.tx, this.importId);
  }

  /** saveVariants numbers a product's live variants 1, 2, 3 ... in the draft's order. */
  private async variantIdsByPosition(productId: string) {
    const rows = await this.tx
      .select({ id: productVariants.id, position: productVariants.position })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
    return new Map(rows.map((row) => [row.position, row.id]));
  }
}
