import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { importPictures, products, productVariants } from '@/server/db/schema';
import { removeStoredFiles } from '@/server/media/remove-stored-file';
import { MAX_PICTURES } from './product-draft';
import { type ClaimedPicture, markFetched } from './picture-claims';

// A fetched picture put where its rows say (docs/decisions/0055-catalogue-import.md, "Amendment: pictures
// after the import"): a variant's picture, or a place in its product's gallery. The first of an import's
// pictures for a product replaces the gallery the product showed until then; each next one goes in at
// its place in the file's order, after the file's pictures already in place that come before it.

export type PictureFile = { url: string; thumbnailUrl: string | null };

export type Gallery = { imageUrl: string | null; thumbnailUrl: string | null; additionalImages: string[] };

/** Where a gallery picture goes: how many of the import's pictures of the product are in place, and how many of those come before it. */
export type GalleryPlace = { inPlace: number; before: number };

const present = (url: string | null | undefined): url is string => Boolean(url);

/** The gallery with `file` put in place, and the files it no longer shows. */
export function withPicture(gallery: Gallery, file: PictureFile, place: GalleryPlace): { gallery: Gallery; replaced: string[] } {
  const first = place.inPlace === 0;
  const shown = first ? [] : [gallery.imageUrl, ...gallery.additionalImages].filter(present);
  const at = Math.min(place.before, shown.length);
  const next = shown.toSpliced(at, 0, file.url);
  const replaced: (string | null)[] = first ? [gallery.imageUrl, gallery.thumbnailUrl, ...gallery.additionalImages] : [];
  // A gallery filled in the form meanwhile keeps the first MAX_PICTURES (the database's limit).
  replaced.push(...next.slice(MAX_PICTURES));
  let thumbnailUrl = gallery.thumbnailUrl;
  if (at === 0) {
    if (!first) replaced.push(gallery.thumbnailUrl);
    // One of the shop's own files has no thumbnail of its own unless it was the main picture already.
    thumbnailUrl = file.thumbnailUrl ?? (file.url === gallery.imageUrl ? gallery.thumbnailUrl : null);
  }
  const kept = next.slice(0, MAX_PICTURES);
  return { gallery: { imageUrl: kept[0] ?? null, thumbnailUrl, additionalImages: kept.slice(1) }, replaced: replaced.filter(present) };
}

/**
 * Puts `file` where each of the claimed rows says, in one short transaction that locks their products
 * first (in id order, as every writer of products does: docs/decisions/0053). A row no longer this
 * claim's is skipped. Returns how many rows it put in place and the files the products no longer show.
 */
export function placePicture(importId: string, rows: ClaimedPicture[], file: PictureFile): Promise<{ placed: number; replaced: string[] }> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(rows.map((row) => row.productId))].toSorted();
    const locked = await tx
      .select({ id: products.id, imageUrl: products.imageUrl, thumbnailUrl: products.thumbnailUrl, additionalImages: products.additionalImages })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const galleries = new Map(locked.map(({ id, ...gallery }) => [id, gallery]));
    let placed = 0;
    const replaced: string[] = [];
    for (const row of rows) {
      const gallery = galleries.get(row.productId);
      // Read before the row counts as in place.
      const place = gallery && row.variantId === null ? await galleryPlace(tx, importId, row) : null;
      if (!gallery || !(await markFetched(tx, row))) continue;
      placed += 1;
      if (row.variantId !== null) {
        replaced.push(...(await setVariantPicture(tx, row.variantId, file.url)));
        continue;
      }
      const next = withPicture(gallery, file, place!);
      await tx.update(products).set(next.gallery).where(eq(products.id, row.productId));
      galleries.set(row.productId, next.gallery);
      replaced.push(...next.replaced);
    }
    return { placed, replaced };
  });
}

async function galleryPlace(tx: Transaction, importId: string, row: ClaimedPicture): Promise<GalleryPlace> {
  const [counted] = await tx
    .select({ inPlace: sql<number>`count(*)::int`, before: sql<number>`(count(*) filter (where ${importPictures.position} < ${row.position}))::int` })
    .from(importPictures)
    .where(and(eq(importPictures.importId, importId), eq(importPictures.productId, row.productId), isNull(importPictures.variantId), eq(importPictures.state, 'fetched')));
  return counted ?? { inPlace: 0, before: 0 };
}

/** Sets a variant's picture; returns the one it replaces. */
async function setVariantPicture(tx: Transaction, variantId: string, url: string): Promise<string[]> {
  const [variant] = await tx.select({ imageUrl: productVariants.imageUrl }).from(productVariants).where(eq(productVariants.id, variantId));
  await tx.update(productVariants).set({ imageUrl: url }).where(eq(productVariants.id, variantId));
  return variant?.imageUrl && variant.imageUrl !== url ? [variant.imageUrl] : [];
}

/**
 * After the commit: removes the stored files of pictures nothing shows any more (removeStoredFiles keeps
 * every file a record still names), and keeps those a picture row still waits to put in place.
 */
export async function removeReplacedPictures(urls: readonly (string | null)[]) {
  const candidates = [...new Set(urls.filter(present))];
  if (candidates.length === 0) return;
  const waiting = await db
    .selectDistinct({ url: importPictures.url })
    .from(importPictures)
    .where(and(inArray(importPictures.url, candidates), eq(importPictures.state, 'waiting')));
  const awaited = new Set(waiting.map((row) => row.url));
  await removeStoredFiles(candidates.filter((url) => !awaited.has(url)));
}
