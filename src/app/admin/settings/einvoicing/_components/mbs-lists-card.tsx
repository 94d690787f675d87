'use client';
import { useRouter } from 'next/navigation';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import { formatDateTime } from '@/lib/dates';
import { MBS_LIST_LABELS } from '@/lib/einvoicing/mbs-lists';
import type { KeptList } from '@/server/einvoicing-settings/mbs-lists';
import { refreshMbsListsAction } from '@/server/einvoicing/actions/refresh-mbs-lists';

/**
 * MBS's code lists as kept, and "Refresh lists from MBS": read with the saved access (switched on or not
 * yet), recorded in Activity. They are read again once a day while e-invoicing is on.
 */
export function MbsListsCard({ lists, canAsk }: { lists: KeptList[]; canAsk: boolean }) {
  const router = useRouter();
  const { run, pending } = useAction(toast);

  async function refresh() {
    const result = await run(refreshMbsListsAction, {}, {
      failed: 'Failed to read the lists from MBS.',
      refused: 'The lists were not read',
      success: (answer) => ({ title: 'Lists read from MBS', description: answer.data.map(({ list, count }) => `${MBS_LIST_LABELS[list]}: ${count}`).join(', ') }),
    });
    if (result.ok) router.refresh();
  }

  return (
    <SettingsCard title="MBS's lists" description="The codes MBS takes, read from MBS: the HS codes above and in the catalogue are chosen from these.">
      <table className="w-full text-sm">
        <caption className="sr-only">Lists kept from MBS</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="pb-2 font-medium">List</th>
            <th scope="col" className="pb-2 text-right font-medium">Codes</th>
            <th scope="col" className="pb-2 pl-4 text-right font-medium">Read</th>
          </tr>
        </thead>
        <tbody>
          {lists.map(({ list, count, fetchedAt }) => (
            <tr key={list} className="border-t border-border">
              <th scope="row" className="py-2 text-left font-medium">{MBS_LIST_LABELS[list]}</th>
              <td className="py-2 text-right tabular-nums">{count}</td>
              <td className="py-2 pl-4 text-right text-muted-foreground">{fetchedAt ? formatDateTime(fetchedAt) : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-col gap-2">
        <Button type="button" variant="subtle" className="w-fit" disabled={!canAsk || pending} onClick={() => void refresh()}>
          {pending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh lists from MBS
        </Button>
        {canAsk ? null : <p className="text-xs text-muted-foreground">Save the MBS address, business id, API key and API secret first.</p>}
      </div>
    </SettingsCard>
  );
}
