import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { RotateCcwIcon } from '@/components/ui/icons/rotate-ccw';
import { StoreButton } from '@/components/store/store-button';

// Apart from shop-states.tsx: the shop's error.tsx, a client component, loads with every shop
// page, and this keeps the empty state's drawing out of its script.

/** The product's load failure (title Error), shown in place of the list by the shop's error.tsx. */
export function ShopLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="container-page py-16 md:py-24">
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-card p-8 text-center shadow-soft"
      >
        <AlertCircleIcon className="size-8 text-destructive" strokeWidth={1.6} />
        <h1 className="text-2xl font-medium">Error</h1>
        <p className="text-muted-foreground">Failed to load products. Please try again.</p>
        <StoreButton size="lg" className="mt-3" onClick={onRetry}>
          <RotateCcwIcon className="size-4" />
          Try again
        </StoreButton>
      </div>
    </section>
  );
}
