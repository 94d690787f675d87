'use client';
import { ErrorScreen } from '@/components/store/lazy-error-screen';

// Errors outside the store frame (its layout itself, or other sections of the app).
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <ErrorScreen error={error} retry={retry} />
    </main>
  );
}
