import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A white panel of the dashboard with its heading and, optionally, a link to the full screen. */
export function DashboardCard({
  title,
  titleId,
  link,
  className,
  children,
}: {
  title: string;
  titleId: string;
  link?: { href: string; label: string };
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col rounded-xl border border-border/70 bg-card p-5 shadow-soft sm:p-6', className)}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {link ? (
          <Link
            href={link.href}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-accent underline-offset-4 hover:underline md:min-h-0"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
