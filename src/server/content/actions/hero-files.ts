import 'server-only';
import { logger } from '@/server/logger';
import { getStorage, keyFromPublicUrl } from '@/server/media/storage';

/**
 * Deletes a file a record no longer uses (replaced or deleted with it), once the database
 * write has committed. Only files we stored are touched (keyFromPublicUrl gives a key);
 * addresses elsewhere on the web and files shipped in /public are left alone. The record is
 * already saved, so a failed removal is logged, not reported: the admin's change stands.
 * Also used by the category actions.
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

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error; the code sits on it or a cause). */
export function databaseErrorCode(error: unknown): string | null {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const record = cause as { code?: unknown; cause?: unknown };
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) return record.code;
    cause = record.cause;
  }
  return null;
}
