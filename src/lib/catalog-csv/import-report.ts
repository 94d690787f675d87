// What the catalogue import tells the admin (docs/decisions/0055-catalogue-import.md): the preview's
// plan before anything is written, and the import's outcome. Shared by the server and the screen.

import type { CategoryOption, MissingCategory } from './import-choices';
import type { ImportOrigin } from './read-catalogue-csv';

/** The largest file an import takes: some 50,000 rows of a Shopify export. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Where the Products screen sends the file; our HTTP server lets this path alone take MAX_IMPORT_BYTES (scripts/lib/body-limit.ts). */
export const CATALOGUE_IMPORT_PATH = '/admin/products/import';

/** The refusal of a file over MAX_IMPORT_BYTES, wherever it is refused. */
export const IMPORT_TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB, the most an import takes. Split it into smaller files.`;

export const IMPORT_KINDS = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type ImportCounts = Record<ImportKind, number>;

/**
 * A file's row whose count differs from the shop's, for a variant the shop has: the import keeps the
 * shop's count unless the admin sets stock from the file (docs/decisions/0068-stock-changes-by-difference.md).
 */
export type StockLine = {
  row: number;
  /** The variant's name ("3-seater / Linen"); null for a product without options. */
  variant: string | null;
  now: number;
  inFile: number;
  /** Units sold (online, in the showroom, by chat) since the file was exported; null when its name does not say when. */
  soldSinceExport: number | null;
};

/** The stock lines an entry lists at most. */
export const MAX_LISTED_STOCK_LINES = 20;

export type ImportEntry = {
  kind: ImportKind;
  /** The product's first row in the file. */
  row: number;
  handle: string | null;
  title: string | null;
  variants: number;
  /** What an update changes: 'name', 'prices', 'pictures' ...; 'stock' when the file's counts differ, which only "Set stock from the file" writes. */
  changes: string[];
  /** The rows whose count differs from the shop's (at most MAX_LISTED_STOCK_LINES), and how many more. */
  stock: StockLine[];
  stockUnlisted: number;
  /** Said of a product that is imported all the same. */
  notes: string[];
  /** Why a refused product is refused, each with its row. */
  problems: { row: number; message: string }[];
};

/** The entries listed at most: a long file is summed up by the counts, the first entries shown. */
export const MAX_LISTED_ENTRIES = 1000;

export type ImportPreview = {
  /** Names the kept file for the import that follows. */
  token: string;
  fileName: string;
  counts: ImportCounts;
  entries: ImportEntry[];
  /** Entries beyond MAX_LISTED_ENTRIES, not listed. */
  unlisted: number;
  /** Products whose only change is their stock: unchanged, unless the admin sets stock from the file. */
  stockOnly: number;
  /** When the file was exported (ISO), read from its name; null when the name does not say. */
  exportedAt: string | null;
  /** When the preview read the shop's counts (ISO): setting stock from the file refuses a count moved since. */
  previewedAt: string;
  /** Which platform's export the file is. */
  origin: ImportOrigin;
  /** The categories the file names that the shop lacks: the admin creates each or maps it to one of `categories`. */
  missingCategories: MissingCategory[];
  /** New products that name no category: they go to the category the admin picks. */
  uncategorised: number;
  /** The category products naming none went to on the last file of this platform. */
  rememberedUncategorised: string | null;
  /** The shop's categories, to map to. */
  categories: CategoryOption[];
  /** New variants their platform did not count, or sold on when out of stock: the admin says how they are sold. */
  uncounted: { untracked: number; continueSelling: number };
};

/** The plan's counts with the admin's choice: setting stock from the file updates the products whose only change is their stock. */
export function plannedCounts(preview: Pick<ImportPreview, 'counts' | 'stockOnly'>, stockFromFile: boolean): ImportCounts {
  if (!stockFromFile) return preview.counts;
  return { ...preview.counts, update: preview.counts.update + preview.stockOnly, unchanged: preview.counts.unchanged - preview.stockOnly };
}

export type ImportOutcome = {
  counts: ImportCounts;
  /** The refused products (at most MAX_LISTED_ENTRIES). */
  refused: ImportEntry[];
  /**
   * The pictures the job queue fetches after the import (docs/decisions/0055-catalogue-import.md, "Amendment:
   * pictures after the import"); the Products screen shows their progress and keeps their failures.
   */
  picturesToFetch: number;
};

export const emptyCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, refused: 0 });

/** "12 products to create, 3 to update, 2 refused". */
export function countsSentence(counts: ImportCounts, tense: 'plan' | 'done'): string {
  const products = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'product' : 'products'}`;
  const parts =
    tense === 'plan'
      ? [`${products(counts.create)} to create`, `${counts.update.toLocaleString('en')} to update`, `${counts.unchanged.toLocaleString('en')} unchanged`, `${counts.refused.toLocaleString('en')} refused`]
      : [`${products(counts.create)} created`, `${counts.update.toLocaleString('en')} updated`, `${counts.unchanged.toLocaleString('en')} unchanged`, `${counts.refused.toLocaleString('en')} refused`];
  return parts.join(', ');
}
