import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { db, type Transaction } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { type ImportOrigin, readCatalogueCsv } from '@/lib/catalog-csv/read-catalogue-csv';
import type { InventoryChoice } from '@/lib/catalog-csv/import-choices';
import type { ImportOutcome } from '@/lib/catalog-csv/import-report';
import { variantKey } from '@/lib/catalog/variant-keys';
import { type ProductOffer, saveVariants } from '../variant-writes';
import { withProductRefreshDeferred } from '../deferred-product-refresh';
import { EntryTally } from './import-entries';
import { importFileChunks, removeImportFile } from './import-files';
import { ImportPictureRows, picturesNow } from './import-pictures';
import { removeReplacedPictures } from './picture-placement';
import { planContext, plannedProducts, type PlannedProduct } from './import-plan';
import type { DraftVariant, ProductDraft } from './product-draft';
import { storedPictures } from './product-draft';
import type { StoredProduct } from './stored-products';
import { KEEP_STOCK, type StockPlan } from './import-stock';
import { applyCategoryChoices, type ChosenCategory, rememberedCategories } from './import-categories';
import { PreviewDecisions } from './import-decisions';
import { pictureHostsOf, type PictureHosts } from './picture-hosts';

// The import itself (docs/decisions/0055-catalogue-import.md). First the file is planned once more to
// learn which products it updates; then, in ONE transaction, those are locked, the file is planned again
// against what the database holds now and every product the plan creates or updates is written, its
// filter and search columns refreshed once at the end (migration 0040). Any failure rolls all of it
// back. The pictures it names elsewhere are not fetched here: the same transaction records the import
// and a row per picture, and queues the job that fetches them afterwards (import-pictures.ts,
// picture-job.ts; the decision's "Amendment: pictures after the import").

const LOCK_CHUNK = 1000;

/** `userId`: the admin importing, recorded as who imported and as who sent the fetched pictures (null: a command's import). */
type Uploader = { userId: string | null; clientAddress: string | null };
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
  // Looked up before the transaction, never in it: PGlite's one connection would wait on DNS (picture-hosts.ts).
  const hosts = await pictureHostsOf(readCatalogueCsv(await kept(token)));
  const updatedIds = await productsToUpdate(token, stock, hosts);
  const written: Written = { before: [], after: [] };
  const outcome = await db.transaction(async (tx) => {
    await lockUpdatedProducts(tx, updatedIds);
    const pictures = await ImportPictureRows.start(tx, { fileName, origin, importedBy: uploader.userId });
    const tally = new EntryTally((entry) => entry.kind === 'refused');
    const { created } = await applyCategoryChoices(tx, origin, options.categories);
    const chosen = new Map([...(await rememberedCategories(tx, origin))].map(([key, category]) => [key, category.slug]));
    await withProductRefreshDeferred(tx, async (wrote) => {
      for await (const planned of plannedProducts(readCatalogueCsv(await kept(token)), tx, await planContext(tx, { stock, chosen, decisions: null, hosts }))) {
        tally.add(planned);
        if (planned.kind === 'create' || planned.kind === 'update') wrote(await writeProduct(tx, planned, options, pictures, written));
      }
    });
    await pictures.queueFetch();
    await recordAudit(tx, {
      entityType: 'import',
      label: `Catalogue CSV ${fileName}`.trim(),
      action: 'import',
      details: { file: fileName, origin, ...tally.counts, categoriesCreated: created, picturesToFetch: pictures.count },
    });
    return { counts: tally.counts, refused: tally.entries, picturesToFetch: pictures.count };
  });
  const stillNamed = new Set(written.after);
  await removeReplacedPictures(written.before.filter((url) => !stillNamed.has(url)));
  await removeImportFile(token);
  return outcome;
}

async function kept(token: string) {
  const chunks = await importFileChunks(token);
  if (!chunks) throw new ActionError('This file is no longer waiting to be imported (files wait an hour). Choose it again.');
  return chunks;
}

/** The products the file would update, to lock them first. */
async function productsToUpdate(token: string, stock: StockPlan, hosts: PictureHosts) {
  const updatedIds: string[] = [];
  // Planned as the preview was: a product whose category the admin decides is not refused for it.
  for await (const planned of plannedProducts(readCatalogueCsv(await kept(token)), db, await planContext(db, { stock, chosen: new Map(), decisions: new PreviewDecisions(), hosts }))) {
    if (planned.kind === 'update' && planned.stored) updatedIds.push(planned.stored.id);
  }
  return updatedIds;
}

/** The rows the import updates, locked first in id order as every writer of stock does (docs/decisions/0053-variants-are-the-unit-of-sale.md). */
async function lockUpdatedProducts(tx: Transaction, ids: string[]) {
  const sorted = ids.toSorted();
  for (let at = 0; at < sorted.length; at += LOCK_CHUNK) {
    await tx.select({ id: products.id }).from(products).where(inArray(products.id, sorted.slice(at, at + LOCK_CHUNK))).orderBy(asc(products.id)).for('update');
  }
}

/** Writes one planned product and says its id. */
async function writeProduct(tx: Transaction, planned: PlannedProduct, { stock, inventory }: ImportOptions, pictures: ImportPictureRows, written: Written): Promise<string> {
  const { draft, stored } = planned;
  // The shop's own files are written now; pictures from elsewhere are put in place by the job.
  const now = picturesNow(draft, stored);
  const first = draft.variants[0]!;
  const values = {
    name: draft.name,
    description: draft.description,
    tags: draft.tags,
    status: draft.status,
    // The product's price is its first variant's; a variant at another price carries its own (docs/decisions/0053-variants-are-the-unit-of-sale.md).
    priceKobo: first.priceKobo,
    discountPriceKobo: first.salePriceKobo,
    ...now.gallery,
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
  await saveVariants(tx, id, variantsToSave(draft, stored, now.variantPictures, stock.fromFile !== null, inventory));
  await pictures.write(id, draft, stored !== null);
  if (stored) written.before.push(...storedPictures(stored), ...(stored.thumbnailUrl ? [stored.thumbnailUrl] : []), ...stored.variants.flatMap((variant) => (variant.imageUrl ? [variant.imageUrl] : [])));
  const gallery = now.gallery ?? { imageUrl: stored?.imageUrl ?? null, thumbnailUrl: stored?.thumbnailUrl ?? null, additionalImages: stored?.additionalImages ?? [] };
  written.after.push(...[gallery.imageUrl, gallery.thumbnailUrl, ...gallery.additionalImages, ...now.variantPictures].filter((url) => url !== null));
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
        ...(variant.costKobo === undefined ? {} : { costKobo: variant.costKobo }),
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
