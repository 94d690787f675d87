import 'server-only';
import { sql } from 'drizzle-orm';
import { db, getDatabase, queryRows, type DatabaseHandle } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { addBit, emptyBits, type BitSet } from '@/lib/bit-set';
import { storefrontVersion } from '@/server/storefront-cache';

// The live catalogue's filter columns (migration 0035) held in memory as bit sets, one per filter value,
// category, in stock, made to order and on sale, so the filter form's counts are a few ANDs and bit
// counts instead of a read of every listed piece (docs/decisions/0063-filter-counts-in-memory.md).
// The counts are the same for every shopper and change only when the catalogue does, so one index is
// kept per storefront version (src/server/storefront-cache.ts): the number every write that changes
// what shoppers see moves, here and, through Redis, on the other instances. The first count after such
// a write reads the live catalogue again; the page of products itself is read from the database each time.

export type FacetIndex = {
  /** How many live pieces; each is known by its position, 0 .. size-1. */
  size: number;
  positions: Map<string, number>;
  /** Pieces by their category's slug. */
  categories: Map<string, BitSet>;
  /** A category's slug with the slugs of its children (a category filter covers both). */
  covers: Map<string, string[]>;
  /** Pieces by filter value, keyed as in `facet_values` ('fabric=velvet'). */
  values: Map<string, BitSet>;
  inStock: BitSet;
  madeToOrder: BitSet;
  onSale: BitSet;
  fromPriceKobo: Float64Array;
  /** Each made-to-order piece's lead-time span in days (-1: none). */
  minDays: Int32Array;
  maxDays: Int32Array;
};

// One row per live piece, its filter values joined by a unit separator: reading 100,000 rows as plain
// text is about twice as fast as having the driver parse as many arrays.
type PieceRow = {
  id: string;
  category: string;
  facet_values: string;
  in_stock: boolean;
  min_days: number | null;
  max_days: number | null;
  on_sale: boolean;
  from_price_kobo: string;
};
const SEPARATOR = '\u001f';

const setOf = (sets: Map<string, BitSet>, key: string, size: number) => {
  let bits = sets.get(key);
  if (!bits) sets.set(key, (bits = emptyBits(size)));
  return bits;
};

async function buildFacetIndex(): Promise<FacetIndex> {
  const [rows, categoryRows] = await Promise.all([
    queryRows<PieceRow>(sql`
      select ${products.id} as id, ${products.category} as category,
             array_to_string(${products.facetValues}, ${SEPARATOR}) as facet_values, ${products.stockQuantity} > 0 as in_stock,
             ${products.madeToOrderMinDays} as min_days, ${products.madeToOrderMaxDays} as max_days,
             ${products.onSale} as on_sale, ${products.fromPriceKobo} as from_price_kobo
        from ${products} where ${products.status} = 'active'`),
    db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
  ]);
  const size = rows.length;
  const index: FacetIndex = {
    size,
    positions: new Map(),
    categories: new Map(),
    covers: new Map(),
    values: new Map(),
    inStock: emptyBits(size),
    madeToOrder: emptyBits(size),
    onSale: emptyBits(size),
    fromPriceKobo: new Float64Array(size),
    minDays: new Int32Array(size).fill(-1),
    maxDays: new Int32Array(size).fill(-1),
  };
  rows.forEach((row, at) => {
    index.positions.set(row.id, at);
    addBit(setOf(index.categories, row.category, size), at);
    if (row.facet_values) for (const key of row.facet_values.split(SEPARATOR)) addBit(setOf(index.values, key, size), at);
    if (row.in_stock) addBit(index.inStock, at);
    if (row.min_days !== null) {
      addBit(index.madeToOrder, at);
      index.minDays[at] = row.min_days;
      index.maxDays[at] = row.max_days ?? row.min_days;
    }
    if (row.on_sale) addBit(index.onSale, at);
    index.fromPriceKobo[at] = Number(row.from_price_kobo);
  });
  for (const category of categoryRows) {
    const children = categoryRows.filter((child) => child.parentId === category.id).map((child) => child.slug);
    index.covers.set(category.slug, [category.slug, ...children]);
  }
  return index;
}

let built: { database: DatabaseHandle; version: number; index: FacetIndex } | undefined;
let reading: Promise<void> | undefined;

/** Reads the index of the live catalogue as of now, labelled with the version it was read at. */
async function readIndex() {
  const database = getDatabase();
  const version = storefrontVersion();
  const index = await buildFacetIndex();
  built = { database, version, index };
}

/**
 * The index of the live catalogue, at least as new as the storefront version when asked. One read runs at
 * a time and every waiting count shares it: under a stream of orders (each one moves the version) the
 * counts wait for at most two reads, the one under way and one started after they asked.
 */
export async function facetIndex(): Promise<FacetIndex> {
  const database = getDatabase();
  const wanted = storefrontVersion();
  while (!(built && built.database === database && built.version >= wanted)) {
    reading ??= readIndex().finally(() => (reading = undefined));
    await reading;
  }
  return built.index;
}
