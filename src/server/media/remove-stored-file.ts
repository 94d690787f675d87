import 'server-only';
import { logger } from '@/server/logger';
import { getStorage, keyFromPublicUrl } from '@/server/media/storage';

/**
 * Deletes a file a record no longer uses (replaced or deleted with it), once the database
 * write has committed. Only files we stored are touched (keyFromPublicUrl gives a key);
 * addresses elsewhere on the web and files shipped in /public are left alone. The record is
 * already saved, so a failed removal is logged, not reported: the admin's change stands.
 * Used by the category, hero and product writes (products first skip files another product
 * still uses).
 */
export async function removeStoredFile(url: string | null | undefined) {
  if (!url) return;
  const key = keyFromPublicUrl(url);
  if (!key) return;
  try {
    await getStorage().remove(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'Could not remove a file that is no longer used');
  }
}

/** After a committed change: removes every stored file the record used `before` and no longer uses `after`. */
export async function removeFilesNoLongerUsed(before: Iterable<string | null | undefined>, after: Iterable<string | null | undefined>) {
  const kept = new Set(after);
  const dropped = new Set([...before].filter((url) => url && !kept.has(url)));
  await Promise.all([...dropped].map((url) => removeStoredFile(url)));
}
