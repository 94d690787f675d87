import { useId } from 'react';

/** One card of the settings form: a titled section with a line saying where its fields show. */
export function SettingsCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
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
      {children}
    </section>
  );
}
