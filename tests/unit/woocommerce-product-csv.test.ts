import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/lib/csv';
import { type ImportedItem, type ImportedProduct, isRowProblem } from '@/lib/catalog-csv/imported-product';
import { MAX_VARIANTS } from '@/lib/catalog-csv/product-rows';
import { catalogueOriginOf, readCatalogueCsv } from '@/lib/catalog-csv/read-catalogue-csv';
import { readShopifyCsv } from '@/lib/catalog-csv/read-shopify-csv';
import { readWooCommerceCsv } from '@/lib/catalog-csv/read-woocommerce-csv';

// WooCommerce's product CSV in (src/lib/catalog-csv/read-woocommerce-csv.ts): simple and variable
// products, the kinds left out, variations joined to their product wherever they are, "any" values,
// stock and backorders, categories and images; and the reader chosen by the file's header.

// ---------- A file as WooCommerce's exporter writes it ----------

/** The exporter's header: its default columns, four attributes and a meta column. */
const HEADER = [
  'ID', 'Type', 'SKU', 'GTIN, UPC, EAN, or ISBN', 'Name', 'Published', 'Is featured?', 'Visibility in catalog',
  'Short description', 'Description', 'Date sale price starts', 'Date sale price ends', 'Tax status', 'Tax class',
  'In stock?', 'Stock', 'Low stock amount', 'Backorders allowed?', 'Sold individually?', 'Weight (kg)', 'Length (cm)',
  'Width (cm)', 'Height (cm)', 'Allow customer reviews?', 'Purchase note', 'Sale price', 'Regular price', 'Categories',
  'Tags', 'Shipping class', 'Images', 'Download limit', 'Download expiry days', 'Parent', 'Grouped products', 'Upsells',
  'Cross-sells', 'External URL', 'Button text', 'Position',
  ...[1, 2, 3, 4].flatMap((n) => [`Attribute ${n} name`, `Attribute ${n} value(s)`, `Attribute ${n} visible`, `Attribute ${n} global`]),
  'Meta: _wpcom_is_markdown',
];

type Row = Record<string, string>;

/** As PHP's fputcsv writes a cell: quoted when it holds a comma, a quote, a space or a line break. */
function csvLine(cells: readonly string[], eol: string): string {
  return cells.map((cell) => (/[", \t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',') + eol;
}

function wooFile(rows: readonly Row[], header: readonly string[] = HEADER, eol = '\n'): string {
  return csvLine(header, eol) + rows.map((row) => csvLine(header.map((name) => row[name] ?? ''), eol)).join('');
}

/** A row's attributes, numbered in order: [name, value(s)] pairs. */
function attributes(...pairs: [string, string][]): Row {
  return Object.fromEntries(
    pairs.flatMap(([name, value], at) => [
      [`Attribute ${at + 1} name`, name],
      [`Attribute ${at + 1} value(s)`, value],
      [`Attribute ${at + 1} visible`, '1'],
      [`Attribute ${at + 1} global`, '1'],
    ]),
  );
}

const image = (name: string) => `https://shop.example/wp-content/uploads/2025/01/${name}`;

/** What every exported row carries that the shop ignores. */
const EXPORTED = { 'Is featured?': '0', 'Tax status': 'taxable', 'Sold individually?': '0', 'Allow customer reviews?': '1', 'Meta: _wpcom_is_markdown': '1' };

const CATALOGUE: Row[] = [
  // 2: a variation before its product, which it names by SKU.
  {
    ...EXPORTED, ID: '11', Type: 'variation', SKU: 'IK-2-LIN', Name: 'Ikoyi Sofa - 2-seater, Linen', Published: '1', 'In stock?': '1',
    Stock: '3', 'Backorders allowed?': '0', 'Regular price': '450000', Images: image('ikoyi-linen.jpg'), Parent: 'IK-SOFA', Position: '1',
    ...attributes(['Size', '2-seater'], ['Fabric', 'Linen']),
  },
  // 3: the variable product. Frame is on no variation: it only describes the sofa. Leather is on none either.
  {
    ...EXPORTED, ID: '10', Type: 'variable', SKU: 'IK-SOFA', Name: 'Ikoyi Sofa', Published: '1', 'Visibility in catalog': 'visible',
    'Short description': 'A deep sofa.', Description: 'Deep seats, feather cushions.\\nMade in Lagos.', 'In stock?': '1',
    'Backorders allowed?': '0', Categories: 'Furniture > Living Room > Sofas, Sale', Tags: 'sofa, living room, Sofa',
    Images: `${image('ikoyi-front.jpg')}, ${image('ikoyi-side.jpg')}, ${image('ikoyi-front.jpg')}`, Position: '0',
    ...attributes(['Size', '2-seater, 3-seater'], ['Fabric', 'Linen, Velvet, Leather'], ['Frame', 'Hardwood']),
  },
  // 4: on sale; stock not managed, backorders allowed.
  {
    ...EXPORTED, ID: '12', Type: 'variation', SKU: 'IK-3-VEL', Name: 'Ikoyi Sofa - 3-seater, Velvet', Published: '1', 'In stock?': '1',
    'Backorders allowed?': '1', 'Sale price': '650000', 'Regular price': '690000', Parent: 'IK-SOFA', Position: '2',
    ...attributes(['Size', '3-seater'], ['Fabric', 'Velvet']),
  },
  // 5: a private simple product, only a short description; its sale price is not below its price.
  {
    ...EXPORTED, ID: '13', Type: 'simple', SKU: 'AD-CUSH', Name: 'Adire Cushion', Published: '0', 'Visibility in catalog': 'visible',
    'Short description': 'Hand-dyed adire cover.', 'In stock?': '1', Stock: '12', 'Backorders allowed?': '0', 'Sale price': '30000',
    'Regular price': '25000', Categories: 'Decor', Images: image('cushion.jpg'), Position: '0', ...attributes(['Colour', 'Indigo']),
  },
  // 6: hidden from the catalogue; out of stock without a count; a category name with a comma.
  {
    ...EXPORTED, ID: '14', Type: 'simple', SKU: 'LK-CHAIR', Name: 'Lekki Chair', Published: '1', 'Visibility in catalog': 'hidden',
    Description: '<p>Solid oak.</p>\\n<p>Made to order.</p>', 'In stock?': '0', 'Backorders allowed?': '0', 'Sale price': '70000',
    'Regular price': '85000', Categories: 'Furniture > Chairs\\, Stools & Benches, Outdoor', Position: '0',
  },
  // 7: a variable product without a SKU: its variations name it by id:20.
  {
    ...EXPORTED, ID: '20', Type: 'variable', Name: 'Oko Shelf', Published: '1', 'Visibility in catalog': 'catalog', Description: 'Wall shelf.',
    'In stock?': '1', 'Backorders allowed?': '0', Categories: 'Furniture > Storage', Images: image('shelf.jpg'), Position: '0',
    ...attributes(['Finish', 'Oak, Walnut'], ['Size', 'Small, Large']),
  },
  // 8: any Size, five in stock between them.
  {
    ...EXPORTED, ID: '21', Type: 'variation', SKU: 'OKO-OAK', Name: 'Oko Shelf - Oak', Published: '1', 'In stock?': '1', Stock: '5',
    'Backorders allowed?': '0', 'Regular price': '120000', Parent: 'id:20', Position: '2', ...attributes(['Finish', 'Oak'], ['Size', '']),
  },
  // 9: oversold on backorder (a count below 0), first in WooCommerce's order.
  {
    ...EXPORTED, ID: '22', Type: 'variation', SKU: 'OKO-WAL-L', Name: 'Oko Shelf - Walnut, Large', Published: '1', 'In stock?': 'backorder',
    Stock: '-2', 'Backorders allowed?': 'notify', 'Regular price': '150000', Images: `${image('shelf-walnut.jpg')}, ${image('shelf-2.jpg')}`,
    Parent: 'id:20', Position: '1', ...attributes(['Finish', 'Walnut'], ['Size', 'Large']),
  },
  // 10-12: the kinds the shop leaves out.
  { ...EXPORTED, ID: '30', Type: 'grouped', SKU: 'SET', Name: 'Living Room Set', Published: '1', 'Grouped products': 'IK-SOFA, AD-CUSH' },
  { ...EXPORTED, ID: '31', Type: 'external', Name: 'Designer Lamp', Published: '1', 'Regular price': '99000', 'External URL': 'https://lamps.example/x', 'Button text': 'Buy' },
  { ...EXPORTED, ID: '32', Type: 'simple, downloadable, virtual', SKU: 'CARE', Name: 'Care Guide', Published: '1', 'Regular price': '500' },
  // 13-14: four attributes its variation is chosen by.
  {
    ...EXPORTED, ID: '40', Type: 'variable', SKU: 'EKO', Name: 'Eko Table', Published: '1', Position: '0',
    ...attributes(['Shape', 'Round'], ['Wood', 'Iroko'], ['Size', '4-seater'], ['Finish', 'Matte']),
  },
  {
    ...EXPORTED, ID: '41', Type: 'variation', Name: 'Eko Table - Round', Published: '1', 'Regular price': '300000', Parent: 'EKO',
    ...attributes(['Shape', 'Round'], ['Wood', 'Iroko'], ['Size', '4-seater'], ['Finish', 'Matte']),
  },
  // 15: a variation whose product is not in the file.
  { ...EXPORTED, ID: '51', Type: 'variation', Name: 'Gone - Red', Published: '1', 'Regular price': '1000', Parent: 'NO-SUCH', ...attributes(['Colour', 'Red']) },
  // 16: the same name again; a draft; stock not managed; a tag with a comma.
  {
    ...EXPORTED, ID: '60', Type: 'simple', SKU: 'AD-CUSH-L', Name: 'Adire Cushion', Published: '-1', 'In stock?': '1', 'Backorders allowed?': '0',
    'Regular price': '32000', Tags: 'gift\\, boxed, cushion', Position: '0',
  },
  // 17: stock not managed, backorders allowed; kobo in the price.
  { ...EXPORTED, ID: '61', Type: 'simple', Name: 'Ofada Bench', Published: '1', 'In stock?': '1', 'Backorders allowed?': '1', 'Regular price': '1250.50' },
];

const EXPECTED: ImportedItem[] = [
  {
    row: 5,
    handle: 'adire-cushion',
    title: 'Adire Cushion',
    bodyHtml: 'Hand-dyed adire cover.',
    category: 'Decor',
    categoryPath: ['Decor'],
    tags: [],
    status: 'draft',
    options: [],
    variants: [{ row: 5, optionValues: [], sku: 'AD-CUSH', priceKobo: 2_500_000, salePriceKobo: null, stock: 12, imageUrl: null, inventory: 'tracked' }],
    images: [{ url: image('cushion.jpg'), position: 1, alt: null }],
  },
  {
    row: 6,
    handle: 'lekki-chair',
    title: 'Lekki Chair',
    bodyHtml: '<p>Solid oak.</p>\n<p>Made to order.</p>',
    category: 'Chairs, Stools & Benches',
    categoryPath: ['Furniture', 'Chairs, Stools & Benches'],
    tags: [],
    status: 'hidden',
    options: [],
    variants: [{ row: 6, optionValues: [], sku: 'LK-CHAIR', priceKobo: 8_500_000, salePriceKobo: 7_000_000, stock: 0, imageUrl: null, inventory: 'tracked' }],
    images: [],
  },
  { row: 10, handle: 'living-room-set', message: 'Grouped products are left out: the shop sells each piece on its own' },
  { row: 11, handle: 'designer-lamp', message: 'External/affiliate products are left out: the shop sells only its own pieces' },
  { row: 12, handle: 'care-guide', message: 'Downloadable and virtual products are left out: the shop sells pieces it delivers' },
  {
    row: 16,
    handle: 'adire-cushion-2',
    title: 'Adire Cushion',
    bodyHtml: null,
    category: null,
    categoryPath: [],
    tags: ['gift, boxed', 'cushion'],
    status: 'draft',
    options: [],
    variants: [{ row: 16, optionValues: [], sku: 'AD-CUSH-L', priceKobo: 3_200_000, salePriceKobo: null, stock: null, imageUrl: null, inventory: 'untracked' }],
    images: [],
  },
  {
    row: 17,
    handle: 'ofada-bench',
    title: 'Ofada Bench',
    bodyHtml: null,
    category: null,
    categoryPath: [],
    tags: [],
    status: 'active',
    options: [],
    variants: [{ row: 17, optionValues: [], sku: null, priceKobo: 125_050, salePriceKobo: null, stock: null, imageUrl: null, inventory: 'continue' }],
    images: [],
  },
  // Variable products come once the file has ended, in file order, with the variations that had no product.
  {
    row: 3,
    handle: 'ikoyi-sofa',
    title: 'Ikoyi Sofa',
    bodyHtml: 'Deep seats, feather cushions.<br>Made in Lagos.',
    category: 'Sofas',
    categoryPath: ['Furniture', 'Living Room', 'Sofas'],
    tags: ['sofa', 'living room'],
    status: 'active',
    options: [
      { name: 'Size', values: ['2-seater', '3-seater'] },
      { name: 'Fabric', values: ['Linen', 'Velvet'] },
    ],
    variants: [
      { row: 2, optionValues: ['2-seater', 'Linen'], sku: 'IK-2-LIN', priceKobo: 45_000_000, salePriceKobo: null, stock: 3, imageUrl: image('ikoyi-linen.jpg'), inventory: 'tracked' },
      { row: 4, optionValues: ['3-seater', 'Velvet'], sku: 'IK-3-VEL', priceKobo: 69_000_000, salePriceKobo: 65_000_000, stock: null, imageUrl: null, inventory: 'continue' },
    ],
    images: [
      { url: image('ikoyi-front.jpg'), position: 1, alt: null },
      { url: image('ikoyi-side.jpg'), position: 2, alt: null },
    ],
  },
  {
    row: 7,
    handle: 'oko-shelf',
    title: 'Oko Shelf',
    bodyHtml: 'Wall shelf.',
    category: 'Storage',
    categoryPath: ['Furniture', 'Storage'],
    tags: [],
    status: 'active',
    options: [
      { name: 'Finish', values: ['Oak', 'Walnut'] },
      { name: 'Size', values: ['Small', 'Large'] },
    ],
    variants: [
      { row: 9, optionValues: ['Walnut', 'Large'], sku: 'OKO-WAL-L', priceKobo: 15_000_000, salePriceKobo: null, stock: 0, imageUrl: image('shelf-walnut.jpg'), inventory: 'continue' },
      // Any Size: one variant per size, sharing the five, neither taking the variation's SKU.
      { row: 8, optionValues: ['Oak', 'Small'], sku: null, priceKobo: 12_000_000, salePriceKobo: null, stock: 3, imageUrl: null, inventory: 'tracked' },
      { row: 8, optionValues: ['Oak', 'Large'], sku: null, priceKobo: 12_000_000, salePriceKobo: null, stock: 2, imageUrl: null, inventory: 'tracked' },
    ],
    images: [{ url: image('shelf.jpg'), position: 1, alt: null }],
  },
  { row: 13, handle: 'eko-table', message: 'A product can have at most 3 options, and its variations are chosen by 4: Shape, Wood, Size, Finish' },
  { row: 15, handle: null, message: "The variation's parent NO-SUCH is not in this file" },
];

// ---------- Reading helpers ----------

/** The text in chunks of `size` characters, as a request body arrives. */
async function* inChunks(text: string, size = 50): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** The text as UTF-8 bytes in chunks of `size`, cutting through multi-byte characters. */
async function* inByteChunks(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function collect(items: AsyncIterable<ImportedItem>): Promise<ImportedItem[]> {
  const all: ImportedItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const readAll = (file: string) => collect(readWooCommerceCsv(inChunks(file)));
const productsOf = (items: readonly ImportedItem[]) => items.filter((item): item is ImportedProduct => !isRowProblem(item));

/** A short file with only the columns a test needs. */
const SHORT_HEADER = 'ID,Type,SKU,Name,Published,Visibility in catalog,Description,In stock?,Stock,Backorders allowed?,Sale price,Regular price,Images,Parent,Position,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s)';
const shortFile = (...rows: string[]) => [SHORT_HEADER, ...rows, ''].join('\n');

// ---------- Reading WooCommerce's files ----------

describe('readWooCommerceCsv: a file from WooCommerce', () => {
  it('reads simple and variable products, refusing the kinds the shop does not sell, with every reason', async () => {
    expect(await readAll(CSV_BOM + wooFile(CATALOGUE))).toEqual(EXPECTED);
  });

  it('reads the same with CRLF line ends, fed one byte at a time', async () => {
    expect(await collect(readWooCommerceCsv(inByteChunks(CSV_BOM + wooFile(CATALOGUE, HEADER, '\r\n'), 1)))).toEqual(EXPECTED);
  });

  it('yields a simple product before the file has ended', async () => {
    let lastChunkGiven = false;
    async function* file(): AsyncGenerator<string> {
      yield `${SHORT_HEADER}\n1,simple,A,Stool,1,,,1,,0,,1000,,,0\n`;
      yield '2,simple,B,Bench,1,,,1,,0,,2000,,,0\n';
      lastChunkGiven = true;
    }
    for await (const item of readWooCommerceCsv(file())) {
      expect(item).toMatchObject({ handle: 'stool' });
      expect(lastChunkGiven).toBe(false);
      break;
    }
  });
});

describe('readWooCommerceCsv: variations', () => {
  it('refuses a product whose variations are wrong, with every reason, and names no variant of it', async () => {
    const file = shortFile(
      '1,variable,MAT,Mat,1,,,1,,0,,,,,0,Size,"Small, Large",Colour,"Red, Blue"',
      '2,variation,,Mat - Small Red,1,,,1,,0,,,,MAT,0,Size,Small,Colour,Red', // no price
      '3,variation,,Mat - Huge Red,1,,,1,,0,,100,,MAT,0,Size,Huge,Colour,Red', // a size the mat does not list
      '4,variation,,Mat - Small,1,,,1,,0,,100,,MAT,0,Size,Small,Colour,', // any colour: Small Red again
      '5,"variation, virtual",,Mat - Large Red,1,,,1,,0,,100,,MAT,0,Size,Large,Colour,Red',
      '6,variation,,Mat - Large Blue,1,,,1,,0,,100,,MAT,0,Size,Large,Weave,Flat',
    );
    expect(await readAll(file)).toEqual([
      { row: 3, handle: 'mat', message: 'Regular price is empty: every variation needs a price' },
      { row: 4, handle: 'mat', message: 'Size "Huge" is not one of the values its product lists (Small, Large)' },
      { row: 6, handle: 'mat', message: 'Downloadable and virtual products are left out: the shop sells pieces it delivers' },
      { row: 7, handle: 'mat', message: "The variation's attribute Weave is not one its product lists" },
    ]);
  });

  it('refuses the same combination twice, an "any" variation overlapping another among them', async () => {
    const file = shortFile(
      '1,variable,MAT,Mat,1,,,1,,0,,,,,0,Size,"Small, Large",Colour,"Red, Blue"',
      '2,variation,,Mat - Small Red,1,,,1,,0,,100,,MAT,1,Size,small,Colour,RED',
      '3,variation,,Mat - Small,1,,,1,,0,,100,,MAT,2,Size,Small,Colour,',
    );
    expect(await readAll(file)).toEqual([{ row: 4, handle: 'mat', message: 'The same combination appears twice: Size Small / Colour Red' }]);
  });

  it(`refuses a variation for "any" value that would take the product past ${MAX_VARIANTS.toLocaleString('en')} variants, without spelling them out`, async () => {
    const values = Array.from({ length: 50 }, (_, at) => `V${at + 1}`).join(', ');
    const file = shortFile(`1,variable,BIG,Big,1,,,1,,0,,,,,0,Width,"${values}",Depth,"${values}"`, '2,variation,,Big - any,1,,,1,,0,,100,,BIG,0,Width,,Depth,');
    expect(await readAll(file)).toEqual([{ row: 3, handle: 'big', message: 'A product can have at most 2,048 variants' }]);
  });

  it('shares the stock its product keeps (Stock "parent") among the variations, and reads their backorders from it', async () => {
    const file = shortFile(
      '1,variable,RUG,Rug,1,,,1,7,notify,,,,,0,Size,"Small, Large",,',
      '2,variation,,Rug - Small,1,,,1,parent,0,,100,,RUG,0,Size,Small,,',
      '3,variation,,Rug - Large,1,,,1,parent,0,,200,,RUG,0,Size,Large,,',
    );
    const [rug] = productsOf(await readAll(file));
    expect(rug?.variants.map(({ optionValues, stock, inventory }) => ({ optionValues, stock, inventory }))).toEqual([
      { optionValues: ['Small'], stock: 4, inventory: 'continue' },
      { optionValues: ['Large'], stock: 3, inventory: 'continue' },
    ]);
  });

  it('refuses a variation whose parent is not a variable product or is not named, and a variable product without variations', async () => {
    const file = shortFile(
      '1,simple,STOOL,Stool,1,,,1,,0,,100,,,0,,,,',
      '2,variable,MAT,Mat,1,,,1,,0,,,,,0,Size,Small,,',
      '3,variation,,Stool - Red,1,,,1,,0,,100,,STOOL,0,Colour,Red,,',
      '4,variation,,Who - Red,1,,,1,,0,,100,,,0,Colour,Red,,',
    );
    expect(await readAll(file)).toEqual([
      expect.objectContaining({ handle: 'stool' }),
      { row: 3, handle: 'mat', message: 'The variable product has no variations in this file' },
      { row: 4, handle: null, message: "The variation's parent STOOL is not a variable product" },
      { row: 5, handle: null, message: 'Parent is empty: a variation belongs to a variable product' },
    ]);
  });

  it('reads a variable product whose variations are chosen by no attribute as one variant, and refuses a second', async () => {
    const file = shortFile(
      '1,variable,ONE,One,1,,,1,,0,,,,,0,,,,',
      '2,variation,,One - a,1,,,1,,0,,100,,ONE,0,,,,',
      '3,variable,TWO,Two,1,,,1,,0,,,,,0,,,,',
      '4,variation,,Two - a,1,,,1,,0,,100,,TWO,0,,,,',
      '5,variation,,Two - b,1,,,1,,0,,100,,TWO,0,,,,',
    );
    expect(await readAll(file)).toEqual([
      expect.objectContaining({ handle: 'one', options: [], variants: [expect.objectContaining({ row: 3, optionValues: [] })] }),
      { row: 6, handle: 'two', message: 'Its variations are chosen by no attribute, so the product can have only one' },
    ]);
  });
});

describe('readWooCommerceCsv: cells', () => {
  it('reads Published and Visibility in catalog as the shop status, and refuses another Published', async () => {
    const file = shortFile(
      ...['1', '0', '-1', '2', ''].map((published, at) => `${at},simple,,P${at},${published},visible,,1,,0,,100,,,0,,,,`),
      '9,simple,,Hidden,1,hidden,,1,,0,,100,,,0,,,,',
      '10,simple,,Hidden draft,0,hidden,,1,,0,,100,,,0,,,,',
      '11,simple,,Odd,yes,,,1,,0,,100,,,0,,,,',
    );
    const items = await readAll(file);
    expect(productsOf(items).map((product) => product.status)).toEqual(['active', 'draft', 'draft', 'draft', 'active', 'hidden', 'draft']);
    expect(items.filter(isRowProblem)).toEqual([{ row: 9, handle: 'odd', message: 'Published "yes" is not one of 1, 0, -1 or 2' }]);
  });

  it('refuses a Type the shop does not read, a bad amount, a bad count and a picture that is not a web address', async () => {
    const file = shortFile(
      '1,bundle,,Bundle,1,,,1,,0,,100,,,0,,,,',
      '2,,,Blank,1,,,1,,0,,100,,,0,,,,',
      '3,simple,,Bad,1,,,1,1.5,0,cheap,abc,javascript:alert(1),,0,,,,',
      '4,simple,,Free,1,,,1,,0,,,,,0,,,,',
    );
    expect(await readAll(file)).toEqual([
      { row: 2, handle: 'bundle', message: 'Type "bundle" is not a kind the shop imports (simple, variable or variation)' },
      { row: 3, handle: 'blank', message: 'Type is empty: every row needs one' },
      { row: 4, handle: 'bad', message: 'Images "javascript:alert(1)" is not a web address (http:// or https://)' },
      { row: 4, handle: 'bad', message: 'Regular price "abc" is not an amount in naira' },
      { row: 4, handle: 'bad', message: 'Sale price "cheap" is not an amount in naira' },
      { row: 4, handle: 'bad', message: 'Stock "1.5" must be a whole number, 0 or more' },
      { row: 5, handle: 'free', message: 'Regular price is empty: every product needs a price' },
    ]);
  });

  it('makes each handle from the Name, unique within the file, or else from the SKU', async () => {
    const file = shortFile(
      ...['Ọ̀yọ́ Stool', 'Oyo Stool', 'Oyo  stool!', '沙发'].map((name, at) => `${at},simple,SKU-${at},${name},1,,,1,,0,,100,,,0,,,,`),
      '9,simple,,★,1,,,1,,0,,100,,,0,,,,',
    );
    expect(productsOf(await readAll(file)).map((product) => product.handle)).toEqual(['oyo-stool', 'oyo-stool-2', 'oyo-stool-3', 'sku-3', 'product']);
  });

  it('reads the line breaks the exporter writes as \\n, and a typed \\n as it was typed', async () => {
    const file = shortFile('1,simple,,Mat,1,,"First line.\\n\\nSecond, with a typed \\\\n.",1,,0,,100,,,0,,,,');
    expect(productsOf(await readAll(file))[0]?.bodyHtml).toBe('First line.<br><br>Second, with a typed \\n.');
  });

  it('refuses a file without the columns it needs, and an empty file', async () => {
    expect(await readAll('ID,Type,SKU\n1,simple,A\n')).toEqual([{ row: 1, handle: null, message: 'The first row must name the columns; these are missing: Name, Regular price' }]);
    expect(await readAll('')).toEqual([{ row: 1, handle: null, message: 'The file is empty' }]);
  });

  it('refuses the variable products it holds when the file breaks off, as their variations may be past the break', async () => {
    const file = shortFile('1,variable,MAT,Mat,1,,,1,,0,,,,,0,Size,Small,,', '2,simple,,Stool,1,,,1,,0,,100,,,0,,,,', '3,simple,,"Bad "quote",1,,,1,,0,,100,,,0,,,,');
    expect(await readAll(file)).toEqual([
      expect.objectContaining({ handle: 'stool' }),
      { row: 2, handle: 'mat', message: 'This product was not imported: the file breaks off at row 4' },
      { row: 4, handle: null, message: 'A quote (") inside a quoted cell on this row is not doubled; nothing from this row on could be read' },
    ]);
  });
});

// ---------- Which reader ----------

const SHOPIFY_FILE = 'Handle,Title,Type,Variant SKU,Variant Price\nikoyi-sofa,Ikoyi Sofa,Sofas,IK-1,450000\n';

describe('readCatalogueCsv: the reader for the file', () => {
  it('reads a WooCommerce file with the WooCommerce reader, losing nothing of the bytes it looked at first', async () => {
    expect(await collect(readCatalogueCsv(inByteChunks(CSV_BOM + wooFile(CATALOGUE), 1)))).toEqual(EXPECTED);
  });

  it('reads a Shopify file with the Shopify reader, fed one byte at a time', async () => {
    const expected = await collect(readShopifyCsv(inChunks(SHOPIFY_FILE)));
    expect(expected).toMatchObject([{ handle: 'ikoyi-sofa', variants: [{ priceKobo: 45_000_000 }] }]);
    expect(await collect(readCatalogueCsv(inByteChunks(SHOPIFY_FILE, 1)))).toEqual(expected);
  });

  it('closes the input when the reading stops early', async () => {
    let closed = false;
    async function* file(): AsyncGenerator<string> {
      try {
        yield `${SHORT_HEADER}\n`;
        for (let n = 0; n < 10_000; n += 1) yield `${n},simple,,Stool ${n},1,,,1,,0,,100,,,0,,,,\n`;
      } finally {
        closed = true;
      }
    }
    for await (const item of readCatalogueCsv(file())) {
      expect(item).toMatchObject({ handle: 'stool-0' });
      break;
    }
    // The input is closed once the parser is torn down.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(true);
  });

  it('tells the origin from the header alone: WooCommerce columns without a handle column', async () => {
    const origin = (header: string) => catalogueOriginOf(inByteChunks(`${header}\n`, 3));
    expect(await origin(`${CSV_BOM} type , sku,NAME,"Regular Price"`)).toBe('woocommerce');
    expect(await origin('Type,SKU,Name,Regular price,Handle')).toBe('shopify');
    expect(await origin('Type,SKU,Name,Regular price,URL handle')).toBe('shopify');
    expect(await origin('Type,SKU,Name')).toBe('shopify');
    expect(await origin(SHOPIFY_FILE.split('\n')[0] ?? '')).toBe('shopify');
    expect(await catalogueOriginOf(inChunks(''))).toBe('shopify');
  });

  it('reads no further than the header to tell the origin, and closes the input', async () => {
    let chunksGiven = 0;
    let closed = false;
    async function* file(): AsyncGenerator<string> {
      try {
        for (const chunk of (SHORT_HEADER + '\n').match(/.{1,10}/gs) ?? []) yield chunk;
        for (let n = 0; n < 10_000; n += 1) {
          chunksGiven += 1;
          yield `${n},simple,,Stool ${n},1,,,1,,0,,100,,,0,,,,\n`;
        }
      } finally {
        closed = true;
      }
    }
    expect(await catalogueOriginOf(file())).toBe('woocommerce');
    expect(closed).toBe(true);
    expect(chunksGiven).toBeLessThan(3);
  });
});
