import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isRowProblem, type ImportedItem } from '@/lib/catalog-csv/imported-product';
import { readWooCommerceCsv } from '@/lib/catalog-csv/read-woocommerce-csv';

// The WooCommerce reader's memory (src/lib/catalog-csv/woocommerce-catalogue.ts, docs/decisions/0071):
// a variation is kept until the file ends (its product may come after it), but packed to the few cells
// a product needs of it, so a file of bare variations whose products never come costs about its own
// size, not 60 times it (a 20 MB one took 1.2 GB of heap).

const HEADER = 'ID,Type,SKU,Name,Published,In stock?,Stock,Regular price,Parent,Position,Attribute 1 name,Attribute 1 value(s),Description';
const MB = 1024 * 1024;

// A full collection on demand, so what is measured is what the reader holds, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapAfterCollection = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** About `megabytes` MB of variations of products that are not in the file, as `chunk`-byte pieces. */
function bareVariations(megabytes: number) {
  const rows = [HEADER];
  let size = HEADER.length;
  for (let at = 1; size < megabytes * MB; at += 1) {
    const row = `${at},variation,IK-${at},Ikoyi Sofa - Linen ${at},1,1,3,450000,id:${900_000 + at},1,Fabric,Linen,A sofa in linen`;
    rows.push(row);
    size += row.length + 1;
  }
  return { text: rows.join('\n'), variations: rows.length - 1 };
}

describe('the WooCommerce reader', () => {
  it('reads 8 MB of variations whose products never come in bounded memory, and reports each', async () => {
    const { text, variations } = bareVariations(8);
    const bytes = Buffer.from(text);
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    }
    const start = heapAfterCollection();
    // Its first item comes once the whole file is read: then it holds every variation it keeps.
    let held = 0;
    let reported = 0;
    let first: ImportedItem | undefined;
    for await (const item of readWooCommerceCsv(chunks())) {
      if (!first) held = heapAfterCollection() - start;
      first ??= item;
      if (isRowProblem(item)) reported += 1;
    }
    expect(reported).toBe(variations);
    expect(first).toEqual({ row: 2, handle: null, message: "The variation's parent id:900001 is not in this file" });
    // Packed, the held variations take about the file's own size; read into objects of every column, they took 14 times it.
    expect(held).toBeLessThan(2 * bytes.length);
  });
});
