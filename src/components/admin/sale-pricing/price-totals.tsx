import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A row of the totals; `strong` is what the sale comes to. */
export type TotalsRow = { label: string; value: string; strong?: boolean };

/**
 * What a sale or a draft comes to, as the server priced it (the screen adds up no money): its rows, or
 * `empty` until it can be priced; the last answer stays while the next is asked. `children` is what the
 * screen adds below: the Sell screen's deposit switch, a draft's discount limit.
 */
export function PriceTotals({ rows, pending, error, empty, children }: { rows: readonly TotalsRow[] | null; pending: boolean; error: string | null; empty: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3" aria-live="polite" aria-busy={pending}>
      {pending && (rows || error) ? <Spinner label="Pricing…" className="size-5 self-end text-muted-foreground" /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {rows ? (
        <dl className="flex flex-col gap-1.5 text-sm tabular-nums">
          {rows.map(({ label, value, strong }) => (
            <div key={label} className={strong ? 'flex items-baseline justify-between gap-3 border-t border-border pt-2 text-lg font-semibold' : 'flex items-baseline justify-between gap-3'}>
              <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : !error ? (
        <p className="text-sm text-muted-foreground">{pending ? 'Pricing…' : empty}</p>
      ) : null}
      {children}
    </div>
  );
}
