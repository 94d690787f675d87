import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNaira } from '@/lib/money';
import { paymentMethodLabel } from '@/lib/payment-labels';
import { SHOWROOM_PAYMENT_LABELS, type ShowroomPaymentMethod } from '@/lib/schemas/showroom-sale';
import type { CashUpTaking } from '@/server/db/schema';

export const methodLabel = (method: string) => SHOWROOM_PAYMENT_LABELS[method as ShowroomPaymentMethod] ?? paymentMethodLabel(method);

/** Each method's total over everyone who took it, in the order the takings come (by method). */
function totalsByMethod(takings: readonly CashUpTaking[]) {
  const totals = new Map<string, number>();
  for (const taking of takings) totals.set(taking.method, (totals.get(taking.method) ?? 0) + taking.kobo);
  return [...totals];
}

/**
 * The day's takings by method and by the person who took them (cash refunded at the desk, by who gave it
 * back, below zero), then each method's total and the day's.
 */
export function TakingsTable({ takings, caption }: { takings: readonly CashUpTaking[]; caption: string }) {
  if (takings.length === 0) return <p className="text-sm text-muted-foreground">Nothing was taken here on this day.</p>;
  const totals = totalsByMethod(takings);
  const all = takings.reduce((sum, taking) => sum + taking.kobo, 0);
  return (
    <div className="flex flex-col gap-4">
      <Table aria-label={caption}>
        <TableHeader>
          <TableRow>
            <TableHead>Method</TableHead>
            <TableHead>Taken by</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {takings.map((taking) => (
            <TableRow key={`${taking.method}|${taking.staffName}|${taking.refunded ? 'refunded' : 'taken'}`}>
              <TableCell>{taking.refunded ? `${methodLabel(taking.method)} refunded` : methodLabel(taking.method)}</TableCell>
              <TableCell>{taking.staffName}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNaira(taking.kobo)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl aria-label="Totals by method" className="flex flex-col gap-1.5 rounded-lg bg-sand/60 p-3 text-sm tabular-nums">
        {totals.map(([method, kobo]) => (
          <div key={method} className="flex justify-between gap-3">
            <dt>{methodLabel(method)}</dt>
            <dd>{formatNaira(kobo)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-border pt-1.5 font-semibold">
          <dt>All methods</dt>
          <dd>{formatNaira(all)}</dd>
        </div>
      </dl>
    </div>
  );
}
