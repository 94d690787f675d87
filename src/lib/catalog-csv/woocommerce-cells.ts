import type { ProductStatus } from '@/lib/constants';
import { categoryPathCell, imageUrlCell, type Parsed, quantityCell } from './cell-values';
import type { ImportedImage, InventoryPolicy } from './imported-product';
import { MAX_IMAGES } from './product-rows';
import type { WooRow } from './woocommerce-row';

// The typed values in a WooCommerce row's cleaned cells (woocommerce-row.ts), each read or refused
// with the reason in plain English, in WooCommerce's own terms where they differ from Shopify's.

/**
 * WooCommerce's exporter joins a list (categories, tags, images, attribute values) with ", " and writes
 * a comma inside one item as "\,"; its importer splits them back the same way.
 */
export function wooList(text: string): string[] {
  return text
    .split(/(?<!\\),/)
    .map((item) => withoutEscapedCommas(item).trim())
    .filter((item) => item !== '');
}

/** One item of such a list as its own cell gives it (a variation's attribute value). */
export const withoutEscapedCommas = (text: string) => text.replaceAll('\\,', ',');

/**
 * The exporter writes a description's line breaks as the two characters "\n" (and a typed "\n" as
 * "\\n"). WordPress shows its line breaks (wpautop), so they become <br>, except between two tags, where
 * they only lay out the HTML.
 */
export function wooDescriptionHtml(text: string): string | null {
  if (text === '') return null;
  const lines = text
    .split('\\\\n')
    .map((part) => part.replaceAll('\\n', '\n'))
    .join('\\n')
    .split(/\r\n|\r|\n/);
  return lines.reduce((html, line, at) => {
    const betweenTags = (lines[at - 1] ?? '').trimEnd().endsWith('>') && line.trimStart().startsWith('<');
    return `${html}${betweenTags ? '\n' : '<br>'}${line}`;
  });
}

/** The kinds of WooCommerce product the shop imports. */
export type WooKind = 'simple' | 'variable' | 'variation';

const KINDS: ReadonlySet<string> = new Set<WooKind>(['simple', 'variable', 'variation']);
const LEFT_OUT = new Map([
  ['grouped', 'Grouped products are left out: the shop sells each piece on its own'],
  ['external', 'External/affiliate products are left out: the shop sells only its own pieces'],
]);
const DIGITAL = 'Downloadable and virtual products are left out: the shop sells pieces it delivers';

/** Type is the product's kind, followed by "downloadable" and "virtual" where they apply ("simple, downloadable, virtual"). */
export function wooKind(label: string, type: string): Parsed<WooKind> {
  const kinds = wooList(type.toLowerCase());
  if (kinds.includes('downloadable') || kinds.includes('virtual')) return { problem: DIGITAL };
  const kind = kinds.length === 1 ? (kinds[0] ?? '') : '';
  if (KINDS.has(kind)) return { value: kind as WooKind };
  const leftOut = LEFT_OUT.get(kind);
  if (leftOut) return { problem: leftOut };
  return { problem: type === '' ? `${label} is empty: every row needs one` : `${label} "${type}" is not a kind the shop imports (simple, variable or variation)` };
}

/**
 * Published is 1 (published), 0 (private), -1 (draft) or 2 (pending review); only published products are
 * on sale, the rest are drafts. A published product hidden from the catalogue is hidden. A hand-kept
 * file's empty Published is published, as Shopify's is.
 */
export function wooStatus(label: string, published: string, visibility: string): Parsed<ProductStatus> {
  if (!['', '1', '0', '-1', '2'].includes(published)) return { problem: `${label} "${published}" is not one of 1, 0, -1 or 2` };
  if (published !== '' && published !== '1') return { value: 'draft' };
  return { value: visibility.toLowerCase() === 'hidden' ? 'hidden' : 'active' };
}

export type WooStock = { stock: number | null; inventory: InventoryPolicy };

/**
 * Stock is given only where WooCommerce manages the stock. Backorders allowed (1, or "notify") sells on
 * when out; unmanaged stock is untracked unless "In stock?" says 0 (none: a count of 0) or "backorder"
 * (sold on). A count below 0 is units owed on backorder: none are in hand.
 */
export function wooStock(label: string, cells: Pick<WooRow, 'stock' | 'inStock' | 'backorders'>): Parsed<WooStock> {
  const count = quantityCell(label, /^-\d{1,9}$/.test(cells.stock) ? '0' : cells.stock);
  if ('problem' in count) return count;
  const inStock = cells.inStock.toLowerCase();
  const stock = count.value ?? (inStock === '0' ? 0 : null);
  return { value: { stock, inventory: inventoryOf(cells.backorders.toLowerCase(), inStock, count.value) } };
}

function inventoryOf(backorders: string, inStock: string, count: number | null): InventoryPolicy {
  if (backorders === '1' || backorders === 'notify') return 'continue';
  if (count !== null || inStock === '0') return 'tracked';
  return inStock === 'backorder' ? 'continue' : 'untracked';
}

/** Categories lists paths ("Clothing > Hoodies, Decor"): the first is the product's, root first. */
export function wooCategoryPath(text: string): string[] {
  const [first = ''] = wooList(text);
  return categoryPathCell(first);
}

/** Images lists the picture's address, then the gallery's: positions 1, 2, 3 ..., each address once. */
export function wooImages(label: string, text: string): Parsed<ImportedImage[]> {
  const urls = [...new Set(wooList(text))];
  if (urls.length > MAX_IMAGES) return { problem: `A product can have at most ${MAX_IMAGES} images` };
  const images: ImportedImage[] = [];
  for (const address of urls) {
    const url = imageUrlCell(label, address);
    if ('problem' in url) return url;
    if (url.value) images.push({ url: url.value, position: images.length + 1, alt: null });
  }
  return { value: images };
}

/** A variation's Type may also say "downloadable" or "virtual": it is a variation all the same. */
export const isVariationType = (type: string) => wooList(type.toLowerCase()).includes('variation');
