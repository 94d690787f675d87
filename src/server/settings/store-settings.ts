import 'server-only';
import { connection } from 'next/server';
import { logger } from '@/server/logger';
import { DEFAULT_SETTINGS, getSiteSettings, type SiteSettings } from '@/server/settings/site-settings-reads';

/**
 * The settings for the storefront frame. Rendered per request (so `next build` never
 * opens the database); if the read fails the store still renders, with the defaults.
 */
export async function loadStoreSettings(): Promise<SiteSettings> {
  await connection();
  try {
    return await getSiteSettings();
  } catch (error) {
    logger.error({ err: error }, 'Failed to load website settings; using defaults');
    return DEFAULT_SETTINGS;
  }
}
