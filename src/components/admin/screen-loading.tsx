import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** The loading state of a table screen: its title, a spinner and placeholder rows. */
export function AdminScreenLoading({ title, label, rows = 5 }: { title: string; label: string; rows?: number }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="flex items-center gap-3">
        <h1 className="font-display text-3xl font-semibold text-foreground">{title}</h1>
        <Spinner label={label} className="size-5 text-muted-foreground" />
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
