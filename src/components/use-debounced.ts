'use client';
import { useEffect, useEffectEvent } from 'react';
import { afterPause } from '@/lib/after-pause';

type Run = (key: string, stale: AbortSignal) => void;

/**
 * useDebounced's effect, apart so its timing is tested without a browser (tests/unit/use-debounced.test.ts):
 * waits `delayMs`, then runs; the cleanup it returns cancels the wait and aborts the signal the run was given.
 */
export function runAfterPause(key: string, delayMs: number, run: Run) {
  const stale = new AbortController();
  const wait = afterPause(delayMs, () => run(key, stale.signal));
  wait.restart();
  return () => {
    stale.abort();
    wait.cancel();
  };
}

/**
 * Calls `run(key, stale)` once `key` (what to search or preview) has stayed the same for `delayMs`: typing
 * that changes it sooner, or the component leaving, cancels the wait. `stale` is aborted then too, so an
 * answer that arrives after a newer question is dropped (`if (stale.aborted) return`). A null key asks
 * nothing. `run` always sees the latest render, and changing it never restarts the wait.
 */
export function useDebounced(key: string | null, delayMs: number, run: Run) {
  const onPause = useEffectEvent(run);
  useEffect(() => (key === null ? undefined : runAfterPause(key, delayMs, (asked, stale) => onPause(asked, stale))), [key, delayMs]);
}
