'use client';
import { useEffect, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * A list that could not be read: the spec's message as a toast titled 'Error' (section 8) and
 * in place of the list, with a way to try again. Shared by the Customers and Refunds screens.
 */
export function ListLoadFailed({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    toast.error('Error', { id: message, description: message });
  }, [message]);

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
