import { getEnv } from '@/server/env';
import { getDatabase } from '@/server/db/client';
import { acquireDataDirLock } from './data-dir-lock';
import { describeError, exitWith } from './fail';
import { ensureWritableDataDir, keepFilesPrivate } from './preflight';

/**
 * The store's environment and database for a command run beside it. The embedded database allows
 * one process at a time, so with it the store must be stopped first; PostgreSQL needs no pause.
 * Nothing is migrated here: each command decides.
 */
export function openStoreForCommand(stopHint: string) {
  keepFilesPrivate();
  let env;
  try {
    env = getEnv();
  } catch (error) {
    exitWith(describeError(error));
  }
  if (!env.DATABASE_URL) {
    try {
      ensureWritableDataDir(env.dataDir);
      acquireDataDirLock(env.dataDir);
    } catch (error) {
      exitWith(`${describeError(error)} (${stopHint})`);
    }
  }
  return { env, handle: getDatabase() };
}
