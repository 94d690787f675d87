'use client';
import { pieceTitle } from '@/components/admin/stock/variant-finder';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import type { AdminTransfer } from '@/server/stock/transfer-reads';

// The pieces of a transfer the table and the phone's cards both show, worded the same in each.

export type ReceiveHandlers = { receiving: boolean; onReceive: (transfer: AdminTransfer) => void };

/** When it happened, and by whom underneath. */
function When({ at, by }: { at: Date; by: string | null }) {
  return (
    <>
      {formatDateTime(at)}
      {by ? <span className="block text-xs text-muted-foreground">by {by}</span> : null}
    </>
  );
}

export const Sent = ({ transfer }: { transfer: AdminTransfer }) => <When at={transfer.sentAt} by={transfer.sentBy} />;

export function Route({ transfer }: { transfer: AdminTransfer }) {
  return (
    <>
      {transfer.from} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {transfer.to}
    </>
  );
}

/** '2 × Ayo Sofa (3-seater)' with its SKU, each piece; the note under them. */
export function PiecesSent({ transfer }: { transfer: AdminTransfer }) {
  return (
    <>
      <ul className="flex flex-col gap-1">
        {transfer.lines.map((line) => (
          <li key={line.variantId}>
            <span className="font-semibold tabular-nums">{line.quantity}</span> × {pieceTitle(line)}
            {line.sku ? <span className="block font-mono text-xs text-muted-foreground">{line.sku}</span> : null}
          </li>
        ))}
      </ul>
      {transfer.note ? <p className="mt-2 text-xs whitespace-pre-line text-muted-foreground">Note: {transfer.note}</p> : null}
    </>
  );
}

/** In transit, or Received with when and by whom. */
export function Status({ transfer }: { transfer: AdminTransfer }) {
  if (transfer.status === 'in_transit') return <Badge variant="accent">In transit</Badge>;
  return (
    <>
      <Badge variant="secondary">Received</Badge>
      {transfer.receivedAt ? (
        <span className="mt-1 block text-xs text-muted-foreground">
          <When at={transfer.receivedAt} by={transfer.receivedBy} />
        </span>
      ) : null}
    </>
  );
}

/** Mark received, for a transfer still on the road. */
export function ReceiveButton({ transfer, receiving, onReceive }: ReceiveHandlers & { transfer: AdminTransfer }) {
  if (transfer.status !== 'in_transit') return null;
  return (
    <Button size="sm" variant="subtle" disabled={receiving} onClick={() => onReceive(transfer)}>
      Mark received
      <span className="sr-only">
        : {transfer.from} to {transfer.to}
      </span>
    </Button>
  );
}
