import { useId } from 'react';
import type { fieldAria } from '@/components/ui/form-field';

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

/** What a FormField of the product form needs: its id, hint, error and the control's aria wiring. */
export type ProductFieldProps = {
  inputId: string;
  error: string | undefined;
  hint: string | undefined;
  aria: ReturnType<typeof fieldAria>;
};
