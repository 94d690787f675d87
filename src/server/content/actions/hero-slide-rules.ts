import 'server-only';
import { ActionError } from '@/server/action-error';
import { databaseErrorCode } from '@/server/db/errors';

/** For `.catch`: a slide naming a category that is gone (the foreign key refused it) gets a clear message. */
export function missingCategory(category: string) {
  return (error: unknown): never => {
    if (databaseErrorCode(error) === '23503') {
      throw new ActionError(`The category "${category}" no longer exists. Choose another one.`);
    }
    throw error;
  };
}
