import 'server-only';
import { getEnv } from '@/server/env';
import { keyFromPublicUrl } from '@/server/media/storage';

// A picture's address in the file and in the shop. The export writes the shop's own files as absolute
// URLs (Shopify takes only those); the import takes such a URL back as the file it names, unfetched,
// and fetches every other one (fetch-picture.ts).

/** The shop's own file a URL names (as the database holds it), or null for a picture elsewhere. */
export function ownPicture(url: string): string | null {
  if (url.startsWith('/')) return url;
  const base = getEnv().baseUrl;
  if (url.startsWith(`${base}/`)) return url.slice(base.length);
  return keyFromPublicUrl(url) === null ? null : url;
}

/** What the export writes for a stored address. */
export function absolutePicture(url: string): string {
  return url.startsWith('/') ? `${getEnv().baseUrl}${url}` : url;
}
