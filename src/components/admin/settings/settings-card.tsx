import { useId } from 'react';
import { LockKeyhole } from 'lucide-react';

/**
 * One card of the settings form: a titled section with a line saying where its fields show.
 * `lockedNote`: the card is shown read-only with this note, for a role that may not change it; its
 * disabled fields keep their values, which the form sends back unchanged (the server refuses any
 * change to them from that role, src/server/settings/settings-columns.ts).
 */
export function SettingsCard({
  title,
  description,
  lockedNote,
  children,
}: {
  title: string;
  description: string;
  lockedNote?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {lockedNote ? (
        <>
          <p className="flex items-center gap-2 rounded-lg border border-border bg-sand/40 px-3 py-2 text-sm">
            <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
            {lockedNote}
          </p>
          <fieldset disabled aria-label={`${title} (read-only)`} className="flex min-w-0 flex-col gap-5 opacity-80">
            {children}
          </fieldset>
        </>
      ) : (
        children
      )}
    </section>
  );
}
