'use client';
import { useEffect, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * A screen whose list could not be read: the spec's message as a toast and in place of the
 * list, with a way to try again. With `toastTitle` (Customers, Refunds: 'Error', spec section
 * 8) the toast is titled and the message is its description; without it (Categories, Hero
 * slides, Hero media) the message is the toast's title.
 */
export function LoadFailed({ message, toastTitle }: { message: string; toastTitle?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (toastTitle) toast.error(toastTitle, { id: message, description: message });
    else toast.error(message, { id: message });
  }, [message, toastTitle]);

  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-soft">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">{message}</p>
      <Button variant="subtle" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
        {pending ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
        Try again
      </Button>
    </div>
  );
}
