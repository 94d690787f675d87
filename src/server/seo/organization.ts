import 'server-only';
import type { SiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';

/** schema.org Organization (a furniture store) from the website settings. */
export function organizationJsonLd(settings: SiteSettings) {
  const sameAs = Object.values(settings.socialMediaLinks).filter((link) => link.startsWith('http'));
  return {
    '@context': 'https://schema.org',
    '@type': 'FurnitureStore',
    name: settings.siteName,
    description: settings.siteDescription,
    url: siteUrl('/'),
    logo: siteUrl(settings.logoUrl ?? '/icon.svg'),
    image: siteUrl('/images/hero-loop-poster.webp'),
    currenciesAccepted: 'NGN',
    ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings.contactAddress
      ? { address: { '@type': 'PostalAddress', streetAddress: settings.contactAddress, addressCountry: 'NG' } }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
