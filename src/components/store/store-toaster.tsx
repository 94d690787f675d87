'use client';
import { lazy, Suspense } from 'react';
import { TOASTER_OPTIONS } from '@/components/toast/toaster-options';
import { useToasterWanted } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The storefront's Toaster, loaded with the first toast (see ./toast.ts). */
export function StoreToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_OPTIONS} />
    </Suspense>
  ) : null;
}
