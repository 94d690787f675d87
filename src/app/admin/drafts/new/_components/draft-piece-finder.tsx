'use client';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/admin/search-input';
import { settle } from '@/components/settle-action';
import { useDebounced } from '@/components/use-debounced';
import { formatNaira } from '@/lib/money';
import { pieceName } from '@/lib/catalog/piece-name';
import { findPiecesForDraftAction } from '@/server/drafts/actions/draft-lookups';
import type { PieceForDraft } from '@/server/drafts/draft-piece-reads';

const SEARCH_AFTER_MS = 250;

type Found = { query: string; pieces: PieceForDraft[]; error: string | null };

/** "Ayo Sofa (3-seater / Velvet)", as the back office names a variant. */
export const pieceTitle = (piece: Pick<PieceForDraft, 'productName' | 'variantLabel'>) => pieceName(piece.productName, [piece.variantLabel]);

export function pieceStock(piece: PieceForDraft) {
  if (piece.madeToMeasure) return 'Made to measure';
  if (piece.madeToOrder) return piece.inStock > 0 ? `Made to order · ${piece.inStock} ready` : 'Made to order';
  return piece.inStock > 0 ? `${piece.inStock} in stock online` : 'Out of stock online';
}

/** "Find a piece" as staff type: the pieces whose name or SKU holds the text; tapping one adds it. */
export function DraftPieceFinder({ onAdd }: { onAdd: (piece: PieceForDraft) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const query = text.trim();

  useDebounced(query || null, SEARCH_AFTER_MS, async (asked, stale) => {
    const result = await settle(findPiecesForDraftAction, { q: asked }, 'Could not search the pieces. Check the connection and try again.');
    if (!stale.aborted) setFound({ query: asked, pieces: result.ok ? result.data : [], error: result.ok ? null : result.error });
  });

  const shown = found && found.query === query ? found : null;
  const searching = query !== '' && !shown;
  let status = 'Type a piece’s name or SKU.';
  if (searching) status = 'Searching…';
  else if (shown?.error) status = shown.error;
  else if (shown && shown.pieces.length === 0) status = `No piece’s name or SKU contains “${query}”.`;
  else if (shown) status = `${shown.pieces.length} ${shown.pieces.length === 1 ? 'piece' : 'pieces'} found: tap one to add it.`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Find a piece
      </label>
      <SearchInput
        id={id}
        busy={searching}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name or SKU"
        maxLength={100}
        enterKeyHint="search"
        aria-describedby={`${id}-status`}
        className="h-12"
      />
      <p id={`${id}-status`} aria-live="polite" className={shown?.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {status}
      </p>
      {shown && shown.pieces.length > 0 ? (
        <ul aria-label="Pieces found" className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
          {shown.pieces.map((piece) => (
            <li key={piece.variantId}>
              <button
                type="button"
                onClick={() => {
                  onAdd(piece);
                  setText('');
                }}
                aria-label={`Add ${pieceTitle(piece)}, ${formatNaira(piece.priceKobo)}, ${pieceStock(piece)}`}
                className="flex min-h-14 w-full items-center gap-3 px-3 py-2.5 text-left transition-colors hover:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{piece.productName}</span>
                  <span className="text-xs text-muted-foreground">{[piece.variantLabel, piece.sku ? `SKU ${piece.sku}` : null, pieceStock(piece)].filter(Boolean).join(' · ')}</span>
                </span>
                <span className="font-semibold tabular-nums">{piece.madeToMeasure ? `${formatNaira(piece.priceKobo)}/m` : formatNaira(piece.priceKobo)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
