import 'server-only';
import { cache } from 'react';
import { db } from '@/server/db/client';
import { websiteSettings, type SocialMediaLinks } from '@/server/db/schema';
import { SITE_DEFAULTS } from '@/lib/constants';

export type SiteSettings = {
  siteName: string;
  siteDescription: string;
  logoUrl: string | null;
  socialMediaLinks: SocialMediaLinks;
  contactAddress: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  footerText: string | null;
  whatsappNumber: string | null;
};

const EMPTY_SOCIAL: SocialMediaLinks = { facebook: '', instagram: '', twitter: '', linkedin: '' };

/** The defaults shown when the settings row is missing (docs/product.md section 9). */
export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: SITE_DEFAULTS.siteName,
  siteDescription: SITE_DEFAULTS.siteDescription,
  logoUrl: null,
  socialMediaLinks: EMPTY_SOCIAL,
  contactAddress: null,
  contactPhone: null,
  contactEmail: null,
  footerText: null,
  whatsappNumber: null,
};

/**
 * The single website_settings row, with defaults for anything unset. Errors are rethrown
 * to the caller, as docs/product.md says of the settings query.
 */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  const [row] = await db.select().from(websiteSettings).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  return {
    siteName: row.siteName || DEFAULT_SETTINGS.siteName,
    siteDescription: row.siteDescription || DEFAULT_SETTINGS.siteDescription,
    logoUrl: row.logoUrl,
    socialMediaLinks: { ...EMPTY_SOCIAL, ...row.socialMediaLinks },
    contactAddress: row.contactAddress,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    footerText: row.footerText,
    whatsappNumber: row.whatsappNumber,
  };
});
