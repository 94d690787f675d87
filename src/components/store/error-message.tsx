import type { ReactNode } from 'react';

/**
 * The words of the error screen (the product's wording and the error's reference), with the actions
 * the caller gives. Free of the buttons' styles, so global-error.tsx, whose script loads with every
 * page, can draw it at once and leave the buttons to load when an error happens.
 */
export function ErrorMessage({ error, children }: { error: unknown; children?: ReactNode }) {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="eyebrow">Something went wrong</p>
      <h1 className="text-3xl font-medium md:text-4xl">Unexpected Application Error!</h1>
      <p className="max-w-md text-muted-foreground">
        We could not load this page. Please try again; if it keeps happening, come back in a little while.
      </p>
      {digest ? <p className="text-xs text-muted-foreground">Reference: {digest}</p> : null}
      {children ? <div className="mt-4 flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
    </section>
  );
}
