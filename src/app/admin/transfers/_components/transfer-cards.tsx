'use client';
import type { AdminTransfer } from '@/server/stock/transfer-reads';
import { PiecesSent, ReceiveButton, Route, Sent, Status, type ReceiveHandlers } from './transfer-parts';

/** The transfers on a phone: one card each, so the pieces show without scrolling sideways. */
export function TransferCards({ transfers, ...handlers }: ReceiveHandlers & { transfers: AdminTransfer[] }) {
  return (
    <ol aria-label="Transfers" className="flex flex-col gap-3">
      {transfers.map((transfer) => (
        <li key={transfer.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-medium">
              <Route transfer={transfer} />
            </h3>
            <div className="shrink-0 text-right">
              <Status transfer={transfer} />
            </div>
          </div>
          <PiecesSent transfer={transfer} />
          <div className="flex items-end justify-between gap-3">
            <p className="text-muted-foreground">
              Sent <Sent transfer={transfer} />
            </p>
            <ReceiveButton transfer={transfer} {...handlers} />
          </div>
        </li>
      ))}
    </ol>
  );
}
