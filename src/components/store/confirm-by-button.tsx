'use client';
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { CircleCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import type { ActionResult } from '@/server/action';
import { useAction } from '@/components/use-action';

type Props<Input, Data> = {
  label: string;
  /** The action the button runs, and its input. */
  action: (input: Input) => Promise<ActionResult<Data>>;
  input: Input;
  /** What the page says once confirmed, and where it leads on. */
  confirmed: (data: Data) => { message: ReactNode; next: { href: string; label: string } };
};

/**
 * The button of a mailed link's page. Opening a link confirms nothing, since mail scanners follow
 * links (docs/security.md, "Email verification"); the person presses this, and the page then says
 * what was confirmed.
 */
export function ConfirmByButton<Input, Data>({ label, action, input, confirmed }: Props<Input, Data>) {
  const { run, pending } = useAction();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<ReturnType<typeof confirmed>>();

  async function press() {
    const result = await run(action, input);
    if (result.ok) return setDone(confirmed(result.data));
    setError(result.error);
  }

  if (done) {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <p role="status" className="text-base font-medium text-foreground">
          {done.message}
        </p>
        <Link href={done.next.href} className={buttonVariants({ size: 'lg', className: 'mt-3 w-full' })}>
          {done.next.label}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton size="lg" className="w-full" disabled={pending} onClick={() => void press()} data-replay>
        {pending ? <Spinner /> : null}
        {label}
      </StoreButton>
    </div>
  );
}
