// @postgres: the search columns kept by the triggers of migration 0036, and trigram matching
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { resetDatabase } from '../helpers/reset-database';
import { newCategory, newProduct, newProductWithOptions } from '../helpers/factories';
import { db } from '@/server/db/client';
import { products, productVariants, websiteSettings } from '@/server/db/schema';
import { searchProducts } from '@/server/catalog/search-reads';
import { getShopFacets, listShopProducts } from '@/server/catalog/shop-reads';
import { parseShopParams, shopHref } from '@/lib/shop-options';
import { NO_SHOP_FILTERS } from '@/lib/shop-filters';
import { SEARCH_SYNONYMS_DEFAULT } from '@/lib/search/synonyms';

// Search that forgives (docs/decisions/0057-forgiving-search.md) against a real database: option values and
// SKUs kept searchable by the triggers of migration 0036, the ranking tiers, synonyms staff keep, typo
// corrections from the catalogue's words, and "Did you mean" when nothing matches.

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function catalogue() {
  await newCategory('Sofas');
  await newCategory('Curtains');
  await newCategory('Bedding');
  const lekki = await newProductWithOptions(
    { name: 'Lekki Sectional', category: 'sofas', priceKobo: 1_500_000_00, description: 'Deep seats for long evenings.' },
    [{ name: 'Fabric', values: ['Velvet', 'Linen'] }],
    [
      { values: ['Velvet'], sku: 'AL-SOF-003-VEL', stockQuantity: 2 },
      { values: ['Linen'], sku: 'AL-SOF-003-LIN', stockQuantity: 1 },
    ],
  );
  await newProduct({ name: 'Ikoyi Velvet Sofa', category: 'sofas', priceKobo: 1_250_000_00 });
  await newProduct({ name: 'Yaba Loveseat', category: 'sofas', priceKobo: 580_000_00, description: 'A small sofa for a small room.' });
  await newProduct({ name: 'Adire Blackout Curtains', category: 'curtains', priceKobo: 95_000_00 });
  await newProduct({ name: 'Aso Oke Comforter', category: 'bedding', priceKobo: 65_000_00 });
  await newProduct({ name: 'Velvet Cushion', category: 'sofas', priceKobo: 15_000_00, status: 'draft' });
  return { lekki };
}

const names = async (query: string) => (await searchProducts(query)).results.map((result) => result.name);

beforeEach(() => resetDatabase());

/** The shop's synonyms as staff saved them in Website Settings. */
const keepSynonyms = (searchSynonyms: string) =>
  db.insert(websiteSettings).values({ id: 1, siteName: 'Adire Living', searchSynonyms }).onConflictDoUpdate({ target: websiteSettings.id, set: { searchSynonyms } });

describe('what search looks in', () => {
  it('finds a piece by an option value and by a SKU, its own or a variant’s', async () => {
    const { lekki } = await catalogue();
    await db.update(products).set({ sku: 'AL-SOF-003' }).where(eq(products.id, lekki.id));
    expect(await names('linen')).toEqual(['Lekki Sectional']);
    expect(await names('AL-SOF-003')).toEqual(['Lekki Sectional']);
    expect(await names('al-sof-003-lin')).toEqual(['Lekki Sectional']);
    // Every word must match somewhere: "velvet" in an option, "sectional" in the name.
    expect(await names('velvet sectional')).toEqual(['Lekki Sectional']);
  });

  it('follows the variants: an archived value or a changed SKU is searched no more', async () => {
    const { lekki } = await catalogue();
    const linen = lekki.variants.find((v) => v.option1 === 'Linen')!;
    await db.update(productVariants).set({ sku: 'AL-SOF-003-FLAX' }).where(eq(productVariants.id, linen.id));
    expect(await names('al-sof-003-flax')).toEqual(['Lekki Sectional']);
    await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.id, linen.id));
    expect(await names('flax')).toEqual([]);
    expect(await names('linen')).toEqual([]);
  });

  it('ranks a match in the name first, then in an option value, then in the description; drafts never show', async () => {
    await catalogue();
    // Velvet: in Ikoyi's name, in the Lekki sectional's Fabric option; the cushion is a draft.
    expect(await names('velvet')).toEqual(['Ikoyi Velvet Sofa', 'Lekki Sectional']);
    // Sofa: in Ikoyi's name, in the loveseat's description and in the sectional's category.
    expect(await names('sofa')).toEqual(['Ikoyi Velvet Sofa', 'Lekki Sectional', 'Yaba Loveseat']);
  });
});

describe('synonyms', () => {
  it('finds the sofas for couch and settee, and curtains for drapes, from the synonyms a new shop starts with', async () => {
    await catalogue();
    // A shop that has not saved its settings yet has them; one that did was saved with them.
    expect(await names('couch')).toEqual(await names('sofa'));
    await keepSynonyms(SEARCH_SYNONYMS_DEFAULT);
    expect(await names('couch')).toEqual(await names('sofa'));
    expect(await names('settees')).toEqual(await names('sofa'));
    expect(await names('drapes')).toEqual(['Adire Blackout Curtains']);
    // Both ways: the group's every word finds the others.
    expect(await names('duvet')).toEqual(['Aso Oke Comforter']);
  });

  it('follows what staff keep: a group removed finds nothing, a group added finds at once', async () => {
    await catalogue();
    await keepSynonyms('duvet, comforter');
    expect(await names('couch')).toEqual([]);
    await keepSynonyms('duvet, comforter\nsofa, chesterfield');
    expect(await names('chesterfield')).toEqual(await names('sofa'));
  });
});

describe('typing mistakes', () => {
  it('corrects a word the catalogue does not use to the nearest one it does', async () => {
    await catalogue();
    expect(await names('sofer')).toEqual(await names('sofa'));
    expect(await names('curtian')).toEqual(['Adire Blackout Curtains']);
    expect(await names('velvet sectionl')).toEqual(['Lekki Sectional']);
    // A misspelt synonym is corrected, then means what the synonym means.
    expect(await names('couhc')).toEqual(await names('sofa'));
  });

  it('does not correct a short word by itself: "bad" is not taken for "bed", only offered', async () => {
    await newCategory('Beds');
    await newProduct({ name: 'Eko Bed', category: 'beds', priceKobo: 600_000_00 });
    expect(await searchProducts('bad')).toEqual({ results: [], didYouMean: 'bed' });
  });

  it('offers the nearest word when even a correction finds nothing, and nothing when no word is near', async () => {
    await catalogue();
    // Two edits from "sofa" are corrected; three are too far to correct by itself, near enough to ask.
    expect(await names('sopha')).toEqual(await names('sofa'));
    expect(await searchProducts('zopha')).toEqual({ results: [], didYouMean: 'sofa' });
    expect(await searchProducts('lekki zopha')).toEqual({ results: [], didYouMean: 'lekki sofa' });
    expect(await searchProducts('velvet xylophone')).toEqual({ results: [], didYouMean: null });
  });

  it('learns a new piece’s words: a word added to the catalogue is corrected to at once', async () => {
    await catalogue();
    expect(await names('ottomon')).toEqual([]);
    await newProduct({ name: 'Leather Ottoman', category: 'sofas', priceKobo: 120_000_00 });
    expect(await names('ottomon')).toEqual(['Leather Ottoman']);
  });
});

describe('search results on /shop, with its filters', () => {
  const FILTERS = ['Fabric'];
  const shopList = async (query: string, filters = NO_SHOP_FILTERS) => {
    const list = await listShopProducts({ query, filters, optionNames: FILTERS, counts: true });
    return { names: list.products.map((product) => product.name), total: list.total, facets: list.facets };
  };

  it('lists every match as the search dialog finds them, a match in the name first, with typing mistakes and synonyms', async () => {
    await catalogue();
    const sofas = await shopList('sofa');
    // Ikoyi by its name; Lekki by its category, Yaba by its description, newest first; never the draft.
    expect(sofas.names[0]).toBe('Ikoyi Velvet Sofa');
    expect(sofas.names.slice(1).sort()).toEqual(['Lekki Sectional', 'Yaba Loveseat']);
    expect(sofas.total).toBe(3);
    for (const query of ['sofer', 'couch']) {
      const found = await shopList(query);
      expect(found.names[0], query).toBe('Ikoyi Velvet Sofa');
      expect([...found.names].sort(), query).toEqual([...sofas.names].sort());
      expect(found.total, query).toBe(3);
    }
    expect((await shopList('drapes')).names).toEqual(['Adire Blackout Curtains']);
    expect(await shopList('qwertyuiop')).toMatchObject({ names: [], total: 0 });
  });

  it('narrows a search with the filters, and counts each value among the matches only', async () => {
    await catalogue();
    const all = await shopList('velvet');
    expect(all.names.sort()).toEqual(['Ikoyi Velvet Sofa', 'Lekki Sectional']);
    // Only the Lekki sectional is offered in fabrics: its two values, one piece each.
    expect(all.facets.options[0]!.values).toEqual([
      { value: 'linen', count: 1 },
      { value: 'velvet', count: 1 },
    ]);
    const velvet = await shopList('couch', { ...NO_SHOP_FILTERS, options: { fabric: ['velvet'] } });
    expect(velvet).toMatchObject({ names: ['Lekki Sectional'], total: 1 });
    // The panel's counts (/api/shop-facets) read the same list.
    const facets = await getShopFacets({ category: null, query: 'couch', filters: NO_SHOP_FILTERS, optionNames: FILTERS });
    expect(facets.options[0]!.values.map((value) => value.value)).toEqual(['linen', 'velvet']);
    expect((await getShopFacets({ category: 'curtains', query: 'couch', filters: NO_SHOP_FILTERS, optionNames: FILTERS })).options[0]!.values).toEqual([]);
  });

  it('is one URL per search: spaces and capitals do not make another list', () => {
    const params = parseShopParams({ q: '  Velvet \t SOFA ', fabric: 'Velvet', category: 'sofas' }, FILTERS);
    expect(params.query).toBe('velvet sofa');
    expect(shopHref(params)).toBe('/shop?category=sofas&q=velvet+sofa&fabric=velvet');
    expect(parseShopParams({ q: '   ' }).query).toBeNull();
  });
});
