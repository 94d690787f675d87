'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useVisiblePolling } from '@/components/use-visible-polling';
import type { PictureProgress } from '@/server/catalog/catalogue-csv/import-progress';

// The latest import's pictures as the job fetches them (docs/decisions/0055-catalogue-import.md,
// "Amendment: pictures after the import"). While any wait, the screen asks a small admin route every
// 2 seconds while its tab is visible, as the Orders list asks for new orders (use-new-orders.ts says why
// a poll): the state is in the database, so leaving the page and coming back shows it again.

export const PICTURE_POLL_MS = 2_000;

/**
 * The progress the page was rendered with, then as polled. `finishedHere`: the last picture settled
 * while this screen watched; the list is then read again, so it shows the pictures.
 */
export function usePictureProgress(initial: PictureProgress | null) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [rendered, setRendered] = useState(initial);
  const [progress, setProgress] = useState(initial);
  const [finishedHere, setFinishedHere] = useState(false);
  // A page rendered again (after an import, or this hook's own refresh) brings the newest counts.
  if (initial !== rendered) {
    setRendered(initial);
    setProgress(initial);
  }
  const waiting = progress !== null && progress.waiting > 0;

  const check = async () => {
    const response = await fetch('/admin/products/import/progress', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const next = (await response.json()) as PictureProgress | null;
    setProgress(next);
    if (next && next.waiting === 0) {
      setFinishedHere(true);
      startTransition(() => router.refresh());
    }
  };

  useVisiblePolling(check, PICTURE_POLL_MS, waiting);

  /** "Fetch again" put `count` failed pictures back to wait: shown at once, and polled from here. */
  const waitAgain = (count: number) => {
    setFinishedHere(false);
    setProgress((shown) => (shown ? { ...shown, waiting: shown.waiting + count, failed: Math.max(0, shown.failed - count) } : shown));
  };

  return { progress, finishedHere, waitAgain };
}
