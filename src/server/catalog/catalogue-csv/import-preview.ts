import 'server-only';
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/server/db/client';
import { catalogueOriginOf, readCatalogueCsv } from '@/lib/catalog-csv/read-catalogue-csv';
import { exportTimeOf } from '@/lib/catalog-csv/export-name';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { EntryTally } from './import-entries';
import { importFileChunks } from './import-files';
import { planContext, plannedProducts } from './import-plan';
import { categoryOptions, rememberedCategories } from './import-categories';
import { PreviewDecisions } from './import-decisions';
import { pictureHostsOf } from './picture-hosts';

/** The plan for a kept file, product by product; nothing is written. Null when the token names no file. */
export async function previewImport(token: string, fileName: string): Promise<ImportPreview | null> {
  const header = await importFileChunks(token);
  if (!header) return null;
  const origin = await catalogueOriginOf(header);
  const forHosts = await importFileChunks(token);
  const chunks = await importFileChunks(token);
  if (!forHosts || !chunks) return null;
  const hosts = await pictureHostsOf(readCatalogueCsv(forHosts));
  // The database's clock, which stamps the stock history: setting stock from the file refuses counts moved after it.
  const [{ ms }] = (await queryRows<{ ms: number }>(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)) as [{ ms: number }];
  const exportedAt = exportTimeOf(fileName);
  const [remembered, categories] = await Promise.all([rememberedCategories(db, origin), categoryOptions(db)]);
  const decisions = new PreviewDecisions();
  const chosen = new Map([...remembered].map(([key, category]) => [key, category.slug]));
  const tally = new EntryTally();
  const context = await planContext(db, { stock: { exportedAt, fromFile: null }, chosen, decisions, hosts });
  for await (const planned of plannedProducts(readCatalogueCsv(chunks), db, context)) tally.add(planned);
  return {
    token,
    fileName,
    counts: tally.counts,
    entries: tally.entries,
    unlisted: tally.unlisted,
    stockOnly: tally.stockOnly,
    exportedAt: exportedAt?.toISOString() ?? null,
    previewedAt: new Date(Number(ms)).toISOString(),
    origin,
    missingCategories: [...decisions.categories].map(([key, found]) => ({ key, path: found.path, products: found.products, remembered: remembered.get(key)?.id ?? null })),
    uncategorised: decisions.uncategorised,
    rememberedUncategorised: remembered.get('')?.id ?? null,
    categories,
    uncounted: decisions.uncounted,
  };
}
