import 'server-only';
import { getEnv } from '@/server/env';

/** The public, absolute URL of a path: canonical links, sitemap, Open Graph. */
export function siteUrl(path = '/') {
  return new URL(path, `${getEnv().baseUrl}/`).toString();
}
