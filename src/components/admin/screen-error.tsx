'use client';
import { useEffect, useTransition } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What Next.js hands an error.tsx: what was thrown, and a way to fetch and render the segment again. */
export type SegmentErrorProps = { error: unknown; retry: () => void };

/**
 * An admin screen whose data could not be read (its segment's error.tsx): the screen's title,
 * the product's message as a toast and in place of the screen, and "Try again". With `toastTitle`
 * ('Error', docs/product.md section 8) the toast is titled and the message is its description; without
 * it the message is the toast's title. The server logs the error itself (src/instrumentation.ts);
 * the browser only gets its digest.
 */
export function AdminScreenError({ error, retry, title, message, toastTitle }: SegmentErrorProps & { title: string; message: string; toastTitle?: string }) {
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    console.error(error);
    if (toastTitle) toast.error(toastTitle, { id: message, description: message });
    else toast.error(message, { id: message });
  }, [error, message, toastTitle]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={title} />
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-soft">
        <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
        <p className="font-medium">{message}</p>
        <Button variant="subtle" size="sm" disabled={pending} onClick={() => startTransition(() => retry())}>
          {pending ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      </div>
    </div>
  );
}
