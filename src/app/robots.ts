import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/server/site-url';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // the public URL comes from the environment at run time
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/account', '/checkout', '/cart', '/auth', '/api/'] },
    sitemap: siteUrl('/sitemap.xml'),
  };
}
