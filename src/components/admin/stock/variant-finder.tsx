'use client';
import { useId, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/admin/search-input';
import { useSearchAsYouType } from '@/components/admin/use-search-as-you-type';
import { pieceName } from '@/lib/catalog/piece-name';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import type { HeldPiece, StockPiece } from '@/server/stock/location-reads';

/** How many pieces the server sends at most (src/server/stock/location-reads.ts, findStockPieces). */
const SHOWN_AT_MOST = 20;

/** Puts what the finder asks (its text, its location) in the page's URL for the server to read, adding no history. */
export function useFinderUrl() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return { pending, replace: (href: string) => startTransition(() => router.replace(href, { scroll: false })) };
}

export const pieceTitle = (piece: Pick<HeldPiece, 'productName' | 'variant'>) => pieceName(piece.productName, [piece.variant]);

/** A piece on a stock form: its product, variant and SKU, then what `children` says of its stock. */
export function PieceSummary({ piece, children }: { piece: StockPiece; children: React.ReactNode }) {
  const said = [piece.variant, piece.sku ? `SKU ${piece.sku}` : null].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 flex-col text-sm">
      <span className="font-medium">{piece.productName}</span>
      <span className="text-xs text-muted-foreground">
        {said ? `${said} · ` : ''}
        {children}
      </span>
    </div>
  );
}

/** What the finder says under its box, read out as it changes. */
function finderStatus({ query, count, heldAt, pending }: { query: string; count: number; heldAt: string; pending: boolean }) {
  if (pending) return 'Searching…';
  if (!query) return `Type a name or SKU; each piece shows how many ${heldAt} holds.`;
  if (count === 0) return `No piece’s name or SKU contains “${query}”.`;
  if (count >= SHOWN_AT_MOST) return `The first ${SHOWN_AT_MOST} pieces: type more to narrow them.`;
  return `${count} ${count === 1 ? 'piece' : 'pieces'} found.`;
}

/**
 * Finds a piece for a stock count or a transfer by product name or SKU, as the admin types. The search
 * is the page's URL (`query`, asked for with `onSearch`), so the server reads the pieces with how many
 * `heldAt` holds; Add hands one to the form. Enter searches at once, never submitting a form around it.
 */
export function VariantFinder({
  query,
  found,
  heldAt,
  pending,
  added,
  onSearch,
  onAdd,
}: {
  query: string;
  found: HeldPiece[];
  /** The location the counts in the results are at. */
  heldAt: string;
  pending: boolean;
  /** The variants already on the form. */
  added: ReadonlySet<string>;
  onSearch: (text: string) => void;
  onAdd: (piece: HeldPiece) => void;
}) {
  const id = useId();
  const { query: text, setQuery: setText, searchNow, field } = useSearchAsYouType(query, onSearch);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Find a piece
      </label>
      <SearchInput
        ref={field}
        id={id}
        busy={pending}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          searchNow();
        }}
        placeholder="Product name or SKU"
        maxLength={PRODUCT_LIMITS.search}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} aria-live="polite" className="text-xs text-muted-foreground">
        {finderStatus({ query, count: found.length, heldAt, pending })}
      </p>
      {query && found.length > 0 ? (
        <ul aria-label="Pieces found" className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border bg-card">
          {found.map((piece) => {
            const title = pieceTitle(piece);
            const isAdded = added.has(piece.variantId);
            return (
              <li key={piece.variantId} className="flex items-center justify-between gap-3 px-3 py-2">
                <PieceSummary piece={piece}>
                  <span className="font-semibold text-foreground tabular-nums">{piece.quantity}</span> at {heldAt}
                </PieceSummary>
                <Button type="button" size="sm" variant="subtle" disabled={isAdded} aria-label={isAdded ? `${title} is added` : `Add ${title}`} onClick={() => onAdd(piece)}>
                  {isAdded ? null : <Plus aria-hidden="true" className="size-4" />}
                  {isAdded ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
