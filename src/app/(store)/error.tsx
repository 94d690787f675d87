'use client';
import { ErrorScreen } from '@/components/store/lazy-error-screen';

// Errors in a store page: the header and footer stay around the message.
export default function StoreError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
