'use client';
import { useFormContext, useFormState } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { TextField } from '@/components/admin/form/fields';
import { Button } from '@/components/ui/button';
import type { StockPiece } from '@/server/stock/location-reads';
import { PieceSummary, pieceTitle } from './variant-finder';

/** What a line shows of its piece: the piece, and what is said of its stock ("held 4", "6 at Main warehouse"). */
export type LineInfo = { piece: StockPiece; held: React.ReactNode };

/**
 * The `lines` field array of a stock count or a transfer, inside its admin form: each piece with its
 * number (`lines.<n>.<amount.field>`) and Remove; the list's own message (none added, a piece twice) above.
 */
export function PieceLines({
  label,
  empty,
  lines,
  amount,
  infoOf,
  onRemove,
}: {
  label: string;
  empty: string;
  /** The field array's rows (react-hook-form's `fields`). */
  lines: readonly { id: string; variantId: string }[];
  amount: { field: string; label: string };
  infoOf: (variantId: string) => LineInfo | undefined;
  onRemove: (index: number) => void;
}) {
  const { errors } = useFormState({ control: useFormContext().control, name: 'lines' });
  const listError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <>
      <div data-field="lines" data-field-focus="none" className="flex flex-col gap-2">
        {lines.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
        {typeof listError === 'string' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {listError}
          </p>
        ) : null}
      </div>
      {lines.length > 0 ? (
        <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-md border border-border">
          {lines.map((line, index) => {
            const info = infoOf(line.variantId);
            const title = info ? pieceTitle(info.piece) : `Piece ${index + 1}`;
            return (
              <li key={line.id} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-3 px-3 py-3">
                <div className="self-center">{info ? <PieceSummary piece={info.piece}>{info.held}</PieceSummary> : null}</div>
                <TextField
                  name={`lines.${index}.${amount.field}`}
                  label={
                    <>
                      {amount.label}
                      <span className="sr-only"> for {title}</span>
                    </>
                  }
                  inputMode="numeric"
                />
                {/* Level with the box, below its label. */}
                <Button type="button" variant="ghost" size="icon" className="mt-[1.375rem] text-destructive hover:bg-destructive/10" aria-label={`Remove ${title}`} onClick={() => onRemove(index)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
