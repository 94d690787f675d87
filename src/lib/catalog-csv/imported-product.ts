import type { ProductStatus } from '@/lib/constants';

// A catalogue in Shopify's product CSV, as read from the file (readShopifyCsv) and as written to it
// (shopifyCsvRows). Amounts are whole kobo; text is cleaned of control characters and trimmed.
// Matching categories, saving and fetching pictures are the server's.

/**
 * How a variant's stock is kept where it came from: counted ('tracked'); not counted at all (Shopify's blank
 * inventory tracker, WooCommerce without "Manage stock"); or counted but sold on when out ("continue
 * selling", backorders allowed). The preview asks how the shop sells the last two (made to order, or a count).
 */
export type InventoryPolicy = 'tracked' | 'untracked' | 'continue';

/** One of a product's options (Size, Fabric): at most 3, values in the order the file first gives them. */
export type ImportedOption = { name: string; values: string[] };

export type ImportedVariant = {
  /** 1-based line number in the file of the row that defined it (the header is row 1). */
  row: number;
  /** One value per option, in the product's option order; [] for a product without options. */
  optionValues: string[];
  sku: string | null;
  /** The regular price: Shopify's compare-at ("was") price when it is higher, else its price. */
  priceKobo: number;
  /** What the shopper pays when on sale (Shopify's price under a higher compare-at); null when not on sale. */
  salePriceKobo: number | null;
  /** null when the file gives no quantity. */
  stock: number | null;
  /** Variant Image. */
  imageUrl: string | null;
  /** Shopify's Cost per item, what one cost the shop; left out when the file gives none. */
  costKobo?: number;
  inventory: InventoryPolicy;
};

/** Positions run 1, 2, 3 ... in the order the file gives. */
export type ImportedImage = { url: string; position: number; alt: string | null };

export type ImportedProduct = {
  /** The product's first row. */
  row: number;
  /** Trimmed and lower-cased. */
  handle: string;
  title: string;
  bodyHtml: string | null;
  /** Type, or else the last level of Product Category ("Furniture > Sofas" -> "Sofas"). */
  category: string | null;
  /**
   * The category with the levels above it, root first, as the file gives them: Shopify's Type alone
   * (["Sofas"]) or its Product Category (["Furniture", "Sofas"]), WooCommerce's first Categories path.
   * [] when the file names none. Its last level is `category`.
   */
  categoryPath: string[];
  tags: string[];
  /** Shopify active -> active, draft -> draft, archived or unlisted -> hidden; Published FALSE without a Status -> draft. */
  status: ProductStatus;
  options: ImportedOption[];
  variants: ImportedVariant[];
  /** In position order, each URL once. */
  images: ImportedImage[];
};

/** A refused row (and so its whole product), with the reason in plain English. */
export type RowProblem = { row: number; handle: string | null; message: string };

/** What the reader yields, one product or one problem at a time. */
export type ImportedItem = ImportedProduct | RowProblem;

export function isRowProblem(item: ImportedItem): item is RowProblem {
  return 'message' in item;
}

/** A variant to write: as read, without its row. */
export type ExportedVariant = Omit<ImportedVariant, 'row' | 'inventory'>;

/** A product to write: the same shape as ImportedProduct without the row numbers. */
export type ExportedProduct = Omit<ImportedProduct, 'row' | 'variants' | 'categoryPath'> & { variants: ExportedVariant[] };
