'use client';
import { useId, useState, useTransition } from 'react';

/** What saving a switch answered: saved, or refused with the words to show. */
export type SwitchSaved = { ok: true } | { ok: false; error: string };

/**
 * One of My Account's on/off choices, saved as it is flipped: back to where it was, with the reason, when
 * the save is refused; the words under it say what now holds.
 */
export function AccountSwitch({
  label,
  hint,
  initial,
  save,
  saved,
}: {
  label: string;
  hint?: string;
  initial: boolean;
  save: (next: boolean) => Promise<SwitchSaved>;
  /** What now holds, said once the choice is saved. */
  saved: (next: boolean) => string;
}) {
  const id = useId();
  const [on, setOn] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, startTransition] = useTransition();

  function change(next: boolean) {
    setOn(next);
    setMessage(null);
    startTransition(async () => {
      const result = await save(next);
      if (result.ok) {
        setMessage({ text: saved(next), error: false });
        return;
      }
      setOn(!next);
      setMessage({ text: result.error, error: true });
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span className="flex flex-col">
          <span className="text-sm font-medium">{label}</span>
          {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
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
