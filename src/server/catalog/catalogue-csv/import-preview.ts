import 'server-only';
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/server/db/client';
import { readShopifyCsv } from '@/lib/catalog-csv/read-shopify-csv';
import { exportTimeOf } from '@/lib/catalog-csv/export-name';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { EntryTally } from './import-entries';
import { importFileChunks } from './import-files';
import { planContext, plannedProducts } from './import-plan';

/** The plan for a kept file, product by product; nothing is written. Null when the token names no file. */
export async function previewImport(token: string, fileName: string): Promise<ImportPreview | null> {
  const chunks = await importFileChunks(token);
  if (!chunks) return null;
  // The database's clock, which stamps the stock history: setting stock from the file refuses counts moved after it.
  const [{ ms }] = (await queryRows<{ ms: number }>(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)) as [{ ms: number }];
  const exportedAt = exportTimeOf(fileName);
  const tally = new EntryTally();
  for await (const planned of plannedProducts(readShopifyCsv(chunks), db, await planContext(db, { exportedAt, fromFile: null }))) tally.add(planned);
  return {
    token,
    fileName,
    counts: tally.counts,
    entries: tally.entries,
    unlisted: tally.unlisted,
    stockOnly: tally.stockOnly,
    exportedAt: exportedAt?.toISOString() ?? null,
    previewedAt: new Date(Number(ms)).toISOString(),
  };
}
