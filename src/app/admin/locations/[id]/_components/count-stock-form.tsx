'use client';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SaveBar } from '@/components/admin/form/save-bar';
import { useAction } from '@/components/use-action';
import { PieceLines } from '@/components/admin/stock/piece-lines';
import { VariantFinder } from '@/components/admin/stock/variant-finder';
import { STOCK_COUNT_REASON_LABELS } from '@/lib/catalog/stock-movements';
import { stockCountSchema, type StockCountInput } from '@/lib/schemas/stock';
import type { AdminLocation, HeldPiece } from '@/server/stock/location-reads';
import { countStockAction } from '@/server/stock/actions/count-stock';

/** The finder's state, which the page's URL holds (src/components/admin/stock/variant-finder.tsx). */
export type FinderState = { query: string; found: HeldPiece[]; pending: boolean; onSearch: (text: string) => void };

// A plain recount is the usual reason; damaged, found or sold offline are chosen when they apply.
const emptyCount = (locationId: string): StockCountInput => ({ locationId, lines: [], reason: 'counted' });

/**
 * A stock count at a location: pieces found by name or SKU, each with the number counted on the
 * shelf; saving makes each the location's count and keeps each difference, with the reason, in the
 * piece's stock history.
 */
export function CountStockForm({ location, finder, onSaved }: { location: Pick<AdminLocation, 'id' | 'name'>; finder: FinderState; onSaved: () => void }) {
  const form = useAdminForm(stockCountSchema, emptyCount(location.id));
  const { run } = useAction();
  const { Field } = form;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  // What each line's piece is and holds, for the line to show; the form sends ids and numbers.
  const [pieces, setPieces] = useState<ReadonlyMap<string, HeldPiece>>(new Map());

  // Each line sends what the location held when it was added: a count that has moved since is refused
  // (docs/decisions/0068-stock-changes-by-difference.md), and the line then shows the count now.
  function add(piece: HeldPiece) {
    setPieces((current) => new Map(current).set(piece.variantId, piece));
    lines.append({ variantId: piece.variantId, held: piece.quantity, counted: '' }, { focusName: `lines.${lines.fields.length}.counted` });
    form.clearErrors('lines');
  }

  async function onSubmit() {
    const refusal = { title: 'Error', failed: 'Failed to save the count.' };
    const result = await run(countStockAction, form.getValues(), { failed: refusal.failed });
    if (result.ok) {
      const { changed } = result.data;
      toast.success('Count saved', { description: changed === 0 ? 'Every count matched what was held.' : `${changed} ${changed === 1 ? 'piece' : 'pieces'} changed.` });
      form.reset(emptyCount(location.id));
      setPieces(new Map());
      onSaved();
      return;
    }
    for (const { variantId, readField, now } of result.details?.moved ?? []) {
      form.setValue(readField as `lines.${number}.held`, now);
      setPieces((current) => new Map(current).set(variantId, { ...current.get(variantId)!, quantity: now }));
    }
    form.refuse(result, refusal);
  }

  return (
    <div className="flex flex-col gap-4">
      <VariantFinder {...finder} heldAt={location.name} added={new Set(lines.fields.map((line) => line.variantId))} onAdd={add} />
      <AdminForm form={form} onSubmit={onSubmit} aria-labelledby="count-stock-heading" className="flex flex-col gap-4">
        <PieceLines
          label="Pieces counted"
          empty="No pieces on this count yet."
          lines={lines.fields}
          amount={{ field: 'counted', label: 'Counted' }}
          infoOf={(variantId) => {
            const piece = pieces.get(variantId);
            return piece && { piece, held: <>held <span className="font-semibold text-foreground tabular-nums">{piece.quantity}</span></> };
          }}
          onRemove={lines.remove}
        />
        <Field.Select name="reason" label="Reason for any difference" options={STOCK_COUNT_REASON_LABELS} hint="Kept with each change in the piece’s stock history." />
        <SaveBar label="Save Count" />
      </AdminForm>
    </div>
  );
}
