'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/action';

/**
 * The records of an admin screen that lists everything it has (no pages): a deleted record
 * leaves at once and the reloaded list then agrees; `reload` refreshes the list from the
 * server after a save, with `reloading` true meanwhile.
 */
export function useAdminCollection<Item extends { id: string }>(items: Item[] | null) {
  const router = useRouter();
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [reloading, startReload] = useTransition();
  const reload = () => startReload(() => router.refresh());
  const visible = (items ?? []).filter((item) => !deleted.has(item.id));

  /**
   * Runs a delete action for `id`. Success: the screen's toast, the record leaves, the list
   * reloads. Failure: a toast titled `errorTitle` with the server's message, or `failed` when
   * the call never answered (a message that only repeats the title is not said twice).
   */
  async function remove(
    id: string,
    run: () => Promise<ActionResult<unknown, unknown>>,
    { success, failed, errorTitle = 'Error' }: { success: string; failed: string; errorTitle?: string },
  ) {
    const result = await run().catch(() => null);
    if (result?.ok) {
      toast.success(success);
      setDeleted((current) => new Set(current).add(id));
      reload();
      return;
    }
    const message = result?.error ?? failed;
    toast.error(errorTitle, { description: message === errorTitle ? undefined : message });
  }

  return { visible, reloading, reload, remove };
}
