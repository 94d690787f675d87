'use client';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SaveBar } from '@/components/admin/form/save-bar';
import { PieceLines } from '@/components/admin/stock/piece-lines';
import { VariantFinder } from '@/components/admin/stock/variant-finder';
import { sendTransferSchema, STOCK_LIMITS, type SendTransferInput } from '@/lib/schemas/stock';
import type { HeldPiece } from '@/server/stock/location-reads';
import { sendTransferAction } from '@/server/stock/actions/send-transfer';

export type LocationOption = { id: string; name: string };

/** The finder's state, which the page's URL holds: the text, and the location its counts are at. */
export type TransferFinder = { query: string; from: string; found: HeldPiece[]; pending: boolean; onSearch: (text: string) => void; onFrom: (id: string) => void };

const emptyTransfer = (from: string): SendTransferInput => ({ fromLocationId: from, toLocationId: '', lines: [], note: '' });

/**
 * A new transfer: where the stock leaves and where it goes, the pieces found by name or SKU (with how
 * many the sending location holds) and how many of each, and a note. Sending takes them from the first
 * location at once; they join the other when it is marked received.
 */
export function TransferForm({ locations, finder, onSent }: { locations: LocationOption[]; finder: TransferFinder; onSent: () => void }) {
  const form = useAdminForm(sendTransferSchema, emptyTransfer(finder.from));
  const { Field } = form;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  // Each line's piece, with what the sending location held when it was added (and which location that was).
  const [pieces, setPieces] = useState<ReadonlyMap<string, { piece: HeldPiece; at: string }>>(new Map());
  const names = Object.fromEntries(locations.map((location) => [location.id, location.name]));

  // The finder counts at the sending location: a new one chosen is put in the URL for the server to read.
  const from = useWatch({ control: form.control, name: 'fromLocationId' });
  const followFrom = useEffectEvent((id: string) => {
    if (id && id !== finder.from) finder.onFrom(id);
  });
  useEffect(() => followFrom(from), [from]);

  function add(piece: HeldPiece) {
    setPieces((current) => new Map(current).set(piece.variantId, { piece, at: names[finder.from] ?? '' }));
    lines.append({ variantId: piece.variantId, quantity: '' }, { focusName: `lines.${lines.fields.length}.quantity` });
    form.clearErrors('lines');
  }

  const onSubmit = () =>
    form.send(sendTransferAction, {
      onSaved: () => {
        toast.success('Transfer sent', { description: `On its way to ${names[form.getValues('toLocationId')] ?? 'the other location'} until it is marked received.` });
        form.reset(emptyTransfer(form.getValues('fromLocationId')));
        setPieces(new Map());
        onSent();
      },
      title: 'Error',
      failed: 'Failed to send the transfer.',
    });

  return (
    <AdminForm form={form} onSubmit={onSubmit} aria-labelledby="new-transfer-heading" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Select name="fromLocationId" label="From" options={names} />
        <Field.Select name="toLocationId" label="To" placeholder="Choose a location" options={names} />
      </div>
      <VariantFinder
        query={finder.query}
        found={finder.found}
        pending={finder.pending}
        onSearch={finder.onSearch}
        heldAt={names[finder.from] ?? 'the sending location'}
        added={new Set(lines.fields.map((line) => line.variantId))}
        onAdd={add}
      />
      <PieceLines
        label="Pieces to send"
        empty="No pieces on this transfer yet."
        lines={lines.fields}
        amount={{ field: 'quantity', label: 'Quantity' }}
        infoOf={(variantId) => {
          const added = pieces.get(variantId);
          return added && { piece: added.piece, held: <><span className="font-semibold text-foreground tabular-nums">{added.piece.quantity}</span> at {added.at}</> };
        }}
        onRemove={lines.remove}
      />
      <Field.Textarea name="note" label="Note" optional rows={2} maxLength={STOCK_LIMITS.note} />
      <SaveBar label="Send Transfer" />
    </AdminForm>
  );
}
