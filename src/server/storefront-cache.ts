// The storefront page cache (scripts/lib/page-cache.ts) keeps rendered HTML until this
// number changes. It lives on globalThis because the cache sits in our HTTP server while
// the code that changes the shop runs inside Next.js' bundles, in the same process. With
// REDIS_URL, the server also installs a broadcast that tells every other instance
// (scripts/lib/cache-bus.ts). No 'server-only' here: our HTTP server imports it outside Next.js.
//
// A write does not empty the cache by itself: it declares the public pages it changes
// (`refreshes` on defineAction, src/server/action.ts) and `refreshAfter` empties them once the
// write has resolved (docs/decisions/0040-freshness-declared-by-the-write.md).

declare global {
  var __storefrontVersion: number | undefined;
  var __storefrontBroadcast: (() => void) | undefined;
}

/**
 * The public pages a write can change. The page cache keeps no finer groups than this: every
 * storefront page is dropped at once, so there is one value to declare.
 */
export type PublicPages = 'storefront';

/** Handed to a declared write: a run that changed nothing shoppers see says so, and the kept pages stay. */
export type PageRefresh = { unchanged: () => void };

export function storefrontVersion() {
  return globalThis.__storefrontVersion ?? 0;
}

/** Empties this process's page cache only: what another instance's change arrives as. */
export function bumpStorefrontVersion() {
  globalThis.__storefrontVersion = storefrontVersion() + 1;
}

/** Empties the page cache here and, with REDIS_URL, on every other instance. Writes reach it through refreshAfter. */
export function invalidateStorefront() {
  bumpStorefrontVersion();
  globalThis.__storefrontBroadcast?.();
}

/**
 * Runs a write that changes `pages` (none: just runs it) and empties them once the write has
 * resolved, its transaction committed; never when it throws, and not when it called
 * `refresh.unchanged()` (a save that changed nothing, an order change that moved no stock).
 */
export async function refreshAfter<T>(pages: PublicPages | undefined, write: (refresh: PageRefresh) => Promise<T>): Promise<T> {
  let changed = pages !== undefined;
  const result = await write({ unchanged: () => void (changed = false) });
  if (changed) invalidateStorefront();
  return result;
}
