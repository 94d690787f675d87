import { Skeleton } from '@/components/ui/skeleton';

/** ProductCard's shape while the products load. */export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="aspect-[4/5] rounded-lg" />
      <Skeleton className="h-3 w-16" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-24" />
    </div>
  );
}
