'use client';
import { useId, useState } from 'react';
import { Download, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/use-action';
import { fetchPicturesAgainAction } from '@/server/catalog/actions/fetch-pictures-again';
import type { PictureProgress } from '@/server/catalog/catalogue-csv/import-progress';
import { usePictureProgress } from './use-picture-progress';

// The Products screen's panel for the latest import's pictures, which the job queue fetches after the
// import (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the import"): how far it
// has got while any wait, then the pictures that could not be fetched, as a list to download and a way
// to fetch them again. Shown while pictures wait or failed; a screen reader hears each quarter and the end.

const pictures = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'picture' : 'pictures'}`;

export function ImportProgress({ initial, canWrite }: { initial: PictureProgress | null; canWrite: boolean }) {
  const { progress, finishedHere, waitAgain } = usePictureProgress(initial);
  if (!progress || (progress.waiting === 0 && progress.failed === 0 && !finishedHere)) return null;
  return <ProgressPanel progress={progress} canWrite={canWrite} onWaitAgain={waitAgain} />;
}

function ProgressPanel({ progress, canWrite, onWaitAgain }: { progress: PictureProgress; canWrite: boolean; onWaitAgain: (count: number) => void }) {
  const titleId = useId();
  const { importId, fileName, total, fetched, waiting, failed } = progress;
  const counts = `${fetched.toLocaleString('en')} of ${total.toLocaleString('en')} fetched, ${waiting.toLocaleString('en')} waiting, ${failed.toLocaleString('en')} failed`;
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  const announcement = useMilestone(progress, `Pictures from ${fileName}: ${counts}`);
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-soft sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 id={titleId} className="min-w-0 font-medium break-words">
          Pictures from {fileName}
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">{counts}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={fetched + failed}
        aria-valuetext={counts}
        className="flex h-2 w-full overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent(fetched)}%` }} />
        <div className="h-full bg-destructive/70 transition-[width]" style={{ width: `${percent(failed)}%` }} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {waiting === 0 && failed === 0 ? <p className="text-sm font-medium">All {pictures(total)} fetched.</p> : null}
      {waiting === 0 && failed > 0 ? <Failures importId={importId} failed={failed} canWrite={canWrite} onWaitAgain={onWaitAgain} /> : null}
    </section>
  );
}

function Failures({ importId, failed, canWrite, onWaitAgain }: { importId: string; failed: number; canWrite: boolean; onWaitAgain: (count: number) => void }) {
  const { run, pending } = useAction(toast);

  async function fetchAgain() {
    const result = await run(fetchPicturesAgainAction, { importId }, { failed: 'The pictures could not be queued. Please try again.', refused: 'Could not fetch again' });
    if (result.ok) onWaitAgain(result.data.waiting);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-destructive">
        {pictures(failed)} could not be fetched. Their products were imported without them.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-nowrap">
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <Button asChild variant="subtle" size="sm">
          <a href={`/admin/products/import/${importId}/failures`} download>
            <Download aria-hidden="true" className="size-4" />
            Download the list (CSV)
          </a>
        </Button>
        {canWrite ? (
          <Button variant="subtle" size="sm" onClick={() => void fetchAgain()} disabled={pending} aria-busy={pending}>
            <RotateCw aria-hidden="true" className="size-4" />
            Fetch again
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** What the live region says: the counts when a quarter of the pictures has settled, and at the end; quiet between. */
function useMilestone(progress: PictureProgress, sentence: string) {
  const settled = progress.fetched + progress.failed;
  const quarter = progress.waiting === 0 ? 4 : Math.floor((settled * 4) / Math.max(1, progress.total));
  const [said, setSaid] = useState({ quarter, text: sentence });
  if (quarter !== said.quarter) setSaid({ quarter, text: sentence });
  return said.text;
}
