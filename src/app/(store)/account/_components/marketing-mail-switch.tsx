'use client';
import { useId, useState, useTransition } from 'react';
import { setMarketingMailAction } from '@/server/account/actions/store/set-marketing-mail';
import { useAction } from '@/components/use-action';

/**
 * "Email me reminders and review requests": the shop's marketing mails (review requests, reminders of
 * a checkout left unfinished) follow it; order and account mails are always sent.
 */
export function MarketingMailSwitch({ wanted: initial }: { wanted: boolean }) {
  const id = useId();
  const [wanted, setWanted] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, startTransition] = useTransition();
  const { run } = useAction();

  function change(next: boolean) {
    setWanted(next);
    setMessage(null);
    startTransition(async () => {
      const result = await run(setMarketingMailAction, { wanted: next }, { failed: 'Your choice could not be saved. Please try again.' });
      if (result.ok) {
        setMessage({ text: next ? 'We will email you reminders and review requests.' : 'We will not email you reminders or review requests.', error: false });
        return;
      }
      setWanted(!next);
      setMessage({ text: result.error, error: true });
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span className="flex flex-col">
          <span className="text-sm font-medium">Email me reminders and review requests</span>
          <span className="text-xs text-muted-foreground">Mails about your orders and your account always come.</span>
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={wanted}
          aria-busy={pending}
          disabled={pending}
          onChange={(event) => change(event.target.checked)}
          className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/40 transition-colors before:block before:size-5 before:translate-x-0.5 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-foreground checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        />
      </label>
      <p aria-live="polite" className={message?.error ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
        {message?.text}
      </p>
    </div>
  );
}
