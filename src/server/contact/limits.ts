import 'server-only';

/** What one address may send in ten minutes: the contact form, and quote requests (docs/product.md). */
export const CONTACT_LIMIT = { windowSeconds: 10 * 60, max: 5 };
