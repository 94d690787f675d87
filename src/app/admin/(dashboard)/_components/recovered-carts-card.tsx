import { ShoppingCart } from 'lucide-react';
import { formatNaira } from '@/lib/money';
import { readRecoveredCarts } from '@/server/abandoned-checkouts/recovered-carts';

/** How many abandoned checkouts came back as orders after a reminder, and what they came to (src/server/abandoned-checkouts/recovered-carts.ts). */
export async function RecoveredCartsCard() {
  const { count, totalKobo, days } = await readRecoveredCarts();
  return (
    <section aria-labelledby="dashboard-recovered-carts" className="flex items-center gap-4 rounded-xl border border-border/70 bg-card p-5 shadow-soft sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
        <ShoppingCart aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <h2 id="dashboard-recovered-carts" className="font-sans text-sm font-medium tracking-normal text-muted-foreground">
          Recovered carts, last {days} days
        </h2>
        <span className="font-display text-3xl font-semibold tracking-tight tabular-nums" data-testid="recovered-carts-count">
          {count}
        </span>
        <span className="text-xs text-muted-foreground" data-testid="recovered-carts-total">
          {count === 0 ? 'No orders after a reminder yet.' : `${formatNaira(totalKobo)} in orders placed after a reminder`}
        </span>
      </span>
    </section>
  );
}
