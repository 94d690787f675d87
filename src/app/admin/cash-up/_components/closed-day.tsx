import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import type { ClosedDayRecord } from '@/server/pos/cash-up-reads';

/** 'Over by ₦500', 'Short by ₦2,000' or 'Exact': the drawer against what the ledger expected. */
export function differenceText(differenceKobo: number) {
  if (differenceKobo === 0) return 'Exact: the drawer holds what was expected';
  return differenceKobo > 0 ? `Over by ${formatNaira(differenceKobo)}` : `Short by ${formatNaira(-differenceKobo)}`;
}

/** A day already closed: the cash counted (the card shows the cash expected), the difference, the note and who closed it. */
export function ClosedDay({ closed }: { closed: ClosedDayRecord }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-1.5 text-sm tabular-nums">
        <div className="flex justify-between gap-3">
          <dt>Cash counted</dt>
          <dd>{formatNaira(closed.countedCashKobo)}</dd>
        </div>
        <div className={closed.differenceKobo < 0 ? 'flex justify-between gap-3 font-semibold text-destructive' : 'flex justify-between gap-3 font-semibold'}>
          <dt>Difference</dt>
          <dd>{differenceText(closed.differenceKobo)}</dd>
        </div>
      </dl>
      {closed.note ? <p className="text-sm whitespace-pre-line">Note: {closed.note}</p> : null}
      <p className="text-xs text-muted-foreground">
        Closed by {closed.closedByName}, {formatDateTime(closed.closedAt)}.
      </p>
    </div>
  );
}
