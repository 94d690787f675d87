import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { db, type Transaction } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { removeStoredFiles } from '@/server/media/remove-stored-file';
import { type ImportOrigin, readCatalogueCsv } from '@/lib/catalog-csv/read-catalogue-csv';
import type { InventoryChoice } from '@/lib/catalog-csv/import-choices';
import type { ImportOutcome, PictureProblem } from '@/lib/catalog-csv/import-report';
import { variantKey } from '@/lib/catalog/variant-keys';
import { type ProductOffer, saveVariants } from '../variant-writes';
import { withProductRefreshDeferred } from '../deferred-product-refresh';
import { type FetchedPicture, fetchPicture } from './fetch-picture';
import { EntryTally } from './import-entries';
import { ownPicture } from './picture-addresses';
import { importFileChunks, removeImportFile } from './import-files';
import { pictureAddresses, planContext, plannedProducts, type PlannedProduct } from './import-plan';
import type { DraftVariant, ProductDraft } from './product-draft';
import { storedPictures } from './product-draft';
import type { StoredProduct } from './stored-products';
import { KEEP_STOCK, type StockPlan } from './import-stock';
import { applyCategoryChoices, type ChosenCategory, rememberedCategories } from './import-categories';
import { PreviewDecisions } from './import-decisions';

// The import itself (docs/decisions/0055-catalogue-import.md). First the file is planned once more and
// the pictures it names elsewhere are fetched and stored, outside any transaction (a slow server must
// not hold row locks); then, in ONE transaction, the file is planned again against what the database
// holds now and every product the plan creates or updates is written, its filter and search columns
// refreshed once at the end (migration 0040). Any failure rolls all of it back;
// pictures stored for nothing are swept like any upload that no record names.

const PICTURE_CONCURRENCY = 4;
const LOCK_CHUNK = 1000;

type Uploader = { userId: string; clientAddress: string | null };
type Written = { before: string[]; after: string[] };

/** What the admin decided in the preview. */
export type ImportOptions = {
  /** The shop's counts are kept, or set from the file (import-stock.ts). */
  stock: StockPlan;
  origin: ImportOrigin;
  /** Where the products of the categories the shop lacks go (import-categories.ts). */
  categories: { categories: ChosenCategory[]; uncategorisedId: string | null };
  /** How new variants their platform did not count are sold; null: the file has none. */
  inventory: InventoryChoice | null;
};

export const IMPORT_AS_IS: ImportOptions = { stock: KEEP_STOCK, origin: 'shopify', categories: { categories: [], uncategorisedId: null }, inventory: null };

export async function runImport(token: string, fileName: string, uploader: Uploader, options: ImportOptions = IMPORT_AS_IS): Promise<ImportOutcome> {
  const { stock, origin } = options;
  const pictures = await fetchPictures(token, uploader, stock);
  const written: Written = { before: [], after: [] };
  const outcome = await db.transaction(async (tx) => {
    await lockUpdatedProducts(tx, pictures.updatedIds);
    const pictureProblems: PictureProblem[] = [];
    const tally = new EntryTally((entry) => entry.kind === 'refused');
    const { created } = await applyCategoryChoices(tx, origin, options.categories);
    const chosen = new Map([...(await rememberedCategories(tx, origin))].map(([key, category]) => [key, category.slug]));
    await withProductRefreshDeferred(tx, async (wrote) => {
      for await (const planned of plannedProducts(readCatalogueCsv(await kept(token)), tx, await planContext(tx, { stock, chosen, decisions: null }))) {
        tally.add(planned);
        if (planned.kind === 'create' || planned.kind === 'update') wrote(await writeProduct(tx, planned, options, pictures.fetched, pictureProblems, written));
      }
    });
    await recordAudit(tx, {
      entityType: 'import',
      label: `Catalogue CSV ${fileName}`.trim(),
      action: 'import',
      details: { file: fileName, origin, ...tally.counts, categoriesCreated: created, picturesNotFetched: pictureProblems.length },
    });
    return { counts: tally.counts, refused: tally.entries, pictureProblems };
  });
  const stillNamed = new Set(written.after);
  await removeStoredFiles(written.before.filter((url) => !stillNamed.has(url)));
  await removeImportFile(token);
  return outcome;
}

async function kept(token: string) {
  const chunks = await importFileChunks(token);
  if (!chunks) throw new ActionError('This file is no longer waiting to be imported (files wait an hour). Choose it again.');
  return chunks;
}

/** The file's pictures from elsewhere, fetched and stored a few at a time; and the products it would update. */
async function fetchPictures(token: string, uploader: Uploader, stock: StockPlan) {
  const wanted = new Set<string>();
  const updatedIds: string[] = [];
  // Planned as the preview was: a product whose category the admin decides is not refused for it.
  for await (const planned of plannedProducts(readCatalogueCsv(await kept(token)), db, await planContext(db, { stock, chosen: new Map(), decisions: new PreviewDecisions() }))) {
    if (planned.kind !== 'create' && planned.kind !== 'update') continue;
    if (planned.stored) updatedIds.push(planned.stored.id);
    for (const [, url] of pictureAddresses(planned.draft)) wanted.add(url);
  }
  const fetched = new Map<string, FetchedPicture>();
  const queue = [...wanted];
  await Promise.all(
    Array.from({ length: PICTURE_CONCURRENCY }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) fetched.set(url, await fetchPicture(url, uploader));
    }),
  );
  return { fetched, updatedIds };
}

/** The rows the import updates, locked first in id order as every writer of stock does (docs/decisions/0053-variants-are-the-unit-of-sale.md). */
async function lockUpdatedProducts(tx: Transaction, ids: string[]) {
  const sorted = ids.toSorted();
  for (let at = 0; at < sorted.length; at += LOCK_CHUNK) {
    await tx.select({ id: products.id }).from(products).where(inArray(products.id, sorted.slice(at, at + LOCK_CHUNK))).orderBy(asc(products.id)).for('update');
  }
}

type Picture = { url: string; thumbnailUrl: string | null };

/** Writes one planned product and says its id. */
async function writeProduct(
  tx: Transaction,
  planned: PlannedProduct,
  { stock, inventory }: ImportOptions,
  fetched: Map<string, FetchedPicture>,
  problems: PictureProblem[],
  written: Written,
): Promise<string> {
  const { draft, stored } = planned;
  const picture = (row: number, url: string | null): Picture | null => {
    if (url === null) return null;
    // The shop's own files are kept as they are; a picture from elsewhere is only ever stored as fetched
    // (one the first pass did not ask for, because the product changed in between, is left out).
    const found = fetched.get(url) ?? (ownPicture(url) === null ? { problem: 'it was not fetched: the product changed while the import ran' } : undefined);
    if (!found) return { url, thumbnailUrl: url === stored?.imageUrl ? stored.thumbnailUrl : null };
    if ('problem' in found) {
      problems.push({ row, handle: draft.handle, url, message: found.problem });
      return null;
    }
    return found;
  };
  const gallery = draft.pictures.map((url) => picture(draft.row, url)).filter((found) => found !== null);
  const first = draft.variants[0]!;
  const values = {
    name: draft.name,
    description: draft.description,
    tags: draft.tags,
    status: draft.status,
    // The product's price is its first variant's; a variant at another price carries its own (docs/decisions/0053-variants-are-the-unit-of-sale.md).
    priceKobo: first.priceKobo,
    discountPriceKobo: first.salePriceKobo,
    imageUrl: gallery[0]?.url ?? null,
    thumbnailUrl: gallery[0]?.thumbnailUrl ?? null,
    additionalImages: gallery.slice(1).map((found) => found.url),
    // A product without options is sold as its one variant, whose SKU the product shows; none given keeps the product's.
    ...(draft.sku === null ? {} : { sku: draft.sku }),
    ...(draft.category === null ? {} : { category: draft.category }),
  };
  let id: string;
  if (stored) {
    id = stored.id;
    await tx.update(products).set(values).where(eq(products.id, id));
  } else {
    const [row] = await tx.insert(products).values({ ...values, handle: draft.handle, category: draft.category! }).returning({ id: products.id });
    id = row!.id;
  }
  const variantPictures = draft.variants.map((variant) => picture(variant.row, variant.imageUrl)?.url ?? null);
  await saveVariants(tx, id, variantsToSave(draft, stored, variantPictures, stock.fromFile !== null, inventory));
  if (stored) written.before.push(...storedPictures(stored), ...(stored.thumbnailUrl ? [stored.thumbnailUrl] : []), ...stored.variants.flatMap((variant) => (variant.imageUrl ? [variant.imageUrl] : [])));
  written.after.push(...gallery.flatMap((found) => [found.url, ...(found.thumbnailUrl ? [found.thumbnailUrl] : [])]), ...variantPictures.filter((url) => url !== null));
  return id;
}

/**
 * The options and variants for saveVariants: existing variants keep their id (orders name them), swatches
 * are kept. An existing variant keeps its count, or with `stockFromFile` moves by the difference to the
 * file's, from the count this plan read under the products' lock; a new one starts at the file's, or,
 * when its platform did not count it, is sold as the admin chose (made to order, or this many in stock).
 */
function variantsToSave(draft: ProductDraft, stored: StoredProduct | null, variantPictures: (string | null)[], stockFromFile: boolean, inventory: InventoryChoice | null): ProductOffer {
  const first = draft.variants[0]!;
  const storedByValues = new Map(stored?.variants.map((variant) => [variantKey(variant.values), variant]));
  const swatch = (name: string, value: string) =>
    stored?.options
      .find((option) => option.name.toLocaleLowerCase('en') === name.toLocaleLowerCase('en'))
      ?.values.find((kept) => kept.value.toLocaleLowerCase('en') === value.toLocaleLowerCase('en'))?.swatchImageUrl ?? null;
  return {
    options: draft.options.map((option) => ({ name: option.name, values: option.values.map((value) => ({ value, swatchImageUrl: swatch(option.name, value) })) })),
    variants: draft.variants.map((variant, at) => {
      const kept = storedByValues.get(variantKey(variant.values));
      const productsPrice = variant.priceKobo === first.priceKobo && variant.salePriceKobo === first.salePriceKobo;
      const stock = kept ? { stockRead: kept.stockQuantity, stockQuantity: stockFromFile ? (variant.stock ?? kept.stockQuantity) : kept.stockQuantity } : newVariantStock(variant, inventory);
      return {
        ...(kept ? { id: kept.id } : {}),
        values: variant.values,
        sku: variant.sku,
        priceKobo: productsPrice ? null : variant.priceKobo,
        discountPriceKobo: productsPrice ? null : variant.salePriceKobo,
        ...stock,
        imageUrl: variantPictures[at] ?? null,
      };
    }),
  };
}

/** A new variant's count: the file's, or for one its platform did not count, what the admin chose. */
function newVariantStock(variant: DraftVariant, inventory: InventoryChoice | null) {
  if (variant.inventory === 'tracked' || !inventory) return { stockQuantity: variant.stock ?? 0 };
  if (inventory.sellAs === 'stock') return { stockQuantity: inventory.units };
  return { stockQuantity: inventory.units, leadTimeMinDays: inventory.leadTimeMinDays, leadTimeMaxDays: inventory.leadTimeMaxDays };
}
