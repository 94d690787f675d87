import 'server-only';
import type { ImportedOption, ImportedProduct, InventoryPolicy } from '@/lib/catalog-csv/imported-product';
import { htmlToText } from '@/lib/catalog-csv/description-html';
import { variantPrice } from '@/lib/catalog/variant-rules';
import { variantKey } from '@/lib/catalog/variant-keys';
import type { ProductStatus } from '@/lib/constants';
import { MAX_ADDITIONAL_IMAGES } from '@/lib/constants';
import { ownPicture } from './picture-addresses';
import type { StoredProduct } from './stored-products';

// What a file's product asks the shop to hold, in the shop's terms (a category's slug, the description
// as text, the shop's own pictures by their stored address), and what differs from what it holds.

export const MAX_PICTURES = 1 + MAX_ADDITIONAL_IMAGES;

export type DraftVariant = {
  row: number;
  values: string[];
  /** The file's; where it gives none, that of the shop's variant of the same values (storedSkus). */
  sku: string | null;
  priceKobo: number;
  salePriceKobo: number | null;
  /** null: the file gives none (a new variant starts at 0, an existing one keeps its count). */
  stock: number | null;
  imageUrl: string | null;
  /** Cost per item; left out when the file gives none, and a saved variant keeps its own. */
  costKobo?: number;
  /** Whether its platform counted it: the import sells a new uncounted variant as the admin chose (import-choices.ts). */
  inventory: InventoryPolicy;
};

export type ProductDraft = {
  row: number;
  handle: string;
  name: string;
  /**
   * The product's own SKU as the file gives it: a product without options is numbered by its one
   * variant's. Null: the file gives none, and an existing product keeps its own.
   */
  sku: string | null;
  description: string | null;
  /** A category's slug; null: the file names none, and an existing product keeps its own. */
  category: string | null;
  tags: string[];
  status: ProductStatus;
  options: ImportedOption[];
  variants: DraftVariant[];
  /** In order, the first MAX_PICTURES. */
  pictures: string[];
  /** How many more the file gives, left out. */
  picturesLeftOut: number;
};

export function productDraft(product: ImportedProduct, category: string | null, stored: StoredProduct | null): ProductDraft {
  const pictures = product.images.map((image) => ownPicture(image.url) ?? image.url);
  const description = product.bodyHtml === null ? '' : htmlToText(product.bodyHtml);
  const keptSku = storedSkus(stored, product.variants);
  return {
    row: product.row,
    handle: product.handle,
    name: product.title,
    sku: product.options.length === 0 ? (product.variants[0]?.sku ?? null) : null,
    description: description === '' ? null : description,
    category,
    tags: product.tags,
    status: product.status,
    options: product.options,
    variants: product.variants.map((variant) => ({
      row: variant.row,
      values: variant.optionValues,
      sku: variant.sku ?? keptSku(variant.optionValues),
      priceKobo: variant.priceKobo,
      salePriceKobo: variant.salePriceKobo,
      stock: variant.stock,
      imageUrl: variant.imageUrl === null ? null : (ownPicture(variant.imageUrl) ?? variant.imageUrl),
      ...(variant.costKobo === undefined ? {} : { costKobo: variant.costKobo }),
      inventory: variant.inventory,
    })),
    pictures: pictures.slice(0, MAX_PICTURES),
    picturesLeftOut: Math.max(0, pictures.length - MAX_PICTURES),
  };
}

/**
 * A variant the file gives no SKU keeps the one the shop's variant of the same values holds, typed or
 * made from the product's SKU (docs/decisions/0053-variants-are-the-unit-of-sale.md): merchants' exports
 * often leave Variant SKU blank, and a blank cell is no reason to renumber a piece, as a blank quantity
 * keeps its stock. Matched by values, as the import matches the variants it writes. A SKU the file gives
 * another variant of the product is let go (and one made), as the form lets a SKU move between variants.
 */
function storedSkus(stored: StoredProduct | null, inFile: readonly { sku: string | null }[]): (values: readonly string[]) => string | null {
  const given = new Set(inFile.map((variant) => variant.sku));
  const byValues = new Map(stored?.variants.map((variant) => [variantKey(variant.values), variant.sku]));
  return (values) => {
    const kept = byValues.get(variantKey(values)) ?? null;
    return kept !== null && given.has(kept) ? null : kept;
  };
}

/** The stored product's pictures in order. */
export const storedPictures = (stored: StoredProduct) => [stored.imageUrl, ...stored.additionalImages].filter((url): url is string => Boolean(url));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What an import would change of the stored product, in the words the preview shows; [] when nothing. */
export function draftChanges(draft: ProductDraft, stored: StoredProduct): string[] {
  const changes: string[] = [];
  if (draft.name !== stored.name) changes.push('name');
  if (draft.description !== stored.description) changes.push('description');
  if (draft.category !== null && draft.category !== stored.category) changes.push('category');
  if (!same(draft.tags, stored.tags)) changes.push('tags');
  if (draft.status !== stored.status) changes.push('status');
  const storedOptions = stored.options.map((option) => ({ name: option.name, values: option.values.map(({ value }) => value) }));
  if (!same(draft.options, storedOptions)) changes.push('options');

  const pairs = draft.variants.map((variant, at) => [variant, stored.variants[at]] as const);
  if (draft.variants.length !== stored.variants.length || pairs.some(([variant, kept]) => !kept || !same(variant.values, kept.values) || variant.sku !== kept.sku)) {
    changes.push('variants');
  }
  const pricesDiffer = pairs.some(([variant, kept]) => {
    if (!kept) return true;
    const price = variantPrice(stored, kept);
    return price.priceKobo !== variant.priceKobo || price.discountPriceKobo !== variant.salePriceKobo;
  });
  if (pricesDiffer) changes.push('prices');
  if (pairs.some(([variant, kept]) => variant.costKobo !== undefined && variant.costKobo !== (kept?.costKobo ?? null))) changes.push('costs');
  // Stock is not among them: the import keeps the shop's counts unless told otherwise (import-stock.ts).
  if (!same(draft.pictures, storedPictures(stored)) || pairs.some(([variant, kept]) => variant.imageUrl !== (kept?.imageUrl ?? null))) changes.push('pictures');
  return changes;
}
