import 'server-only';
import type { Database } from '@/server/db/client';
import { categories, websiteSettings } from '@/server/db/schema';

/**
 * Whether the database has never been seeded: no settings and no categories. Its own small
 * module, so a start on a database in use answers it without loading the seed's content.
 */
export async function isEmpty(database: Database) {
  const [settings, anyCategory] = await Promise.all([
    database.select({ id: websiteSettings.id }).from(websiteSettings).limit(1),
    database.select({ id: categories.id }).from(categories).limit(1),
  ]);
  return settings.length === 0 && anyCategory.length === 0;
}
