'use client';
import { lazy, Suspense } from 'react';
import { useToasterWanted } from './toast';

// Sonner and the Toaster's options both come with the first toast.
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('@/components/toast/toaster-options')]).then(([sonner, { TOASTER_OPTIONS }]) => ({
    default: function StoreToasterLoaded() {
      return <sonner.Toaster {...TOASTER_OPTIONS} />;
    },
  })),
);

/** The storefront's Toaster, loaded with the first toast (see ./toast.ts). */
export function StoreToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
