import 'server-only';
import type { ImportedOption, ImportedProduct } from '@/lib/catalog-csv/imported-product';
import { htmlToText } from '@/lib/catalog-csv/description-html';
import { variantPrice } from '@/lib/catalog/variant-rules';
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
  sku: string | null;
  priceKobo: number;
  salePriceKobo: number | null;
  /** null: the file gives none (a new variant starts at 0, an existing one keeps its count). */
  stock: number | null;
  imageUrl: string | null;
};

export type ProductDraft = {
  row: number;
  handle: string;
  name: string;
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

export function productDraft(product: ImportedProduct, category: string | null): ProductDraft {
  const pictures = product.images.map((image) => ownPicture(image.url) ?? image.url);
  const description = product.bodyHtml === null ? '' : htmlToText(product.bodyHtml);
  return {
    row: product.row,
    handle: product.handle,
    name: product.title,
    description: description === '' ? null : description,
    category,
    tags: product.tags,
    status: product.status,
    options: product.options,
    variants: product.variants.map((variant) => ({
      row: variant.row,
      values: variant.optionValues,
      sku: variant.sku,
      priceKobo: variant.priceKobo,
      salePriceKobo: variant.salePriceKobo,
      stock: variant.stock,
      imageUrl: variant.imageUrl === null ? null : (ownPicture(variant.imageUrl) ?? variant.imageUrl),
    })),
    pictures: pictures.slice(0, MAX_PICTURES),
    picturesLeftOut: Math.max(0, pictures.length - MAX_PICTURES),
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
  // Stock is not among them: the import keeps the shop's counts unless told otherwise (import-stock.ts).
  if (!same(draft.pictures, storedPictures(stored)) || pairs.some(([variant, kept]) => variant.imageUrl !== (kept?.imageUrl ?? null))) changes.push('pictures');
  return changes;
}
