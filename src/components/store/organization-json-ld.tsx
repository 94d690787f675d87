import { organizationJsonLd } from '@/server/seo/organization';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { JsonLd } from './json-ld';

/**
 * The shop as a schema.org FurnitureStore, on the home and About pages: where search engines look for a
 * business's details. Not on every page, where it would weigh each one twice (in its HTML and again in
 * the page's payload) for nothing a search engine uses.
 */
export async function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(await loadStoreSettings())} />;
}
