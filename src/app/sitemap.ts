import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { listSitemapEntries } from '@/server/seo/sitemap-entries';
import { siteUrl } from '@/server/site-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection(); // built per request from the database, never at build time
  const entries = await listSitemapEntries();
  return entries.map(({ path, lastModified }) => ({ url: siteUrl(path), ...(lastModified ? { lastModified } : {}) }));
}
