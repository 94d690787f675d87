import { splitTags } from '@/lib/schemas/product';
import { amountCell, categoryCells, imageUrlCell, type Parsed, positionCell, quantityCell, statusCells } from './cell-values';
import type { ImportedImage, ImportedProduct, ImportedVariant, InventoryPolicy, RowProblem } from './imported-product';
import { ProductOptions } from './product-options';
import type { ColumnMap } from './shopify-columns';
import type { ShopifyRow } from './shopify-row';

// The rows of one product, gathered as the file gives them. Shopify's layout: the first row carries
// the product (Title, Body, options' names ...) and its first variant; each following row with the
// same handle carries one more variant (it has option values) and/or one more image. A product with
// any refused row is refused whole, with one RowProblem per reason.

/** Shopify's own maximum. */
export const MAX_VARIANTS = 2048;
/** Shopify's own maximum of pictures per product; it also bounds what one product holds in memory. */
export const MAX_IMAGES = 250;

type ProductFields = Omit<ImportedProduct, 'row' | 'handle' | 'options' | 'variants' | 'images'>;
type PendingImage = { url: string; position: number | null; alt: string | null };

export class ProductRows {
  private readonly problems: RowProblem[] = [];
  private readonly fields: ProductFields | null;
  private readonly options: ProductOptions;
  private readonly variants: ImportedVariant[] = [];
  private variantRows = 0;
  private readonly images: PendingImage[] = [];
  private readonly imageUrls = new Set<string>();
  private tooManyImages = false;

  constructor(
    private readonly columns: ColumnMap,
    readonly handle: string,
    readonly row: number,
    first: ShopifyRow,
  ) {
    this.fields = this.readFields(first);
    this.options = new ProductOptions(columns, first);
    this.report(row, this.options.problems);
    // The first row always holds the first variant.
    this.addVariant(row, first);
    this.addImage(row, first);
  }

  /** A following row of the same product. */
  add(row: number, cells: ShopifyRow): void {
    if (this.isVariantRow(cells)) this.addVariant(row, cells);
    this.addImage(row, cells);
  }

  /** The product, or why it is refused. */
  finish(): ImportedProduct | RowProblem[] {
    if (this.problems.length > 0 || !this.fields) return this.problems.toSorted((a, b) => a.row - b.row);
    if (this.variants.length === 0) return [this.problem(this.row, 'The product has no variant with a price')];
    return { row: this.row, handle: this.handle, ...this.fields, options: this.options.options, variants: this.variants, images: this.orderedImages() };
  }

  private problem(row: number, message: string): RowProblem {
    return { row, handle: this.handle, message };
  }

  private report(row: number, messages: readonly string[]): undefined {
    for (const message of messages) this.problems.push(this.problem(row, message));
    return undefined;
  }

  private check<T>(row: number, parsed: Parsed<T>): T | undefined {
    if ('problem' in parsed) {
      this.problems.push(this.problem(row, parsed.problem));
      return undefined;
    }
    return parsed.value;
  }

  private readFields(first: ShopifyRow): ProductFields | null {
    const { label } = this.columns;
    if (first.title === '') {
      this.problems.push(this.problem(this.row, `The first row of a product needs a ${label.title}`));
      return null;
    }
    const status = this.check(this.row, statusCells(label.status, first.status, first.published));
    if (status === undefined) return null;
    const categoryPath = categoryCells(first.type, first.productCategory);
    return {
      title: first.title,
      bodyHtml: first.bodyHtml === '' ? null : first.bodyHtml,
      category: categoryPath.at(-1) ?? null,
      categoryPath,
      tags: splitTags(first.tags),
      status,
    };
  }

  /** Rows after the first that carry option values or any variant field are variants; the rest are images. */
  private isVariantRow(cells: ShopifyRow): boolean {
    return [
      cells.option1Value,
      cells.option2Value,
      cells.option3Value,
      cells.price,
      cells.compareAtPrice,
      cells.sku,
      cells.quantity,
      cells.variantImage,
      cells.cost,
    ].some((text) => text !== '');
  }

  private addVariant(row: number, cells: ShopifyRow): void {
    this.variantRows += 1;
    if (this.variantRows > MAX_VARIANTS) {
      // Said once; the rows past the cap are not kept.
      if (this.variantRows === MAX_VARIANTS + 1) {
        this.problems.push(this.problem(row, `A product can have at most ${MAX_VARIANTS.toLocaleString('en')} variants`));
      }
      return;
    }
    // Every cell is read before giving up, so that the row's every problem is told at once.
    const options = this.options.take(cells);
    const optionValues = 'values' in options ? options.values : this.report(row, options.problems);
    const prices = this.readPrices(row, cells);
    const stock = this.check(row, quantityCell(this.columns.label.quantity, cells.quantity));
    const imageUrl = this.check(row, imageUrlCell(this.columns.label.variantImage, cells.variantImage));
    const costKobo = this.check(row, amountCell(this.columns.label.cost, cells.cost, this.columns.decimalMark));
    if (optionValues === undefined || prices === undefined || stock === undefined || imageUrl === undefined || costKobo === undefined) return;
    this.variants.push({ row, optionValues, sku: cells.sku === '' ? null : cells.sku, ...prices, stock, imageUrl, ...(costKobo === null ? {} : { costKobo }), inventory: this.inventoryOf(cells) });
  }

  /**
   * Shopify counts a variant's stock only when its tracker names one (a file without the column is taken
   * as counted); "continue" (or TRUE in the current export) sells it on when the count is out.
   */
  private inventoryOf(cells: ShopifyRow): InventoryPolicy {
    if (this.columns.index.inventoryTracker !== undefined && cells.inventoryTracker === '') return 'untracked';
    const policy = cells.inventoryPolicy.toLowerCase();
    return policy === 'continue' || policy === 'true' ? 'continue' : 'tracked';
  }

  /**
   * Shopify's price is what the shopper pays and its compare-at the higher "was" price; the shop keeps
   * the regular price and a sale price below it.
   */
  private readPrices(row: number, cells: ShopifyRow): Pick<ImportedVariant, 'priceKobo' | 'salePriceKobo'> | undefined {
    const { label, decimalMark } = this.columns;
    const price = this.check(row, amountCell(label.price, cells.price, decimalMark));
    const compareAt = this.check(row, amountCell(label.compareAtPrice, cells.compareAtPrice, decimalMark));
    if (price === null) this.problems.push(this.problem(row, `${label.price} is empty: every variant needs a price`));
    if (price === undefined || price === null || compareAt === undefined) return undefined;
    return compareAt !== null && compareAt > price ? { priceKobo: compareAt, salePriceKobo: price } : { priceKobo: price, salePriceKobo: null };
  }

  private addImage(row: number, cells: ShopifyRow): void {
    const url = this.check(row, imageUrlCell(this.columns.label.imageSrc, cells.imageSrc));
    // Each URL once, the first time it comes; past the cap nothing more is kept.
    if (!url || this.imageUrls.has(url) || this.tooManyImages) return;
    if (this.images.length === MAX_IMAGES) {
      this.tooManyImages = true;
      this.problems.push(this.problem(row, `A product can have at most ${MAX_IMAGES} images`));
      return;
    }
    this.imageUrls.add(url);
    this.images.push({ url, position: positionCell(cells.imagePosition), alt: cells.imageAlt === '' ? null : cells.imageAlt });
  }

  /** By Image Position (file order where it is missing or the same), then numbered 1, 2, 3 ... */
  private orderedImages(): ImportedImage[] {
    return this.images
      .map((image, order) => ({ image, order }))
      .toSorted((a, b) => (a.image.position ?? Infinity) - (b.image.position ?? Infinity) || a.order - b.order)
      .map(({ image }, at) => ({ url: image.url, position: at + 1, alt: image.alt }));
  }
}
