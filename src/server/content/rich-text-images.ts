import 'server-only';
import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { blogPosts, cmsPages } from '@/server/db/schema';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { logger } from '@/server/logger';

// The pictures of blog posts and CMS pages, so an edit or a delete can remove uploads that
// nothing shows any more.

// Saved content is sanitizer output: every image is `<img src="…">` with the value escaped,
// which a pattern reads reliably.
const IMAGE_SOURCE = /<img\b[^>]*?\bsrc="([^"]*)"/g;

const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function imageSourcesIn(sanitizedHtml: string): string[] {
  return [...sanitizedHtml.matchAll(IMAGE_SOURCE)].map((match) => unescapeAttribute(match[1]!));
}

const contains = (column: PgColumn, url: string): SQL => sql`strpos(${column}, ${url}) > 0`;

/** Those of `urls` that a post or a page still shows (text copied between them keeps the picture's address). */
async function stillShown(urls: string[]) {
  const shown = await Promise.all(
    urls.map(async (url) => {
      const [post, page] = await Promise.all([
        db.select({ id: blogPosts.id }).from(blogPosts).where(or(contains(blogPosts.content, url), sql`${blogPosts.imageUrl} = ${url}`)).limit(1),
        db.select({ id: cmsPages.id }).from(cmsPages).where(contains(cmsPages.content, url)).limit(1),
      ]);
      return post.length > 0 || page.length > 0 ? url : null;
    }),
  );
  return shown.filter((url): url is string => url !== null);
}

/**
 * After a committed change to a post or a page: deletes the stored pictures it showed
 * `before` and no longer shows `after` (nothing, once deleted), unless another post or page
 * still shows them. The change already stands, so a failure here is logged, not reported.
 */
export async function removePicturesNoLongerShown(before: (string | null)[], after: (string | null)[]) {
  const kept = new Set(after);
  const dropped = [...new Set(before)].filter((url): url is string => Boolean(url) && !kept.has(url));
  if (dropped.length === 0) return;
  try {
    await removeFilesNoLongerUsed(dropped, await stillShown(dropped));
  } catch (error) {
    logger.warn({ err: error }, 'Could not remove pictures a post or page no longer shows');
  }
}
