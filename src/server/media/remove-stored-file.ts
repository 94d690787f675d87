import 'server-only';
import { logger } from '@/server/logger';
import { getStorage, keyFromPublicUrl } from '@/server/media/storage';
import { namedKeys } from './upload-records';

/**
 * Deletes files a record no longer uses (replaced or deleted with it), once the database write
 * has committed, so it runs under that record's own permission and audit row. Only files we
 * stored are touched (keyFromPublicUrl gives a key); addresses elsewhere on the web and files
 * shipped in /public are left alone, and so is every file another record still names (a picture
 * copied between records, docs/security.md): naming a product's photo in a hero slide and then
 * replacing it must not delete the product's photo. The record is already saved, so a failed
 * removal is logged, not reported: the admin's change stands.
 */
export async function removeStoredFiles(urls: Iterable<string | null | undefined>) {
  const keys = [...new Set([...urls].map((url) => (url ? keyFromPublicUrl(url) : null)).filter((key) => key !== null))];
  try {
    const named = await namedKeys(keys);
    await Promise.all(
      keys
        .filter((key) => !named.has(key))
        .map((key) => getStorage().remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'Could not remove a file that is no longer used'))),
    );
  } catch (error) {
    logger.warn({ err: error, keys }, 'Could not remove files that are no longer used');
  }
}

export const removeStoredFile = (url: string | null | undefined) => removeStoredFiles([url]);

/** After a committed change: removes every stored file the record used `before` and no longer uses `after`. */
export async function removeFilesNoLongerUsed(before: Iterable<string | null | undefined>, after: Iterable<string | null | undefined>) {
  const kept = new Set(after);
  await removeStoredFiles([...before].filter((url) => !kept.has(url)));
}
