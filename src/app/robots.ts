import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/server/site-url';

// The cart and the sign-in page are public and hold nothing personal (the cart lives in the
// browser), so crawlers may read them; what is behind a session or an order is disallowed.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // the public URL comes from the environment at run time
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/account', '/checkout', '/pay/', '/api/'] },
    sitemap: siteUrl('/sitemap.xml'),
  };
}
