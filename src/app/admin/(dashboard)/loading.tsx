import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

// Shown while the dashboard loads its figures; the sidebar stays in place around it. Scoped to
// the dashboard (a route group): a loading boundary above a page that can 404 would start the
// response as 200 before notFound() runs.
export default function AdminLoading() {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center gap-3">
        <Skeleton className="h-9 w-56" />
        <Spinner className="size-5 text-muted-foreground" label="Loading..." />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl bg-card" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl bg-card" />
    </div>
  );
}
