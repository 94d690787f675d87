'use client';
import { useEffect } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorMessage } from './error-message';

/** What error.tsx and global-error.tsx show: the product's wording, a retry and a way home. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorMessage error={error}>
      <StoreButton size="lg" onClick={() => retry()}>
        <RetryIcon />
        Try again
      </StoreButton>
      {/* A plain link: after an error the client router may be in a bad state. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        Return to Home
      </a>
    </ErrorMessage>
  );
}

/**
 * lucide's rotate-ccw, drawn inline: error boundaries load with every page, and lucide's icon
 * component would add its own copy of lucide's helpers to each of their chunks.
 */
function RetryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
      <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}
