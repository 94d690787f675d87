// The storefront page cache (scripts/lib/page-cache.ts) keeps rendered HTML until this
// number changes. It lives on globalThis because the cache sits in our HTTP server while
// the code that changes the shop runs inside Next.js' bundles, in the same process. With
// REDIS_URL, the server also installs a broadcast that tells every other instance
// (scripts/lib/cache-bus.ts).

declare global {
  var __storefrontVersion: number | undefined;
  var __storefrontBroadcast: (() => void) | undefined;
}

export function storefrontVersion() {
  return globalThis.__storefrontVersion ?? 0;
}

/** Empties this process's page cache only: what another instance's change arrives as. */
export function bumpStorefrontVersion() {
  globalThis.__storefrontVersion = storefrontVersion() + 1;
}

/** Call after any write that shoppers can see (products, content, settings, stock). */
export function invalidateStorefront() {
  bumpStorefrontVersion();
  globalThis.__storefrontBroadcast?.();
}
