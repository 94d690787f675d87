'use client';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The heart on product cards and pages (docs/product.md, "Saved pieces"). The pages it sits on are
// kept and shared (docs/decisions/0027-shared-caches-for-public-pages.md), so nothing about the
// visitor is in their HTML; and /shop's HTML and every storefront page's first scripts are at their
// budgets (npm run bench). So the heart is drawn only once the page is live, and its code (the button
// and the saved-pieces store) is fetched then, in a chunk of its own: never a press before the scripts
// run to lose (docs/decisions/0026-every-first-tap-answers.md), and a few bytes here for every card.

const HeartButton = lazy(() => import('./heart-button'));
const noChange = () => () => {};

/** True once the page is live (false on the server and while hydrating). */
export const useLive = () => useSyncExternalStore(noChange, () => true, () => false);

export function SaveHeart(props: { id: string; name: string; look: 'card' | 'page' }) {
  return useLive() ? (
    <Suspense>
      <HeartButton {...props} />
    </Suspense>
  ) : null;
}

const StockAlertPanel = lazy(() => import('./stock-alert-panel'));

/**
 * "Tell me when it's back" on a sold-out piece's page, drawn once the page is live, like the heart; with
 * `variantId`, for that variant (`name` is then the variant's, "3-seater / Velvet").
 */
export function StockAlert(props: { productId: string; name: string; variantId?: string }) {
  return useLive() ? (
    <Suspense>
      <StockAlertPanel {...props} />
    </Suspense>
  ) : null;
}
