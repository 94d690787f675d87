import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/lib/csv';
import { type ExportedProduct, type ImportedItem, type ImportedProduct, isRowProblem } from '@/lib/catalog-csv/imported-product';
import { MAX_VARIANTS } from '@/lib/catalog-csv/product-rows';
import { readShopifyCsv } from '@/lib/catalog-csv/read-shopify-csv';
import { shopifyCsvHeader, shopifyCsvRows } from '@/lib/catalog-csv/write-shopify-csv';

// Shopify's product CSV in and out (src/lib/catalog-csv): both generations of Shopify's headers, the
// refusals with their rows, the CSV grammar, the round trip through our own export, and streaming.

// ---------- Files as Shopify writes them ----------

/** Shopify's long-standing export header, with metafield, Google Shopping and market columns among them. */
const LONG_STANDING = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published',
  'Option1 Name', 'Option1 Value', 'Option1 Linked To', 'Option2 Name', 'Option2 Value', 'Option2 Linked To',
  'Option3 Name', 'Option3 Value', 'Option3 Linked To', 'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker',
  'Variant Inventory Qty', 'Variant Inventory Policy', 'Variant Fulfillment Service', 'Variant Price',
  'Variant Compare At Price', 'Variant Requires Shipping', 'Variant Taxable', 'Variant Barcode', 'Image Src',
  'Image Position', 'Image Alt Text', 'Gift Card', 'SEO Title', 'SEO Description',
  'Google Shopping / Google Product Category', 'Google Shopping / Gender', 'Google Shopping / Condition',
  'Color (product.metafields.shopify.color-pattern)', 'Variant Image', 'Variant Weight Unit', 'Variant Tax Code',
  'Cost per item', 'Included / Nigeria', 'Price / Nigeria', 'Compare At Price / Nigeria', 'Status',
];

/** The current export's header, in its own order. */
const CURRENT = [
  'Title', 'URL handle', 'Description', 'Vendor', 'Product category', 'Type', 'Tags', 'Published on online store',
  'Status', 'SKU', 'Barcode', 'Option1 name', 'Option1 value', 'Option1 Linked To', 'Option2 name', 'Option2 value',
  'Option2 Linked To', 'Option3 name', 'Option3 value', 'Option3 Linked To', 'Price', 'Compare-at price',
  'Cost per item', 'Charge tax', 'Tax code', 'Unit price total measure', 'Unit price total measure unit',
  'Inventory tracker', 'Inventory quantity', 'Continue selling when out of stock', 'Weight value (grams)',
  'Weight unit for display', 'Requires shipping', 'Fulfillment service', 'Product image URL', 'Image position',
  'Image alt text', 'Variant image URL', 'Gift card', 'SEO title', 'SEO description',
  'Color (product.metafields.shopify.color-pattern)', 'Google Shopping / Google product category',
  'Google Shopping / Gender', 'Google Shopping / Condition',
];

/** Each current column's long-standing name, where it has one. */
const LONG_NAME_OF: Record<string, string> = {
  'URL handle': 'Handle', Description: 'Body (HTML)', 'Product category': 'Product Category',
  'Published on online store': 'Published', SKU: 'Variant SKU', Barcode: 'Variant Barcode',
  'Option1 name': 'Option1 Name', 'Option1 value': 'Option1 Value', 'Option2 name': 'Option2 Name',
  'Option2 value': 'Option2 Value', 'Option3 name': 'Option3 Name', 'Option3 value': 'Option3 Value',
  Price: 'Variant Price', 'Compare-at price': 'Variant Compare At Price', 'Charge tax': 'Variant Taxable',
  'Tax code': 'Variant Tax Code', 'Inventory tracker': 'Variant Inventory Tracker', 'Inventory quantity': 'Variant Inventory Qty',
  'Continue selling when out of stock': 'Variant Inventory Policy', 'Weight value (grams)': 'Variant Grams',
  'Weight unit for display': 'Variant Weight Unit', 'Requires shipping': 'Variant Requires Shipping',
  'Fulfillment service': 'Variant Fulfillment Service', 'Product image URL': 'Image Src', 'Image position': 'Image Position',
  'Image alt text': 'Image Alt Text', 'Variant image URL': 'Variant Image', 'Gift card': 'Gift Card',
  'SEO title': 'SEO Title', 'SEO description': 'SEO Description',
  'Google Shopping / Google product category': 'Google Shopping / Google Product Category',
};

type Row = Record<string, string>;

/** RFC 4180, as Shopify writes it: a cell is quoted when it holds a comma, a quote or a line break. */
function csvLine(cells: readonly string[], eol: string): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',') + eol;
}

/** Rows keyed by long-standing column names, written under `header` (long-standing or current). */
function shopifyFile(header: readonly string[], rows: readonly Row[], eol = '\n'): string {
  return csvLine(header, eol) + rows.map((row) => csvLine(header.map((name) => row[LONG_NAME_OF[name] ?? name] ?? ''), eol)).join('');
}

const image = (name: string) => `https://cdn.shopify.com/s/files/1/0001/files/${name}`;
const SOFA_BODY = '<p>Deep seats, "feather" cushions.</p>\n<p>Made in Lagos.</p>';

/** A sofa of Size x Fabric over lines 2-8 (its body takes two lines), a cushion without options, an archived chair. */
const CATALOGUE: Row[] = [
  {
    Handle: 'Ikoyi-Sofa', Title: 'Ikoyi Sofa', 'Body (HTML)': SOFA_BODY, Vendor: 'Adire Living',
    'Product Category': 'Furniture > Sofas', Tags: 'sofa, living room, Sofa', Published: 'TRUE',
    'Option1 Name': 'Size', 'Option1 Value': '2-seater', 'Option2 Name': 'Fabric', 'Option2 Value': 'Linen',
    'Variant SKU': 'IK-2-LIN', 'Variant Grams': '45000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '3',
    'Variant Inventory Policy': 'deny', 'Variant Fulfillment Service': 'manual', 'Variant Price': '450000.00',
    'Variant Requires Shipping': 'TRUE', 'Variant Taxable': 'TRUE', 'Image Src': image('ikoyi-front.jpg'),
    'Image Position': '1', 'Image Alt Text': 'Ikoyi sofa, front', 'Gift Card': 'FALSE', 'SEO Title': 'Ikoyi Sofa | Adire Living',
    'SEO Description': 'A deep, soft sofa.', 'Google Shopping / Gender': 'unisex', 'Google Shopping / Condition': 'new',
    'Color (product.metafields.shopify.color-pattern)': 'beige; blue', 'Variant Image': image('ikoyi-2-linen.jpg'),
    'Variant Weight Unit': 'kg', 'Cost per item': '300000', 'Included / Nigeria': 'TRUE', 'Price / Nigeria': '455000',
    Status: 'active',
  },
  {
    Handle: 'ikoyi-sofa', 'Option1 Value': '2-seater', 'Option2 Value': 'Velvet', 'Variant SKU': 'IK-2-VEL',
    'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '0', 'Variant Inventory Policy': 'deny', 'Variant Price': '520,000.00',
    'Image Src': image('ikoyi-side.jpg'), 'Image Position': '2', 'Variant Weight Unit': 'kg',
  },
  {
    Handle: 'ikoyi-sofa', 'Option1 Value': '3-seater', 'Option2 Value': 'Linen', 'Variant SKU': 'IK-3-LIN',
    // Counted, and sold on when the count is out.
    'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '5', 'Variant Inventory Policy': 'continue', 'Variant Price': '₦610000', 'Variant Compare At Price': '650000.00',
    'Image Src': image('ikoyi-back.jpg'), 'Image Position': '3', 'Image Alt Text': 'Back', 'Variant Image': image('ikoyi-3-linen.jpg'),
  },
  // No tracker: Shopify does not count this one's stock.
  { Handle: 'ikoyi-sofa', 'Option1 Value': '3-seater', 'Option2 Value': 'Velvet', 'Variant Price': '690000.5', 'Variant Compare At Price': '690000.50' },
  { Handle: 'ikoyi-sofa', 'Image Src': image('ikoyi-detail.jpg'), 'Image Position': '4', 'Image Alt Text': 'Stitching detail' },
  // The same picture again: kept once.
  { Handle: 'ikoyi-sofa', 'Image Src': image('ikoyi-front.jpg'), 'Image Position': '5' },
  {
    Handle: 'adire-cushion', Title: 'Adire Cushion', Vendor: 'Adire Living', Type: 'Cushions', Published: 'FALSE',
    'Option1 Name': 'Title', 'Option1 Value': 'Default Title', 'Variant SKU': 'AD-CUSH', 'Variant Inventory Tracker': 'shopify',
    'Variant Inventory Qty': '12', 'Variant Price': '25000', 'Image Src': image('cushion.jpg'), 'Image Position': '1', 'Gift Card': 'FALSE',
  },
  { Handle: 'adire-cushion', 'Image Src': image('cushion-back.jpg'), 'Image Position': '2' },
  {
    Handle: 'lekki-chair', Title: 'Lekki Chair', 'Body (HTML)': '<p>Solid oak.</p>', 'Product Category': 'Furniture > Chairs > Armchairs',
    Type: 'Chairs', Published: 'FALSE', 'Option1 Name': 'Finish', 'Option1 Value': 'Oak', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '2',
    'Variant Price': '85000', 'Image Src': image('chair-side.jpg'), 'Image Position': '2', Status: 'archived',
  },
  { Handle: 'lekki-chair', 'Option1 Value': 'Walnut', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '1', 'Variant Price': '95000', 'Image Src': image('chair-front.jpg'), 'Image Position': '1' },
];

const EXPECTED: ImportedProduct[] = [
  {
    row: 2,
    handle: 'ikoyi-sofa',
    title: 'Ikoyi Sofa',
    bodyHtml: SOFA_BODY,
    category: 'Sofas',
    categoryPath: ['Furniture', 'Sofas'],
    tags: ['sofa', 'living room'],
    status: 'active',
    options: [
      { name: 'Size', values: ['2-seater', '3-seater'] },
      { name: 'Fabric', values: ['Linen', 'Velvet'] },
    ],
    variants: [
      // Cost per item is read (300000 naira); the other variants give none.
      { row: 2, optionValues: ['2-seater', 'Linen'], sku: 'IK-2-LIN', priceKobo: 45_000_000, salePriceKobo: null, stock: 3, imageUrl: image('ikoyi-2-linen.jpg'), costKobo: 30_000_000, inventory: 'tracked' },
      { row: 4, optionValues: ['2-seater', 'Velvet'], sku: 'IK-2-VEL', priceKobo: 52_000_000, salePriceKobo: null, stock: 0, imageUrl: null, inventory: 'tracked' },
      { row: 5, optionValues: ['3-seater', 'Linen'], sku: 'IK-3-LIN', priceKobo: 65_000_000, salePriceKobo: 61_000_000, stock: 5, imageUrl: image('ikoyi-3-linen.jpg'), inventory: 'continue' },
      { row: 6, optionValues: ['3-seater', 'Velvet'], sku: null, priceKobo: 69_000_050, salePriceKobo: null, stock: null, imageUrl: null, inventory: 'untracked' },
    ],
    images: [
      { url: image('ikoyi-front.jpg'), position: 1, alt: 'Ikoyi sofa, front' },
      { url: image('ikoyi-side.jpg'), position: 2, alt: null },
      { url: image('ikoyi-back.jpg'), position: 3, alt: 'Back' },
      { url: image('ikoyi-detail.jpg'), position: 4, alt: 'Stitching detail' },
    ],
  },
  {
    row: 9,
    handle: 'adire-cushion',
    title: 'Adire Cushion',
    bodyHtml: null,
    category: 'Cushions',
    categoryPath: ['Cushions'],
    tags: [],
    status: 'draft',
    options: [],
    variants: [{ row: 9, optionValues: [], sku: 'AD-CUSH', priceKobo: 2_500_000, salePriceKobo: null, stock: 12, imageUrl: null, inventory: 'tracked' }],
    images: [
      { url: image('cushion.jpg'), position: 1, alt: null },
      { url: image('cushion-back.jpg'), position: 2, alt: null },
    ],
  },
  {
    row: 11,
    handle: 'lekki-chair',
    title: 'Lekki Chair',
    bodyHtml: '<p>Solid oak.</p>',
    category: 'Chairs',
    categoryPath: ['Chairs'],
    tags: [],
    status: 'hidden',
    options: [{ name: 'Finish', values: ['Oak', 'Walnut'] }],
    variants: [
      { row: 11, optionValues: ['Oak'], sku: null, priceKobo: 8_500_000, salePriceKobo: null, stock: 2, imageUrl: null, inventory: 'tracked' },
      { row: 12, optionValues: ['Walnut'], sku: null, priceKobo: 9_500_000, salePriceKobo: null, stock: 1, imageUrl: null, inventory: 'tracked' },
    ],
    images: [
      { url: image('chair-front.jpg'), position: 1, alt: null },
      { url: image('chair-side.jpg'), position: 2, alt: null },
    ],
  },
];

// ---------- Reading helpers ----------

/** The text in chunks of `size` characters, as a request body arrives. */
async function* inChunks(text: string, size = 50): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** The text as UTF-8 bytes in chunks of `size`, cutting through multi-byte characters (₦ is three bytes). */
async function* inByteChunks(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(input: string | AsyncIterable<string | Uint8Array>): Promise<ImportedItem[]> {
  const items: ImportedItem[] = [];
  for await (const item of readShopifyCsv(typeof input === 'string' ? inChunks(input) : input)) items.push(item);
  return items;
}

const problemsOf = (items: readonly ImportedItem[]) => items.filter(isRowProblem);
const productsOf = (items: readonly ImportedItem[]) => items.filter((item): item is ImportedProduct => !isRowProblem(item));

/** A product as read, without its row numbers: what was written. */
function withoutRows({ row: _row, categoryPath: _path, variants, ...product }: ImportedProduct): ExportedProduct {
  return { ...product, variants: variants.map(({ row: _variantRow, inventory: _inventory, ...variant }) => variant) };
}

// ---------- Reading Shopify's files ----------

describe('readShopifyCsv: files from Shopify', () => {
  it('reads the long-standing headers into products, ignoring the columns it does not use', async () => {
    expect(await readAll(shopifyFile(LONG_STANDING, CATALOGUE))).toEqual(EXPECTED);
  });

  it('reads the current export headers into the same products', async () => {
    expect(await readAll(shopifyFile(CURRENT, CATALOGUE))).toEqual(EXPECTED);
  });

  it('matches headers whatever their case and surrounding spaces', async () => {
    const header = LONG_STANDING.map((name) => `  ${name.toUpperCase()} `);
    const rows = CATALOGUE.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [`  ${name.toUpperCase()} `, value])));
    expect(await readAll(shopifyFile(header, rows))).toEqual(EXPECTED);
  });

  it('reads a file with a BOM and CRLF line ends, fed one byte at a time, the same as one with LF', async () => {
    const crlf = CSV_BOM + shopifyFile(LONG_STANDING, CATALOGUE, '\r\n');
    expect(crlf.startsWith('\uFEFFHandle,Title,')).toBe(true);
    // One byte at a time cuts through the BOM, the ₦ sign and every CRLF.
    expect(await readAll(inByteChunks(crlf, 1))).toEqual(EXPECTED);
  });

  it('reads quoted cells: commas, doubled quotes and line breaks inside Body (HTML)', async () => {
    const file = [
      'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant Price',
      'ofada-bench,"Ofada Bench, ""long""","<p>Seats three, or four.</p>',
      '<p>Say ""hello"".</p>",Title,Default Title,"120,000.00"',
      'ofada-stool,Ofada Stool,,Title,Default Title,9000',
      '',
    ].join('\r\n');
    const [bench, stool] = productsOf(await readAll(file));
    expect(bench).toMatchObject({
      row: 2,
      title: 'Ofada Bench, "long"',
      bodyHtml: '<p>Seats three, or four.</p>\r\n<p>Say "hello".</p>',
      variants: [{ priceKobo: 12_000_000 }],
    });
    // The bench's body takes lines 2 and 3: the stool starts on line 4.
    expect(stool).toMatchObject({ row: 4, handle: 'ofada-stool', bodyHtml: null, variants: [{ row: 4, priceKobo: 900_000 }] });
  });

  it('cleans control characters out of cells and trims them, keeping line breaks in the body', async () => {
    const file = 'Handle,Title,Body (HTML),Variant Price,Variant SKU\n  OKO-SHELF ,"Oko\u0000 Shelf\u001b ","  <p>a\tb\nc</p>\u0007 ",5000,\u0000\n';
    const [shelf] = await readAll(file);
    expect(shelf).toMatchObject({ handle: 'oko-shelf', title: 'Oko Shelf', bodyHtml: '<p>a\tb\nc</p>', variants: [{ sku: null }] });
  });

  it('reads Published FALSE without a Status as a draft, and every Shopify status as ours', async () => {
    const file = [
      'Handle,Title,Published,Status,Variant Price',
      'a,A,FALSE,,100',
      'b,B,TRUE,,100',
      'c,C,,,100',
      'd,D,FALSE,active,100',
      'e,E,TRUE,Draft,100',
      'f,F,TRUE,archived,100',
      'g,G,TRUE,unlisted,100',
      '',
    ].join('\n');
    expect(productsOf(await readAll(file)).map((product) => product.status)).toEqual(['draft', 'active', 'active', 'active', 'draft', 'hidden', 'hidden']);
  });

  it('reads a price under a higher compare-at as a sale, and ignores a compare-at that is not higher', async () => {
    const file = [
      'Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant Compare At Price',
      'rug,Rug,Size,Small,"40,000",50000',
      'rug,,,Medium,60000,60000',
      'rug,,,Large,80000,70000',
      'rug,,,Huge,90000,0',
      '',
    ].join('\n');
    const [rug] = productsOf(await readAll(file));
    expect(rug?.variants.map(({ priceKobo, salePriceKobo }) => [priceKobo, salePriceKobo])).toEqual([
      [5_000_000, 4_000_000],
      [6_000_000, null],
      [8_000_000, null],
      [9_000_000, null],
    ]);
  });

  it('takes an option value in another case as the same value, spelled as first given', async () => {
    const file = [
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price',
      'pouf,Pouf,Size,Small,Fabric,Velvet,100',
      'pouf,,,LARGE,,velvet,200',
      'pouf,,,large,,Linen,300',
      '',
    ].join('\n');
    const [pouf] = productsOf(await readAll(file));
    expect(pouf?.options).toEqual([
      { name: 'Size', values: ['Small', 'LARGE'] },
      { name: 'Fabric', values: ['Velvet', 'Linen'] },
    ]);
    expect(pouf?.variants.map((variant) => variant.optionValues)).toEqual([
      ['Small', 'Velvet'],
      ['LARGE', 'Velvet'],
      ['LARGE', 'Linen'],
    ]);
  });

  it('takes one leading apostrophe off a cell our own export defused, and only that', async () => {
    const file = "Handle,Title,Tags,Variant Price,Variant SKU\nformula,'=SUM(A1),\"'@home, '-sale, 'plain\",100,'+234\n";
    const [product] = await readAll(file);
    expect(product).toMatchObject({ title: '=SUM(A1)', tags: ['@home', "'-sale", "'plain"], variants: [{ sku: '+234' }] });
  });
});

// ---------- How stock is kept, and the category path ----------

describe('readShopifyCsv: inventory and category path', () => {
  const inventoryOf = async (file: string) => productsOf(await readAll(file)).flatMap((product) => product.variants.map(({ stock, inventory }) => ({ stock, inventory })));

  it('reads a variant whose Variant Inventory Tracker is blank as untracked, and one tracked by Shopify as tracked', async () => {
    const file = 'Handle,Title,Option1 Name,Option1 Value,Variant Inventory Tracker,Variant Inventory Qty,Variant Price\nmat,Mat,Size,S,,,100\nmat,,,M,shopify,4,100\n';
    expect(await inventoryOf(file)).toEqual([
      { stock: null, inventory: 'untracked' },
      { stock: 4, inventory: 'tracked' },
    ]);
  });

  it('reads a variant Shopify sells on when out of stock as continue, in either generation of headers', async () => {
    const longStanding = 'Handle,Title,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price\nmat,Mat,shopify,0,continue,100\nrug,Rug,shopify,0,deny,100\n';
    const current = 'URL handle,Title,Inventory tracker,Inventory quantity,Continue selling when out of stock,Price\nmat,Mat,shopify,0,TRUE,100\nrug,Rug,shopify,0,FALSE,100\n';
    const expected = [
      { stock: 0, inventory: 'continue' },
      { stock: 0, inventory: 'tracked' },
    ];
    expect(await inventoryOf(longStanding)).toEqual(expected);
    expect(await inventoryOf(current)).toEqual(expected);
  });

  it('reads every variant as tracked when the file has no tracker column', async () => {
    expect(await inventoryOf('Handle,Title,Variant Inventory Qty,Variant Price\nmat,Mat,4,100\nrug,Rug,,100\n')).toEqual([
      { stock: 4, inventory: 'tracked' },
      { stock: null, inventory: 'tracked' },
    ]);
  });

  it('takes the category path from Product Category, or Type alone when given', async () => {
    const file = [
      'Handle,Title,Type,Product Category,Variant Price',
      'bench,Bench,,Home & Garden > Outdoor,100',
      'stool,Stool,Stools,Home & Garden > Outdoor,100',
      'lamp,Lamp,,,100',
      '',
    ].join('\n');
    expect(productsOf(await readAll(file)).map(({ category, categoryPath }) => ({ category, categoryPath }))).toEqual([
      { category: 'Outdoor', categoryPath: ['Home & Garden', 'Outdoor'] },
      { category: 'Stools', categoryPath: ['Stools'] },
      { category: null, categoryPath: [] },
    ]);
  });
});

// ---------- Files as spreadsheets write them ----------

describe('readShopifyCsv: cells as spreadsheets write them', () => {
  const PADDED = [
    'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant Price,Variant SKU',
    // Spaces or tabs between a closing quote and the separator, or the line end, and before an opening quote.
    'cupcake-stool,"Cupcakes"  ,"<p>Sweet, soft.</p>"\t,Title,Default Title,  "9,000" ,"CUP-1" \t',
    'ofada-bench, "Ofada Bench, long" ,"  <p>Seats three</p>',
    '<p>or four.</p>"   ,Title,Default Title,12000,',
    '',
  ];

  it('reads a cell padded between its closing quote and the separator as the cell, not with the quote', async () => {
    for (const eol of ['\n', '\r\n']) {
      const [stool, bench, ...rest] = await readAll(inByteChunks(PADDED.join(eol), 7));
      expect(rest).toEqual([]);
      expect(stool).toMatchObject({ row: 2, title: 'Cupcakes', bodyHtml: '<p>Sweet, soft.</p>', variants: [{ sku: 'CUP-1', priceKobo: 900_000 }] });
      expect(bench).toMatchObject({ row: 3, title: 'Ofada Bench, long', bodyHtml: `<p>Seats three</p>${eol}<p>or four.</p>`, variants: [{ row: 3, priceKobo: 1_200_000 }] });
    }
  });

  it('refuses a quoted cell whose inner quote is not doubled, at its row, rather than guess where it ends', async () => {
    const file = 'Handle,Title,Variant Price\nstool,Stool,100\nsofa,"The "Ikoyi" sofa",200\n';
    expect(await readAll(file)).toEqual([
      { row: 2, handle: 'stool', message: 'This product was not imported: the file breaks off at row 3' },
      { row: 3, handle: null, message: 'A quote (") inside a quoted cell on this row is not doubled; nothing from this row on could be read' },
    ]);
  });

  it('reads CRLF line ends inside quoted cells and between rows, cut anywhere, with the rows counted', async () => {
    const file = CSV_BOM + shopifyFile(LONG_STANDING, CATALOGUE.map((row) => ({ ...row, ...(row['Body (HTML)'] ? { 'Body (HTML)': row['Body (HTML)'].replaceAll('\n', '\r\n') } : {}) })), '\r\n');
    const expected = EXPECTED.map((product) => ({ ...product, bodyHtml: product.bodyHtml?.replaceAll('\n', '\r\n') ?? null }));
    expect(await readAll(inByteChunks(file, 1))).toEqual(expected);
    expect(await readAll(file)).toEqual(expected);
  });

  it('reads a BOM before the header whether the file comes as text or as bytes', async () => {
    const file = `${CSV_BOM}Handle,Title,Variant Price\r\nstool,Stool,100\r\n`;
    expect(productsOf(await readAll(file))).toMatchObject([{ handle: 'stool', variants: [{ priceKobo: 10_000 }] }]);
    expect(productsOf(await readAll(inByteChunks(file, 2)))).toMatchObject([{ handle: 'stool', variants: [{ priceKobo: 10_000 }] }]);
  });

  it('reads a file separated by semicolons, as a European spreadsheet saves it, with its decimal commas', async () => {
    const file = [
      `${CSV_BOM}Handle;Title;Body (HTML);Tags;Option1 Name;Option1 Value;Variant Price;Variant Compare At Price;Variant SKU`,
      'ikoyi-sofa;Ikoyi Sofa;"<p>Deep; soft.</p>";sofa, living room;Size;2-seater;450.000,50;;IK-2',
      'ikoyi-sofa;;;;;3-seater;610000,5;"650.000";IK-3',
      // Amounts that cannot have a decimal comma are read as usual.
      'ikoyi-sofa;;;;;4-seater;"700,000.00";1.250.000;IK-4',
      'ikoyi-sofa;;;;;5-seater;₦ 800 000;;IK-5',
      '',
    ].join('\r\n');
    const [sofa, ...rest] = await readAll(inByteChunks(file, 5));
    expect(rest).toEqual([]);
    expect(sofa).toMatchObject({ handle: 'ikoyi-sofa', bodyHtml: '<p>Deep; soft.</p>', tags: ['sofa', 'living room'], options: [{ name: 'Size' }] });
    expect((sofa as ImportedProduct).variants.map(({ sku, priceKobo, salePriceKobo }) => [sku, priceKobo, salePriceKobo])).toEqual([
      ['IK-2', 450_000_50, null],
      ['IK-3', 650_000_00, 610_000_50],
      ['IK-4', 1_250_000_00, 700_000_00],
      ['IK-5', 800_000_00, null],
    ]);
  });

  it('keeps commas as the separator when the header has more of them than semicolons', async () => {
    const file = 'Handle,Title,Variant Price,Color (product.metafields.shopify.color-pattern)\nstool,Stool; small,"1,250",beige; blue\n';
    expect(productsOf(await readAll(file))).toMatchObject([{ title: 'Stool; small', variants: [{ priceKobo: 125_000 }] }]);
  });
});

// ---------- Refusals ----------

describe('readShopifyCsv: refusals', () => {
  const HEADER = 'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty';

  it('refuses each bad product with its row and reason, and still reads the good ones', async () => {
    const file = [
      HEADER,
      'good-table,Good Table,Title,Default Title,,,100000,1', // 2
      'bad-price,Bad Price,Title,Default Title,,,abc,1', // 3
      'negative,Negative,Title,Default Title,,,5000,-2', // 4
      'fraction,Fraction,Title,Default Title,,,5000,1.5', // 5
      'dup-sofa,Dup Sofa,Size,2-seater,Fabric,Velvet,1000,', // 6
      'dup-sofa,,,3-seater,,Velvet,1000,', // 7
      'dup-sofa,,,3-Seater,,velvet,1000,', // 8: the same in other letters' case
      'gap-sofa,Gap Sofa,Size,2-seater,Fabric,Linen,1000,', // 9
      'gap-sofa,,,3-seater,,,1000,', // 10
      'good-table,,,,,,,', // 11: the table again, after other products
      'no-price,No Price,Title,Default Title,,,,3', // 12
      'last-stool,Last Stool,Title,Default Title,,,2000,', // 13
      '',
    ].join('\n');
    const items = await readAll(file);
    expect(items.map((item) => (isRowProblem(item) ? item : item.handle))).toEqual([
      'good-table',
      { row: 3, handle: 'bad-price', message: 'Variant Price "abc" is not an amount in naira' },
      { row: 4, handle: 'negative', message: 'Variant Inventory Qty "-2" must be a whole number, 0 or more' },
      { row: 5, handle: 'fraction', message: 'Variant Inventory Qty "1.5" must be a whole number, 0 or more' },
      { row: 8, handle: 'dup-sofa', message: 'The same combination appears twice: Size 3-seater / Fabric Velvet' },
      { row: 10, handle: 'gap-sofa', message: 'Option2 Value is empty: every variant of this product needs a Fabric' },
      { row: 11, handle: 'good-table', message: 'Rows of one product must be next to each other' },
      { row: 12, handle: 'no-price', message: 'Variant Price is empty: every variant needs a price' },
      'last-stool',
    ]);
  });

  it('refuses a file whose header has no handle column with one problem on row 1, and nothing else', async () => {
    const file = 'Title,Variant Price\nSofa,1000\nChair,2000\n';
    expect(await readAll(file)).toEqual([{ row: 1, handle: null, message: 'The first row must name the columns, and it has no Handle or URL handle column' }]);
  });

  it('names every missing column', async () => {
    const [problem, ...rest] = await readAll('Vendor,Tags\nAdire,sofa\n');
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      row: 1,
      handle: null,
      message: 'The first row must name the columns, and it has no Handle or URL handle, Title and Variant Price or Price column',
    });
  });

  it('refuses an empty file', async () => {
    expect(await readAll('')).toEqual([{ row: 1, handle: null, message: 'The file is empty' }]);
  });

  it('refuses a row that starts a product without a handle, and the rows that follow it', async () => {
    const file = 'Handle,Title,Option1 Name,Option1 Value,Variant Price\n,Nameless,Size,S,100\n,,,M,100\nok,Ok,Size,S,100\n';
    expect(await readAll(file)).toMatchObject([
      { row: 2, handle: null, message: 'Handle is empty: every product needs one' },
      { row: 3, handle: null, message: 'Handle is empty: every product needs one' },
      { handle: 'ok', variants: [{ optionValues: ['S'] }] },
    ]);
  });

  it('takes a row without a handle or title as the next row of the product above it', async () => {
    const file = 'Handle,Title,Option1 Name,Option1 Value,Variant Price,Image Src\nmat,Mat,Size,S,100,\n,,,M,200,https://x.test/m.jpg\n';
    const [mat] = productsOf(await readAll(file));
    expect(mat?.variants.map((variant) => [variant.row, variant.optionValues])).toEqual([
      [2, ['S']],
      [3, ['M']],
    ]);
    expect(mat?.images).toEqual([{ url: 'https://x.test/m.jpg', position: 1, alt: null }]);
  });

  it('refuses option values the product has no option for, and a second variant of a product without options', async () => {
    const file = [
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price',
      'lamp,Lamp,Title,Default Title,,,100',
      'lamp,,,Default Title,,,100',
      'vase,Vase,Colour,Blue,,Tall,100',
      '',
    ].join('\n');
    expect(await readAll(file)).toEqual([
      { row: 3, handle: 'lamp', message: 'This product has no options, so it has only one variant' },
      { row: 4, handle: 'vase', message: 'Option2 Value "Tall" is given but the product has no Option2 Name' },
    ]);
  });

  it('refuses an unknown status and an image address that is not a web address', async () => {
    const file = 'Handle,Title,Status,Variant Price,Image Src\npouf,Pouf,sold,100,javascript:alert(1)\n';
    expect(await readAll(file)).toEqual([
      { row: 2, handle: 'pouf', message: 'Status "sold" is not one of active, draft, archived or unlisted' },
      { row: 2, handle: 'pouf', message: 'Image Src "javascript:alert(1)" is not a web address (http:// or https://)' },
    ]);
  });

  it(`refuses a product with more than ${MAX_VARIANTS.toLocaleString('en')} variants`, async () => {
    const lines = ['Handle,Title,Option1 Name,Option1 Value,Variant Price', 'big,Big,Size,1,100'];
    for (let size = 2; size <= MAX_VARIANTS + 5; size += 1) lines.push(`big,,,${size},100`);
    lines.push('small,Small,Size,1,100', '');
    expect(await readAll(lines.join('\n'))).toMatchObject([
      { row: MAX_VARIANTS + 2, handle: 'big', message: 'A product can have at most 2,048 variants' },
      { handle: 'small' },
    ]);
  });

  it('refuses a row longer than 1 MB, and the product it breaks, reading nothing after it', async () => {
    const file = [
      'Handle,Title,Body (HTML),Variant Price',
      'first,First,,100',
      'second,Second,,100',
      `second,,"${'x'.repeat(1024 * 1024 + 10)}",100`,
      'third,Third,,100',
      '',
    ].join('\n');
    expect(await readAll(file)).toMatchObject([
      { handle: 'first' },
      { row: 3, handle: 'second', message: 'This product was not imported: the file breaks off at row 4' },
      { row: 4, handle: null, message: 'This row is longer than 1 MB, the most a row may hold; nothing from this row on could be read' },
    ]);
  });

  it('refuses a quoted cell that is never closed', async () => {
    expect(await readAll('Handle,Title,Variant Price\na,A,100\nb,"B,100\n')).toEqual([
      // The broken row might have been a's: a is not imported either.
      { row: 2, handle: 'a', message: 'This product was not imported: the file breaks off at row 3' },
      { row: 3, handle: null, message: 'A quoted cell on this row is never closed; nothing from this row on could be read' },
    ]);
  });
});

// ---------- Writing, and reading back ----------

describe('writeShopifyCsv', () => {
  it('writes the long-standing header', () => {
    expect(shopifyCsvHeader()).toBe(
      'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,' +
        'Option3 Name,Option3 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,' +
        'Variant Compare At Price,Image Src,Image Position,Image Alt Text,Variant Image,Cost per item,Status\r\n',
    );
  });

  it("writes Shopify's layout: the product, its variants, then the images left over", () => {
    const [sofa, cushion] = EXPECTED.map(withoutRows);
    expect(shopifyCsvRows(sofa!).split('\r\n')).toEqual([
      `ikoyi-sofa,Ikoyi Sofa,"${SOFA_BODY.replaceAll('"', '""')}",,Sofas,"sofa, living room",TRUE,Size,2-seater,Fabric,Linen,,,IK-2-LIN,shopify,3,450000,,${image('ikoyi-front.jpg')},1,"Ikoyi sofa, front",${image('ikoyi-2-linen.jpg')},300000,active`,
      `ikoyi-sofa,,,,,,,,2-seater,,Velvet,,,IK-2-VEL,shopify,0,520000,,${image('ikoyi-side.jpg')},2,,,,`,
      `ikoyi-sofa,,,,,,,,3-seater,,Linen,,,IK-3-LIN,shopify,5,610000,650000,${image('ikoyi-back.jpg')},3,Back,${image('ikoyi-3-linen.jpg')},,`,
      `ikoyi-sofa,,,,,,,,3-seater,,Velvet,,,,,,690000.50,,${image('ikoyi-detail.jpg')},4,Stitching detail,,,`,
      '',
    ]);
    expect(shopifyCsvRows(cushion!).split('\r\n')).toEqual([
      `adire-cushion,Adire Cushion,,,Cushions,,FALSE,Title,Default Title,,,,,AD-CUSH,shopify,12,25000,,${image('cushion.jpg')},1,,,,draft`,
      `adire-cushion,,,,,,,,,,,,,,,,,,${image('cushion-back.jpg')},2,,,,`,
      '',
    ]);
  });

  it('reads back what it wrote: the same products, with the rows they were written on', async () => {
    const tricky: ExportedProduct = {
      handle: 'formula-chest',
      title: '=HYPERLINK("http://evil.test","Chest")',
      bodyHtml: '-50% off, today\r\n<p>"Quoted", with a comma</p>\n@end',
      category: '+Outdoor',
      tags: ['@home', '-sale', 'Ọ̀yọ́'],
      status: 'hidden',
      options: [
        { name: 'Size', values: ['Small', 'Large'] },
        { name: 'Colour', values: ['=Red'] },
        { name: 'Legs', values: ['Oak, dark'] },
      ],
      variants: [
        { optionValues: ['Small', '=Red', 'Oak, dark'], sku: '-CH-S', priceKobo: 1, salePriceKobo: null, stock: 0, imageUrl: '/media/chest-small.jpg', costKobo: 0 },
        { optionValues: ['Large', '=Red', 'Oak, dark'], sku: null, priceKobo: 999_999_999_99, salePriceKobo: 500_000_000_01, stock: null, imageUrl: null },
      ],
      images: [1, 2, 3, 4].map((position) => ({ url: `https://img.test/chest-${position}.jpg`, position, alt: position === 2 ? '@alt, "two"' : null })),
    };
    const products = [...EXPECTED.map(withoutRows), tricky];
    const file = shopifyCsvHeader() + products.map(shopifyCsvRows).join('');
    const items = await readAll(inByteChunks(CSV_BOM + file, 13));
    expect(problemsOf(items)).toEqual([]);
    expect(productsOf(items).map(withoutRows)).toEqual(products);
    // The sofa's body takes two lines (2 and 3), so its variants are on lines 2, 4, 5 and 6.
    expect(productsOf(items).map((product) => [product.row, product.variants.map((variant) => variant.row)])).toEqual([
      [2, [2, 4, 5, 6]],
      [7, [7]],
      [9, [9, 10]],
      // The chest's body takes lines 11 to 13.
      [11, [11, 14]],
    ]);
  });
});

// ---------- Streaming ----------

describe('readShopifyCsv: streaming', () => {
  it('reads 20,000 rows chunk by chunk, yielding the first product long before the file ends', async () => {
    const PRODUCTS = 5000;
    let chunksMade = 0;
    let lastChunkMade = false;
    async function* file(): AsyncGenerator<string> {
      yield 'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price\r\n';
      for (let n = 0; n < PRODUCTS; n += 1) {
        let chunk = `sofa-${n},Sofa ${n},"<p>Sofa ${n}, deep seats.</p>",Size,2-seater,Fabric,Linen,S${n}-1,3,450000\r\n`;
        chunk += `sofa-${n},,,,2-seater,,Velvet,S${n}-2,0,"520,000.00"\r\n`;
        chunk += `sofa-${n},,,,3-seater,,Linen,S${n}-3,5,610000\r\n`;
        chunk += `sofa-${n},,,,3-seater,,Velvet,S${n}-4,,690000.50\r\n`;
        chunksMade += 1;
        lastChunkMade = n === PRODUCTS - 1;
        yield chunk;
      }
    }

    let products = 0;
    let problems = 0;
    let chunksAtFirstProduct = -1;
    let lastChunkMadeAtFirstProduct = true;
    let last: ImportedProduct | undefined;
    for await (const item of readShopifyCsv(file())) {
      if (isRowProblem(item)) {
        problems += 1;
        continue;
      }
      if (products === 0) {
        chunksAtFirstProduct = chunksMade;
        lastChunkMadeAtFirstProduct = lastChunkMade;
      }
      products += 1;
      last = item;
    }

    expect(problems).toBe(0);
    expect(products).toBe(PRODUCTS);
    expect(lastChunkMadeAtFirstProduct).toBe(false);
    // The next chunk is asked for only once the last one's rows are taken: the first product comes
    // out as soon as the second one starts, two chunks in.
    expect(chunksAtFirstProduct).toBe(2);
    expect(last).toMatchObject({ row: 2 + 4 * (PRODUCTS - 1), handle: `sofa-${PRODUCTS - 1}`, variants: { length: 4 } });
  }, 30_000);

  it('passes on a failure of the input itself, such as an upload cut off', async () => {
    async function* file(): AsyncGenerator<string> {
      yield 'Handle,Title,Variant Price\nstool,Stool,1000\n';
      throw new Error('connection reset');
    }
    await expect(readAll(file())).rejects.toThrow('connection reset');
  });

  it('stops reading the input when the reader stops early', async () => {
    let chunksMade = 0;
    let closed = false;
    async function* file(): AsyncGenerator<string> {
      try {
        yield 'Handle,Title,Variant Price\n';
        for (let n = 0; n < 100_000; n += 1) {
          chunksMade += 1;
          yield `stool-${n},Stool ${n},1000\n`;
        }
      } finally {
        closed = true;
      }
    }
    for await (const item of readShopifyCsv(file())) {
      expect(item).toMatchObject({ handle: 'stool-0' });
      break;
    }
    // The input is closed once the parser is torn down.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(true);
    expect(chunksMade).toBeLessThan(1000);
  });
});
