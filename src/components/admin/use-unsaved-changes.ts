'use client';
import { useCallback, useEffect, useRef } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Keeps unsaved changes from being lost silently: the browser's own prompt on reload or
 * closing the tab (beforeunload), and a confirm before an in-app link or the Back button
 * leaves the page while `dirty`. The App Router has no navigation-blocking API, so links are
 * caught in the capture phase before Next's <Link> sees the click, and Back is caught by a
 * same-URL history entry pushed once the form turns dirty.
 *
 * `onLeave` runs when the admin confirms leaving; `allowLeaving()` lifts the guard (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean, { onLeave }: { onLeave?: () => void } = {}) {
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  const sentinel = useRef(false);
  const onLeaveRef = useRef(onLeave);

  useEffect(() => {
    dirtyRef.current = dirty;
    onLeaveRef.current = onLeave;
  });

  useEffect(() => {
    const guarding = () => dirtyRef.current && !released.current;

    function beforeUnload(event: BeforeUnloadEvent) {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    }

    function click(event: MouseEvent) {
      if (!guarding() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // opens elsewhere
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      // Other sites unload the page: beforeunload asks. Same page (a #hash): nothing is lost.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        onLeaveRef.current?.();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    }

    function popState() {
      // Only the step back off our extra entry is ours; everything else is Next's.
      if (!sentinel.current) return;
      sentinel.current = false;
      if (guarding() && !window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        window.history.pushState(window.history.state, '', window.location.href);
        sentinel.current = true;
        return;
      }
      onLeaveRef.current?.();
      window.history.back();
    }

    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    window.addEventListener('popstate', popState);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      window.removeEventListener('popstate', popState);
    };
  }, []);

  useEffect(() => {
    if (!dirty || sentinel.current) return;
    // Back then lands on this same page first, where popState can ask.
    window.history.pushState(window.history.state, '', window.location.href);
    sentinel.current = true;
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    released.current = true;
  }, []);

  return { allowLeaving };
}
