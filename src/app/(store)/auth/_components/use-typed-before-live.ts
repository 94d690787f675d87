import { useLayoutEffect } from 'react';

/**
 * What was typed into a form's fields before the page's scripts ran (a slow phone): hydration keeps
 * it in the fields, but the form's state still says what the server drew, and its next render would
 * write that back. Read once as the page comes alive, before anything renders again, and handed to
 * `take` when any field holds something (docs/decisions/0026-every-first-tap-answers.md). A press
 * of the form's button made meanwhile is held and replayed after this, so it sends what was typed.
 */
export function useTypedBeforeLive<Field extends string>(ids: Record<Field, string>, take: (typed: Record<Field, string>) => void) {
  useLayoutEffect(() => {
    const entries = Object.entries<string>(ids).map(([field, id]) => [field, (document.getElementById(id) as HTMLInputElement | null)?.value ?? '']);
    if (entries.some(([, value]) => value)) take(Object.fromEntries(entries) as Record<Field, string>);
    // Once, as the page comes alive: later typing goes through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
