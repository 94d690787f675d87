import type { Page } from '@playwright/test';

/** The page's schema.org block of the given @type (every page also carries the Organization). */
export async function readJsonLd<T = Record<string, any>>(page: Page, type: string): Promise<T | undefined> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type) as T | undefined;
}
