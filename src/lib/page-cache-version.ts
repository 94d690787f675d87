// The storefront page cache (scripts/lib/page-cache.ts) keeps rendered HTML until this
// number changes. It lives on globalThis because the cache sits in our HTTP server while
// the code that changes the shop runs inside Next.js' bundles, in the same process.

declare global {
  var __storefrontVersion: number | undefined;
}

export function storefrontVersion() {
  return globalThis.__storefrontVersion ?? 0;
}

/** Call after any write that shoppers can see (products, content, settings, stock). */
export function invalidateStorefront() {
  globalThis.__storefrontVersion = storefrontVersion() + 1;
}
