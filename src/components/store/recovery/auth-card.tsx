import { cn } from '@/lib/cn';

/** The card of the /auth pages (sign-in's look): a heading block, then the page's form or message. */
export function AuthCard({
  eyebrow,
  title,
  description,
  icon,
  className,
  children,
}: {
  eyebrow: string;
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="container-page flex justify-center py-12 md:py-20">
      <div className={cn('w-full max-w-md rounded-2xl border border-border bg-card px-6 py-10 shadow-soft sm:px-10', className)}>
        <div className="flex flex-col items-center gap-2 text-center">
          {icon ? <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-sand text-brass-text">{icon}</span> : null}
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="text-3xl font-medium md:text-4xl">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

export const TEXT_LINK =
  'inline-flex min-h-11 items-center font-semibold text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground';
