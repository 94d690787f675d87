'use client';
import { useCallback, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { listHref, type ListParams } from '@/lib/list-href';
import type { ActionResult } from '@/server/action';
import { useAction } from '@/components/use-action';

/** Where a list keeps its search, filters, sort and page: the URL (docs/decisions/0017-admin-lists-in-the-url.md). */
export type ListUrl<State extends ListParams> = {
  path: string;
  /** The state the page read from the URL (after the server clamped it, e.g. a page past the end). */
  state: State;
  /** What the server assumes when the URL leaves a value out; a function when it depends on the rest. */
  defaults?: ListParams | ((next: State) => ListParams);
};

/** What a delete says. With `successTitle` the toast is titled and `success` is its description. */
export type RemoveMessages = { success: string; failed: string; successTitle?: string; errorTitle?: string };

/**
 * The one state of every admin list: the rows it shows (a deleted one leaves at once and the
 * reloaded list then agrees), its URL state, and one transition for moving to another view
 * (search, filter, sort, page) or reloading after a save, so `pending` says the list is busy.
 */
export function useAdminList<Item extends { id: string }, State extends ListParams = ListParams>(items: readonly Item[], url?: ListUrl<State>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const { run } = useAction();
  const visible = items.filter((item) => !deleted.has(item.id));

  /** Dialogs that follow the URL use replace: they add no history. */
  const navigate = useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) =>
      startTransition(() => (replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false }))),
    [router],
  );
  const reload = useCallback(() => startTransition(() => router.refresh()), [router]);

  /** The URL of this list with `change` applied; defaults are left out. */
  function hrefWith(change: ListParams) {
    const next = { ...url?.state, ...change } as State;
    const defaults = typeof url?.defaults === 'function' ? url.defaults(next) : url?.defaults;
    return listHref(url?.path ?? '', next, defaults);
  }

  /**
   * Runs the delete `action` for `id`. Success: the screen's toast, the record leaves, the list
   * reloads. Failure: a toast titled `errorTitle` with the server's message, or `failed` when
   * the call never answered (a message that only repeats the title is not said twice).
   */
  async function remove(id: string, action: (input: { id: string }) => Promise<ActionResult<unknown, unknown>>, messages: RemoveMessages) {
    const { success, failed, successTitle, errorTitle = 'Error' } = messages;
    const result = await run(action, { id }, { failed });
    if (result.ok) {
      if (successTitle) toast.success(successTitle, { description: success });
      else toast.success(success);
      setDeleted((current) => new Set(current).add(id));
      reload();
      return;
    }
    const message = result.error;
    toast.error(errorTitle, { description: message === errorTitle ? undefined : message });
  }

  const href = (change: Partial<State> = {}) => hrefWith(change);
  const go = (change: Partial<State>) => navigate(hrefWith(change));
  return {
    visible,
    pending,
    navigate,
    reload,
    href,
    go,
    remove,
    startTransition,
    /** The list's plain view: no search, filter, sort or page. */
    path: url?.path ?? '',
    /** Another page of the same view. */
    pageHref: (page: number) => hrefWith({ page }),
    /** A new search starts on page 1 of the same filters. */
    search: (q: string) => navigate(hrefWith({ q, page: 1 })),
  };
}

export type AdminList = ReturnType<typeof useAdminList>;
