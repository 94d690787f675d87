'use client';
import { lazy, Suspense } from 'react';

// The error boundaries' script loads with every page; the screen itself (and the buttons' styles)
// loads only when an error happens. If that load fails too, the error goes on to the next
// boundary up, and global-error.tsx, which draws the words without waiting, has the last word.
const Screen = lazy(() => import('./error-screen').then((module) => ({ default: module.ErrorScreen })));

/** ErrorScreen, loaded when it is needed. */
export function ErrorScreen(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
