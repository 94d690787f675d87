'use client';
import { useEffect, useRef } from 'react';

/**
 * Runs `check` every `intervalMs` while the tab is visible (and at once when it becomes visible again),
 * never two at a time; a failed check is tried again at the next tick (offline for a moment, signed out
 * in another tab). The latest `check` is called: a new render does not restart the timer.
 */
export function useVisiblePolling(check: () => Promise<void>, intervalMs: number, enabled = true) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    const poll = async () => {
      if (running || document.visibilityState !== 'visible') return;
      running = true;
      try {
        await latest.current();
      } catch {
        // The next tick tries again.
      } finally {
        running = false;
      }
    };
    const timer = setInterval(poll, intervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
