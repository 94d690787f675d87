import { cn } from '@/lib/cn';

/** One card of the Security page: a titled section with a line on what it is for. */
export function SecuritySection({
  id,
  title,
  description,
  aside,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** Shown beside the title (a status badge, say). */
  aside?: React.ReactNode;
  tone?: 'default' | 'danger';
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        'scroll-mt-28 rounded-xl border bg-card p-5 shadow-soft sm:p-7',
        tone === 'danger' ? 'border-destructive/30' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={`${id}-heading`} className="text-2xl font-medium">
          {title}
        </h2>
        {aside}
      </div>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
