import 'server-only';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { categories, products, productVariants } from '@/server/db/schema';
import { type ImportedItem, type ImportedProduct, isRowProblem } from '@/lib/catalog-csv/imported-product';
import type { StockLine } from '@/lib/catalog-csv/import-report';
import type { Move } from '@/server/stock/stock-moved';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import { VARIANT_LIMITS } from '@/lib/schemas/product-variants';
import { slugify } from '@/lib/slugify';
import { variantKey } from '@/lib/catalog/variant-keys';
import { categoryKey, pathLabel } from '@/lib/catalog-csv/import-choices';
import type { PreviewDecisions } from './import-decisions';
import { draftChanges, MAX_PICTURES, type ProductDraft, productDraft } from './product-draft';
import { hostOf, pictureAddresses, type PictureHosts, tooManyHostsMessage } from './picture-hosts';
import { type StoredProduct, storedProducts } from './stored-products';
import { differingCounts, movesForPlan, planStock, type StockPlan } from './import-stock';

// What importing a file would do, product by product (docs/decisions/0055-catalogue-import.md): each
// product of the file is created, updated, left as it is, or refused with its reasons and rows. The
// preview runs it to show the plan; the import runs it again inside its transaction and writes what it
// says. Products are looked up a batch at a time, so a file of any length takes a few queries per batch.

const BATCH = 200;
/** Longer handles are refused: Shopify's own are at most 255 characters. */
const HANDLE_MAX = 255;

export type Problem = { row: number; message: string };

export type Planned =
  | { kind: 'create' | 'update' | 'unchanged'; draft: ProductDraft; stored: StoredProduct | null; changes: string[]; notes: string[]; stock: StockLine[] }
  | { kind: 'refused'; row: number; handle: string | null; title: string | null; problems: Problem[] };

/** A product the plan takes: created, updated or left as it is. */
export type PlannedProduct = Extract<Planned, { draft: ProductDraft }>;

type Reader = Database | Transaction;

/** What one run of the plan keeps from product to product: the categories and what the file has used so far. */
export type PlanContext = {
  categoriesBySlug: Map<string, string>;
  /** Slugs by lower-cased name (two categories may share a name). */
  categoriesByName: Map<string, string[]>;
  /** Each SKU the file has given so far, and the product that gave it. */
  skusInFile: Map<string, string>;
  /** Each picture host's problem (null: fine), looked up before the plan (picture-hosts.ts); a host not in it is past the cap. */
  hosts: PictureHosts;
  /** What the file's counts do: kept, or set from the file (import-stock.ts). */
  stock: StockPlan;
  /** The slug the products of each category key the shop lacks go to, as the admin decided; '' keys products naming none. */
  chosen: Map<string, string>;
  /**
   * The preview's tally of what the admin must decide: a product whose category nobody has decided
   * waits for it there. Null at the import, where such a product is refused.
   */
  decisions: PreviewDecisions | null;
};

export type PlanOptions = Pick<PlanContext, 'stock' | 'chosen' | 'decisions' | 'hosts'>;

export async function planContext(reader: Reader, options: PlanOptions): Promise<PlanContext> {
  const rows = await reader.select({ slug: categories.slug, name: categories.name }).from(categories);
  const categoriesByName = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.name.trim().toLocaleLowerCase('en');
    categoriesByName.set(key, [...(categoriesByName.get(key) ?? []), row.slug]);
  }
  return { categoriesBySlug: new Map(rows.map((row) => [row.slug, row.name])), categoriesByName, skusInFile: new Map(), ...options };
}

/** Each product of the file with what importing it would do, in file order. */
export async function* plannedProducts(items: AsyncIterable<ImportedItem>, reader: Reader, context: PlanContext): AsyncGenerator<Planned> {
  let batch: ImportedItem[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= BATCH) {
      yield* planBatch(batch, reader, context);
      batch = [];
    }
  }
  if (batch.length > 0) yield* planBatch(batch, reader, context);
}

async function* planBatch(batch: ImportedItem[], reader: Reader, context: PlanContext): AsyncGenerator<Planned> {
  const found = batch.filter((item): item is ImportedProduct => !isRowProblem(item));
  const handles = found.map((product) => product.handle);
  const skus = [...new Set(found.flatMap((product) => product.variants.map((variant) => variant.sku).filter((sku): sku is string => sku !== null)))];
  const [stored, owners] = await Promise.all([
    handles.length > 0 ? storedProducts(reader, inArray(products.handle, handles)) : [],
    skuOwners(reader, skus),
  ]);
  const storedByHandle = new Map(stored.map((product) => [product.handle, product]));
  const moves = await movesForPlan(reader, stored.flatMap((product) => product.variants.map((variant) => variant.id)), context.stock);
  for (const item of batch) {
    if (isRowProblem(item)) {
      yield { kind: 'refused', row: item.row, handle: item.handle, title: null, problems: [{ row: item.row, message: item.message }] };
      continue;
    }
    yield await planProduct(item, storedByHandle.get(item.handle) ?? null, owners, moves, context);
  }
}

/** Which product (by handle and name) holds each SKU, among variants (archived ones too) and products. */
async function skuOwners(reader: Reader, skus: string[]): Promise<Map<string, { handle: string; name: string }>> {
  if (skus.length === 0) return new Map();
  const rows = await reader
    .selectDistinct({ sku: productVariants.sku, productSku: products.sku, handle: products.handle, name: products.name })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(or(inArray(productVariants.sku, skus), inArray(products.sku, skus)));
  const owners = new Map<string, { handle: string; name: string }>();
  for (const row of rows) {
    for (const sku of [row.sku, row.productSku]) if (sku && skus.includes(sku)) owners.set(sku, { handle: row.handle, name: row.name });
  }
  return owners;
}

async function planProduct(
  product: ImportedProduct,
  stored: StoredProduct | null,
  owners: Map<string, { handle: string; name: string }>,
  moves: Map<string, Move[]>,
  context: PlanContext,
): Promise<Planned> {
  const problems: Problem[] = [];
  const refuse = (row: number, message: string) => problems.push({ row, message });

  const category = categoryOf(product, stored, context);
  if ('problem' in category) refuse(product.row, category.problem);
  const draft = productDraft(product, 'slug' in category ? category.slug : null, stored);

  if (product.handle.length > HANDLE_MAX) refuse(product.row, `The handle is longer than ${HANDLE_MAX} characters`);
  if (draft.name.length > PRODUCT_LIMITS.name) refuse(product.row, `The title is longer than ${PRODUCT_LIMITS.name} characters`);
  if ((draft.description?.length ?? 0) > PRODUCT_LIMITS.description) refuse(product.row, `The description is longer than ${PRODUCT_LIMITS.description.toLocaleString('en')} characters`);
  if (draft.tags.length > PRODUCT_LIMITS.tags) refuse(product.row, `A product can have at most ${PRODUCT_LIMITS.tags} tags`);
  const longTag = draft.tags.find((tag) => tag.length > PRODUCT_LIMITS.tag);
  if (longTag) refuse(product.row, `The tag "${longTag}" is longer than ${PRODUCT_LIMITS.tag} characters`);
  // The product form's limits (src/lib/schemas/product-variants.ts).
  for (const option of draft.options) {
    if (option.name.length > VARIANT_LIMITS.optionName) refuse(product.row, `The option name "${option.name}" is longer than ${VARIANT_LIMITS.optionName} characters`);
    const long = option.values.find((value) => value.length > VARIANT_LIMITS.value);
    if (long) refuse(product.row, `The ${option.name} "${long}" is longer than ${VARIANT_LIMITS.value} characters`);
    if (option.values.length > VARIANT_LIMITS.valuesPerOption) refuse(product.row, `${option.name} has ${option.values.length} values: an option can have at most ${VARIANT_LIMITS.valuesPerOption}`);
  }
  if (draft.variants.length > VARIANT_LIMITS.variants) refuse(product.row, `The product has ${draft.variants.length} variants: a product can have at most ${VARIANT_LIMITS.variants}`);
  // Only the SKUs the file gives: one a variant keeps from the shop is already this product's.
  for (const variant of product.variants) {
    if (variant.sku === null) continue;
    if (variant.sku.length > PRODUCT_LIMITS.sku) refuse(variant.row, `The SKU ${variant.sku} is longer than ${PRODUCT_LIMITS.sku} characters`);
    const inFile = context.skusInFile.get(variant.sku);
    const owner = owners.get(variant.sku);
    if (inFile !== undefined && inFile !== product.handle) refuse(variant.row, `The SKU ${variant.sku} is also given to the product ${inFile} in this file`);
    else if (inFile === product.handle) refuse(variant.row, `The SKU ${variant.sku} is given to two variants`);
    else if (owner && owner.handle !== product.handle) refuse(variant.row, `The SKU ${variant.sku} is already used by ${owner.name} (${owner.handle})`);
    context.skusInFile.set(variant.sku, product.handle);
  }
  const notes = draft.picturesLeftOut > 0 ? [`Only the first ${MAX_PICTURES} pictures are kept; ${draft.picturesLeftOut} more are left out`] : [];
  for (const [row, url] of pictureAddresses(draft)) {
    const host = hostOf(url);
    if (!context.hosts.has(host)) {
      refuse(row, tooManyHostsMessage(url));
      continue;
    }
    const problem = context.hosts.get(host);
    // Only an address off the public internet refuses the row (docs/security.md); a host not found now
    // fails like a 404 does, when the picture job fetches it after the import, which lists it and why.
    if (problem?.kind === 'private') refuse(row, `The picture ${url} cannot be fetched: ${problem.message}`);
    else if (problem) notes.push(`${row === product.row ? '' : `Row ${row}: `}The picture ${url} cannot be fetched now (${problem.message}): it is tried again after the import, and if it still fails it is listed on the Products screen to fetch later`);
  }

  const stock = planStock(differingCounts(draft, stored), moves, context.stock);
  problems.push(...stock.problems);

  if (problems.length > 0) return { kind: 'refused', row: product.row, handle: product.handle, title: product.title, problems };
  countDecisions(draft, stored, category, context);
  if (!stored) return { kind: 'create', draft, stored, changes: [], notes, stock: [] };
  const changes = draftChanges(draft, stored);
  // A count that differs changes the product only when the admin sets stock from the file.
  const updates = changes.length > 0 || (context.stock.fromFile !== null && stock.lines.length > 0);
  return { kind: updates ? 'update' : 'unchanged', draft, stored, changes: stock.lines.length > 0 ? [...changes, 'stock'] : changes, notes, stock: stock.lines };
}

type CategoryFound = { slug: string | null; decidedBy?: { key: string; path: string[] } };

/**
 * The file's category (Type, Product Category, WooCommerce's Categories) as a category's slug or name; a
 * category the shop lacks goes where the admin decided in the preview (import-categories.ts). None keeps
 * an existing product's.
 */
function categoryOf(product: ImportedProduct, stored: StoredProduct | null, context: PlanContext): CategoryFound | { problem: string } {
  const named = product.category;
  if (named === null) {
    return stored ? { slug: null } : (decided('', [], context) ?? { problem: 'The product names no category: choose one for such products in the preview' });
  }
  if (context.categoriesBySlug.has(named)) return { slug: named };
  const byName = context.categoriesByName.get(named.toLocaleLowerCase('en')) ?? [];
  if (byName.length === 1) return { slug: byName[0]! };
  if (byName.length > 1) return { problem: `Several categories are called "${named}": give the slug of the one you mean (${byName.join(', ')})` };
  const slug = slugify(named);
  if (slug !== '' && context.categoriesBySlug.has(slug)) return { slug };
  const path = product.categoryPath.length > 0 ? product.categoryPath : [named];
  return decided(categoryKey(path), path, context) ?? { problem: `The category "${pathLabel(path)}" does not exist: preview the file again to choose where its products go` };
}

/** The admin's choice for a category key; in the preview, none yet waits for one (slug null). */
function decided(key: string, path: string[], context: PlanContext): CategoryFound | null {
  const slug = context.chosen.get(key);
  if (slug === undefined && !context.decisions) return null;
  return { slug: slug ?? null, decidedBy: { key, path } };
}

/** The preview's count of what the admin decides for a product it takes. */
function countDecisions(draft: ProductDraft, stored: StoredProduct | null, category: CategoryFound | { problem: string }, context: PlanContext) {
  const { decisions } = context;
  if (!decisions) return;
  if ('decidedBy' in category && category.decidedBy) decisions.countCategory(category.decidedBy.key, category.decidedBy.path);
  const storedValues = new Set(stored?.variants.map((variant) => variantKey(variant.values)));
  for (const variant of draft.variants) if (!storedValues.has(variantKey(variant.values))) decisions.countNewVariant(variant.inventory);
}
