import { useId } from 'react';

/** One card of the product form, named by its heading. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="@container flex flex-col gap-5 rounded-lg border border-border bg-card p-5 shadow-soft sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
