'use client';
import { ErrorScreen } from '@/components/store/error-screen';
import './store.css';

// Replaces the root layout when it fails, so it brings its own document.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-NG">
      <body>
        <title>Unexpected Application Error!</title>
        <main id="main-content" className="flex min-h-dvh flex-col">
          <ErrorScreen error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
