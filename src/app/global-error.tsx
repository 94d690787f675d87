'use client';
import { lazy, Suspense } from 'react';
import { ErrorMessage } from '@/components/store/error-message';
import './store.css';

// Replaces the root layout when it fails, so it brings its own document. Its script loads with every
// page, so only the words are in it: they show at once, and the screen with its buttons loads when an
// error happens. If even that load fails (the network may be what failed), the words stay with a
// plain way home: this boundary has the last word.
const Screen = lazy(() =>
  import('@/components/store/error-screen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: WordsAndWayHome }),
  ),
);

function WordsAndWayHome({ error }: { error: unknown }) {
  return (
    <ErrorMessage error={error}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="font-semibold underline underline-offset-4">
        Return to Home
      </a>
    </ErrorMessage>
  );
}

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-NG">
      <body>
        <title>Unexpected Application Error!</title>
        <main id="main-content" className="flex min-h-dvh flex-col">
          <Suspense fallback={<ErrorMessage error={error} />}>
            <Screen error={error} retry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
