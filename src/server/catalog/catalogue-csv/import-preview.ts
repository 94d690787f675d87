import 'server-only';
import { db } from '@/server/db/client';
import { readShopifyCsv } from '@/lib/catalog-csv/read-shopify-csv';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { EntryTally } from './import-entries';
import { importFileChunks } from './import-files';
import { planContext, plannedProducts } from './import-plan';

/** The plan for a kept file, product by product; nothing is written. Null when the token names no file. */
export async function previewImport(token: string, fileName: string): Promise<ImportPreview | null> {
  const chunks = await importFileChunks(token);
  if (!chunks) return null;
  const tally = new EntryTally();
  for await (const planned of plannedProducts(readShopifyCsv(chunks), db, await planContext(db))) tally.add(planned);
  return { token, fileName, counts: tally.counts, entries: tally.entries, unlisted: tally.unlisted };
}
